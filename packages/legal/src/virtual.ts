// The virtual card agreement (spec §9 "Virtual card agreement terms (effective August 2023)")
// and the e-sign consent shown with it in the virtual agreement modal.
import type { LegalDocument } from './types';
import { disputeSection, arbitrationSection, contactSection } from './common';
import { VIRTUAL_REPLACEMENT, dollars } from './replacement';

export const virtualAgreement: LegalDocument = {
  id: 'vv',
  language: 'en',
  title: 'Virtual Visa Cardholder Agreement',
  effective: 'Effective August 2023',
  sections: [
    {
      heading: 'About your virtual card',
      blocks: [
        {
          kind: 'paragraph',
          text: 'This Agreement sets out the terms of your {product} virtual card ("Card"), a Visa prepaid card without plastic. Its number, expiration date and security code are shown to you online once you accept this Agreement.',
        },
        {
          kind: 'list',
          items: [
            'The initial load is from $5.00 to $1,000.00.',
            'The Card is non-reloadable; the maximum card value is $1,000.',
            'You may make up to 20 online or phone purchases per day.',
            'The Card cannot be used to get cash, for foreign transactions, or for gambling; it can be used only in the United States and the District of Columbia.',
            'You may check your balance on this website or by calling {phone}.',
            'Transaction history for the last 90 days is available on this website.',
          ],
        },
      ],
    },
    {
      heading: 'Fees',
      blocks: [
        {
          kind: 'fees',
          rows: [
            {
              fee: 'Monthly maintenance fee',
              amount: '$3.50',
              details:
                'Charged each month starting in month 13 after the Card is loaded (month 25 for New York virtual cards), only while a balance remains.',
            },
            {
              fee: 'Card replacement fee',
              amount: dollars(VIRTUAL_REPLACEMENT.feeCents),
              details: 'No fee when the Card has expired.',
            },
          ],
        },
      ],
    },
    {
      heading: 'Expiration',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The Card expires 5 years after purchase. The funds do not expire: call {phone} for a replacement card for any remaining balance.',
        },
      ],
    },
    disputeSection,
    arbitrationSection,
    {
      heading: 'Privacy policy',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Our privacy policy was updated in January 2020. It explains what personal information we collect, why, and with whom we share it.',
        },
        {
          kind: 'paragraph',
          text: 'California residents may, under the California Consumer Privacy Act (CCPA), ask us to disclose or delete their personal information up to twice in any 12-month period. We respond within 45 days; we may extend this by up to 90 days in total when reasonably necessary, and will tell you why.',
        },
      ],
    },
    contactSection,
  ],
};

export const esignConsent: LegalDocument = {
  id: 'esign',
  language: 'en',
  title: 'E-Sign Consent',
  effective: 'Effective August 2023',
  sections: [
    {
      heading: 'Consent to electronic communications',
      blocks: [
        {
          kind: 'paragraph',
          text: 'To get your {product} virtual card you must agree to receive this Agreement, notices and disclosures electronically. By ticking the box you confirm that you can access and keep electronic records and you consent to receive them electronically.',
        },
        {
          kind: 'list',
          items: [
            'You need a device with internet access, a current web browser and software that displays PDF files.',
            'You may download or print this Agreement from this website at any time.',
            'You may withdraw your consent or ask for a paper copy at no cost by calling {phone}; withdrawing consent closes the Card and the remaining balance is sent to you.',
            'Keep your email address current so that we can reach you.',
          ],
        },
      ],
    },
  ],
};
