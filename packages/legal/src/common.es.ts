// The sections every agreement shares (./common.ts), in US Spanish: the same windows, written from
// the same numbers, so the Spanish promise is the English one.
import type { LegalSection } from './types';
import { DISPUTE_TERMS } from './common';

const T = DISPUTE_TERMS;

export const disputeSectionEs: LegalSection = {
  heading: 'Tarjetas perdidas o robadas, transacciones no autorizadas y errores',
  blocks: [
    {
      kind: 'paragraph',
      text: `Avísenos DE INMEDIATO si cree que su Tarjeta se ha perdido, se la han robado o se ha usado sin su permiso: llame al {phone}. Usted debe reportar el uso no autorizado dentro de los ${T.unauthorizedReportBusinessDays} días hábiles siguientes a la fecha en que tenga conocimiento de él.`,
    },
    {
      kind: 'paragraph',
      text: `Si cree que una transacción es incorrecta, llame al {phone} o escríbanos. Debemos recibir noticias suyas dentro de los ${T.noticeDays} días siguientes a la fecha en que la transacción apareció en su historial de transacciones. Indíquenos su nombre y número de tarjeta, describa el error e indíquenos el monto.`,
    },
    {
      kind: 'list',
      items: [
        `Si nos lo comunica verbalmente, podemos exigirle que nos envíe su reclamación por escrito dentro de los ${T.writtenFollowUpBusinessDays} días hábiles siguientes.`,
        `Le informaremos los resultados de nuestra investigación dentro de los ${T.investigationBusinessDays} días hábiles, o en un plazo de hasta ${T.investigationMaxDays} días en el caso de cuentas nuevas y de transacciones iniciadas en el extranjero o en puntos de venta.`,
        `Le informaremos el resultado dentro de los ${T.resultBusinessDays} días hábiles siguientes a la conclusión de nuestra investigación.`,
        'Si determinamos que no hubo ningún error, le enviaremos una explicación por escrito; usted puede solicitar copias de los documentos que utilizamos.',
      ],
    },
  ],
};

export const arbitrationSectionEs: LegalSection = {
  heading: 'Arbitraje',
  blocks: [
    {
      kind: 'paragraph',
      text: 'Cualquier reclamación relacionada con la Tarjeta se resolverá mediante arbitraje individual vinculante y no ante un tribunal, excepto que usted puede presentar una reclamación ante un tribunal de reclamos menores.',
    },
    {
      kind: 'paragraph',
      text: 'Usted puede excluirse del arbitraje si nos lo comunica por escrito dentro de los 30 días siguientes a la fecha en que recibió la Tarjeta por primera vez. Excluirse no afecta ninguna otra disposición de este Contrato.',
    },
  ],
};

export const contactSectionEs: LegalSection = {
  heading: 'Servicio al cliente',
  blocks: [
    {
      kind: 'paragraph',
      text: 'El servicio al cliente está disponible en el {phone} de 8 a.m. a medianoche, hora del Este (EST), los siete días de la semana. La información del saldo está disponible las 24 horas del día, los 7 días de la semana, en el {balancePhone}.',
    },
    {
      kind: 'paragraph',
      text: 'La Tarjeta es emitida por el banco emisor indicado en el reverso de la Tarjeta, en virtud de una licencia de Visa U.S.A. Inc.',
    },
  ],
};
