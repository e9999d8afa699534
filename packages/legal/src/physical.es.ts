// The three physical-card agreements (./physical.ts) in US Spanish, section for section and
// sentence for sentence, with the same terms: what differs between the cards is a parameter here
// as there.
import type { LegalDocument, LegalSection } from './types';
import { disputeSectionEs, arbitrationSectionEs, contactSectionEs } from './common.es';
import { PHYSICAL_REPLACEMENT, dollars } from './replacement';

interface PhysicalTermsEs {
  id: 'outside-ny' | 'outside-ny-2-year' | 'ny';
  title: string;
  monthlyFeeStart: string;
  expiry: string;
  feeScheduleNote?: string;
  pinNote?: string;
}

function physicalAgreementEs(t: PhysicalTermsEs): LegalDocument {
  const sections: LegalSection[] = [
    {
      heading: 'Acerca de su tarjeta',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Este Contrato del titular de la tarjeta (el "Contrato") establece los términos de su {product} (la "Tarjeta"), una tarjeta prepagada Visa. La Tarjeta se emite en el marco de un programa de recompensas o incentivos. Al aceptar, firmar o usar la Tarjeta, usted acepta este Contrato. Léalo detenidamente y consérvelo para sus registros.',
        },
        {
          kind: 'paragraph',
          text: 'La Tarjeta es una tarjeta prepagada. No es una tarjeta de crédito ni un certificado de regalo, y no está vinculada a una cuenta de depósito. Usted solo puede gastar el valor cargado en la Tarjeta.',
        },
      ],
    },
    {
      heading: 'Valor de la tarjeta y cargas',
      blocks: [
        {
          kind: 'list',
          items: [
            'La carga inicial es de $5.00 a $1,000.00.',
            'El valor máximo de la tarjeta es de $1,000.',
            'La Tarjeta la carga el patrocinador del programa; usted no puede agregarle fondos.',
            'Puede consultar su saldo en este sitio web o llamando al {balancePhone}, las 24 horas del día, los 7 días de la semana.',
          ],
        },
      ],
    },
    {
      heading: 'Uso de su tarjeta',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Puede usar la Tarjeta en cualquier lugar de los Estados Unidos y del Distrito de Columbia donde se acepten tarjetas de débito Visa. La Tarjeta no se puede usar para obtener efectivo, en cajeros automáticos, fuera de los Estados Unidos ni para apuestas en línea.',
        },
        ...(t.pinNote ? [{ kind: 'paragraph' as const, text: t.pinNote }] : []),
        {
          kind: 'paragraph',
          text: 'Si el monto de una compra es mayor que el saldo de la Tarjeta, usted debe informárselo al comercio antes de la compra y pagar la diferencia de otra forma; algunos comercios no permiten dividir el pago.',
        },
      ],
    },
    {
      heading: 'Cargos',
      blocks: [
        {
          kind: 'fees',
          rows: [
            { fee: 'Cargo mensual de mantenimiento', amount: '$2.50', details: t.monthlyFeeStart },
            {
              fee: 'Cargo por reemplazo de la tarjeta',
              amount: dollars(PHYSICAL_REPLACEMENT.feeCents),
              details: 'Se cobra por cada tarjeta de reemplazo, excepto cuando la Tarjeta ha vencido.',
            },
          ],
        },
        ...(t.feeScheduleNote ? [{ kind: 'paragraph' as const, text: t.feeScheduleNote }] : []),
      ],
    },
    {
      heading: 'Vencimiento',
      blocks: [
        { kind: 'paragraph', text: t.expiry },
        {
          kind: 'paragraph',
          text: `Le enviaremos una tarjeta reemitida o de reemplazo en un plazo de hasta ${PHYSICAL_REPLACEMENT.mailingDays} días a partir de su solicitud.`,
        },
      ],
    },
    disputeSectionEs,
    arbitrationSectionEs,
    contactSectionEs,
  ];
  return { id: t.id, language: 'es', title: t.title, effective: 'Vigente a partir de 02/2024', sections };
}

const EIGHT_YEARS =
  'La Tarjeta vence 8 años después de su compra; la fecha de vencimiento está impresa en ella. Los fondos de la Tarjeta no vencen: llame al {phone} para solicitar una tarjeta de reemplazo por el saldo restante.';

export const outsideNyAgreementEs = physicalAgreementEs({
  id: 'outside-ny',
  title: 'Contrato del titular de la tarjeta (fuera de Nueva York)',
  monthlyFeeStart:
    'Se cobra cada mes a partir del mes 13 después de la carga de la Tarjeta, y solo mientras quede saldo.',
  expiry: EIGHT_YEARS,
});

export const nyAgreementEs = physicalAgreementEs({
  id: 'ny',
  title: 'Contrato del titular de la tarjeta (dentro de Nueva York)',
  monthlyFeeStart:
    'Se cobra cada mes a partir del mes 25 después de la carga de la Tarjeta, y solo mientras quede saldo.',
  expiry: EIGHT_YEARS,
});

export const outsideNy2YearAgreementEs = physicalAgreementEs({
  id: 'outside-ny-2-year',
  title: 'Contrato del titular de la tarjeta (fuera de Nueva York, vencimiento a 2 años)',
  monthlyFeeStart:
    'Se cobra cada mes a partir del mes 6 después de la carga de la Tarjeta, y solo mientras quede saldo.',
  expiry:
    'La Tarjeta vence 2 años después de su compra; la fecha de vencimiento está impresa en ella. Todo valor que quede en la Tarjeta cuando venza se pierde y no se puede reponer ni reembolsar.',
  feeScheduleNote: 'Tabla de cargos vigente a partir de agosto de 2024.',
  pinNote: 'Su PIN son los últimos 4 dígitos de su número de tarjeta.',
});
