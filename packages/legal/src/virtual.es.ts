// The virtual card agreement and the e-sign consent (./virtual.ts) in US Spanish, section for
// section and sentence for sentence, with the same terms.
import type { LegalDocument } from './types';
import { disputeSectionEs, arbitrationSectionEs, contactSectionEs } from './common.es';
import { VIRTUAL_REPLACEMENT, dollars } from './replacement';

export const virtualAgreementEs: LegalDocument = {
  id: 'vv',
  language: 'es',
  title: 'Contrato del titular de la tarjeta Visa virtual',
  effective: 'Vigente a partir de agosto de 2023',
  sections: [
    {
      heading: 'Acerca de su tarjeta virtual',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Este Contrato establece los términos de su tarjeta virtual {product} (la "Tarjeta"), una tarjeta prepagada Visa sin plástico. Su número, fecha de vencimiento y código de seguridad se le muestran en línea una vez que usted acepta este Contrato.',
        },
        {
          kind: 'list',
          items: [
            'La carga inicial es de $5.00 a $1,000.00.',
            'La Tarjeta no es recargable; el valor máximo de la tarjeta es de $1,000.',
            'Puede hacer hasta 20 compras por internet o por teléfono al día.',
            'La Tarjeta no se puede usar para obtener efectivo, para transacciones en el extranjero ni para apuestas; solo se puede usar en los Estados Unidos y el Distrito de Columbia.',
            'Puede consultar su saldo en este sitio web o llamando al {phone}.',
            'El historial de transacciones de los últimos 90 días está disponible en este sitio web.',
          ],
        },
      ],
    },
    {
      heading: 'Cargos',
      blocks: [
        {
          kind: 'fees',
          rows: [
            {
              fee: 'Cargo mensual de mantenimiento',
              amount: '$3.50',
              details:
                'Se cobra cada mes a partir del mes 13 después de la carga de la Tarjeta (el mes 25 en el caso de las tarjetas virtuales de Nueva York), solo mientras quede saldo.',
            },
            {
              fee: 'Cargo por reemplazo de la tarjeta',
              amount: dollars(VIRTUAL_REPLACEMENT.feeCents),
              details: 'Sin cargo cuando la Tarjeta ha vencido.',
            },
          ],
        },
      ],
    },
    {
      heading: 'Vencimiento',
      blocks: [
        {
          kind: 'paragraph',
          text: 'La Tarjeta vence 5 años después de su compra. Los fondos no vencen: llame al {phone} para solicitar una tarjeta de reemplazo por el saldo restante.',
        },
      ],
    },
    disputeSectionEs,
    arbitrationSectionEs,
    {
      heading: 'Política de privacidad',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Nuestra política de privacidad se actualizó en enero de 2020. En ella se explica qué información personal recopilamos, por qué y con quién la compartimos.',
        },
        {
          kind: 'paragraph',
          text: 'Conforme a la Ley de Privacidad del Consumidor de California (CCPA), los residentes de California pueden solicitarnos que divulguemos o eliminemos su información personal hasta dos veces en cualquier período de 12 meses. Respondemos dentro de un plazo de 45 días; cuando sea razonablemente necesario, podemos extender este plazo hasta 90 días en total, y le indicaremos el motivo.',
        },
      ],
    },
    contactSectionEs,
  ],
};

export const esignConsentEs: LegalDocument = {
  id: 'esign',
  language: 'es',
  title: 'Consentimiento de firma electrónica (E-Sign)',
  effective: 'Vigente a partir de agosto de 2023',
  sections: [
    {
      heading: 'Consentimiento para recibir comunicaciones electrónicas',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Para obtener su tarjeta virtual {product}, usted debe aceptar recibir este Contrato, los avisos y las divulgaciones en formato electrónico. Al marcar la casilla, usted confirma que puede acceder a registros electrónicos y conservarlos, y da su consentimiento para recibirlos en formato electrónico.',
        },
        {
          kind: 'list',
          items: [
            'Necesita un dispositivo con acceso a internet, un navegador web actualizado y un programa que muestre archivos PDF.',
            'Puede descargar o imprimir este Contrato desde este sitio web en cualquier momento.',
            'Puede retirar su consentimiento o solicitar una copia en papel sin costo alguno llamando al {phone}; si retira su consentimiento, la Tarjeta se cierra y se le envía el saldo restante.',
            'Mantenga actualizada su dirección de correo electrónico para que podamos comunicarnos con usted.',
          ],
        },
      ],
    },
  ],
};
