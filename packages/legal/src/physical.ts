// The three physical-card agreements (spec §9 "Physical card agreements (effective 02/2024)").
// They share most of their terms; what differs (monthly fee start, expiry, PIN) is a parameter.
//
// Spec §9 gives two readings of the outside-NY 2-year card. Its name says the card expires in
// two years, which only the second reading describes, so that card takes it: $2.50 monthly
// from month 6 after load, value lost at expiry, PIN = last 4 digits of the card number, fee
// schedule effective August 2024. The NY card starts the fee in month 25, the standard
// outside-NY card in month 13.
import type { LegalDocument, LegalSection } from './types';
import { disputeSection, arbitrationSection, contactSection } from './common';
import { PHYSICAL_REPLACEMENT, dollars } from './replacement';

interface PhysicalTerms {
  id: 'outside-ny' | 'outside-ny-2-year' | 'ny';
  title: string;
  monthlyFeeStart: string;
  expiry: string;
  feeScheduleNote?: string;
  pinNote?: string;
}

function physicalAgreement(t: PhysicalTerms): LegalDocument {
  const sections: LegalSection[] = [
    {
      heading: 'About your card',
      blocks: [
        {
          kind: 'paragraph',
          text: 'This Cardholder Agreement ("Agreement") sets out the terms of your {product} ("Card"), a Visa prepaid card. The Card is issued under a rewards or incentive program. By accepting, signing or using the Card you agree to this Agreement. Please read it carefully and keep it for your records.',
        },
        {
          kind: 'paragraph',
          text: 'The Card is a prepaid card. It is not a credit card or a gift certificate and it is not linked to a deposit account. You may only spend the value loaded on the Card.',
        },
      ],
    },
    {
      heading: 'Card value and loads',
      blocks: [
        {
          kind: 'list',
          items: [
            'The initial load is from $5.00 to $1,000.00.',
            'The maximum card value is $1,000.',
            'The Card is loaded by the program sponsor; you cannot add funds to it.',
            'You may check your balance on this website or by calling {balancePhone}, 24 hours a day, 7 days a week.',
          ],
        },
      ],
    },
    {
      heading: 'Using your card',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You may use the Card wherever Visa debit cards are accepted in the United States and the District of Columbia. The Card cannot be used to get cash, at ATMs, outside the United States, or for online gambling.',
        },
        ...(t.pinNote ? [{ kind: 'paragraph' as const, text: t.pinNote }] : []),
        {
          kind: 'paragraph',
          text: 'If a purchase is more than the balance of the Card, you must tell the merchant before the purchase and pay the difference another way; some merchants do not allow split payments.',
        },
      ],
    },
    {
      heading: 'Fees',
      blocks: [
        {
          kind: 'fees',
          rows: [
            { fee: 'Monthly maintenance fee', amount: '$2.50', details: t.monthlyFeeStart },
            {
              fee: 'Card replacement fee',
              amount: dollars(PHYSICAL_REPLACEMENT.feeCents),
              details: 'Charged for each replacement card, except when the Card has expired.',
            },
          ],
        },
        ...(t.feeScheduleNote ? [{ kind: 'paragraph' as const, text: t.feeScheduleNote }] : []),
      ],
    },
    {
      heading: 'Expiration',
      blocks: [
        { kind: 'paragraph', text: t.expiry },
        {
          kind: 'paragraph',
          text: `A reissued or replacement card is sent to you within up to ${PHYSICAL_REPLACEMENT.mailingDays} days of your request.`,
        },
      ],
    },
    disputeSection,
    arbitrationSection,
    contactSection,
  ];
  return { id: t.id, language: 'en', title: t.title, effective: 'Effective 02/2024', sections };
}

export const outsideNyAgreement = physicalAgreement({
  id: 'outside-ny',
  title: 'Cardholder Agreement (Outside New York)',
  monthlyFeeStart:
    'Charged each month starting in month 13 after the Card is loaded, and only while a balance remains.',
  expiry:
    'The Card expires 8 years after purchase; the expiration date is printed on it. The funds on the Card do not expire: call {phone} for a replacement card for any remaining balance.',
});

export const nyAgreement = physicalAgreement({
  id: 'ny',
  title: 'Cardholder Agreement (Inside New York)',
  monthlyFeeStart:
    'Charged each month starting in month 25 after the Card is loaded, and only while a balance remains.',
  expiry:
    'The Card expires 8 years after purchase; the expiration date is printed on it. The funds on the Card do not expire: call {phone} for a replacement card for any remaining balance.',
});

export const outsideNy2YearAgreement = physicalAgreement({
  id: 'outside-ny-2-year',
  title: 'Cardholder Agreement (Outside New York, 2-Year Expiration)',
  monthlyFeeStart:
    'Charged each month starting in month 6 after the Card is loaded, and only while a balance remains.',
  expiry:
    'The Card expires 2 years after purchase; the expiration date is printed on it. Any value remaining on the Card when it expires is lost and cannot be replaced or refunded.',
  feeScheduleNote: 'Fee schedule effective August 2024.',
  pinNote: 'Your PIN is the last 4 digits of your card number.',
});
