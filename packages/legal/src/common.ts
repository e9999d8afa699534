// Sections every agreement shares (spec §9: "same notice, dispute, investigation and
// arbitration windows").
import type { LegalSection } from './types';

/**
 * The clocks of the error-resolution section below, as numbers: the texts are written from them
 * and the server keeps them (api-server modules/disputes), so the promise and the practice are one.
 */
export const DISPUTE_TERMS = {
  /** a wrong transaction must be reported within this many days after it appeared */
  noticeDays: 60,
  /** a complaint told orally may be asked in writing within this many business days */
  writtenFollowUpBusinessDays: 10,
  /** the investigation's results within this many business days … */
  investigationBusinessDays: 10,
  /** … or up to this many days for new accounts, foreign-initiated or point-of-sale transactions */
  investigationMaxDays: 120,
  /** the result is told within this many business days after the investigation ends */
  resultBusinessDays: 3,
  /** unauthorized use must be reported within this many business days of learning of it */
  unauthorizedReportBusinessDays: 2,
} as const;
const T = DISPUTE_TERMS;

export const disputeSection: LegalSection = {
  heading: 'Lost or stolen cards, unauthorized transactions and errors',
  blocks: [
    {
      kind: 'paragraph',
      text: `Tell us AT ONCE if you believe your Card has been lost or stolen or used without your permission: call {phone}. You must report unauthorized use within ${T.unauthorizedReportBusinessDays} business days of learning of it.`,
    },
    {
      kind: 'paragraph',
      text: `If you think a transaction is wrong, call {phone} or write to us. We must hear from you within ${T.noticeDays} days after the transaction appeared in your transaction history. Give us your name and card number, describe the error and tell us the amount.`,
    },
    {
      kind: 'list',
      items: [
        `If you tell us orally, we may require that you send your complaint in writing within ${T.writtenFollowUpBusinessDays} business days.`,
        `We will tell you the results of our investigation within ${T.investigationBusinessDays} business days, or up to ${T.investigationMaxDays} days for new accounts, foreign-initiated or point-of-sale transactions.`,
        `We will tell you the result within ${T.resultBusinessDays} business days after completing our investigation.`,
        'If we decide there was no error, we will send you a written explanation; you may ask for copies of the documents we used.',
      ],
    },
  ],
};

export const arbitrationSection: LegalSection = {
  heading: 'Arbitration',
  blocks: [
    {
      kind: 'paragraph',
      text: 'Any claim relating to the Card will be resolved by binding individual arbitration rather than in court, except that you may bring a claim in small claims court.',
    },
    {
      kind: 'paragraph',
      text: 'You may opt out of arbitration by writing to us within 30 days of first receiving the Card. Opting out does not affect any other term of this Agreement.',
    },
  ],
};

export const contactSection: LegalSection = {
  heading: 'Customer service',
  blocks: [
    {
      kind: 'paragraph',
      text: 'Customer service is available at {phone} from 8am to midnight EST, seven days a week. Balance information is available 24/7 at {balancePhone}.',
    },
    {
      kind: 'paragraph',
      text: 'The Card is issued by the issuing bank named on the back of the Card pursuant to a license from Visa U.S.A. Inc.',
    },
  ],
};
