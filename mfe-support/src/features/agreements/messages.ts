// Agreement index and pages copy (spec §2).
export const AGREEMENTS_TEXT = {
  title: 'Cardholder Agreement',
  intro: 'Choose the agreement that came with your card. Each is available as a PDF and as a web page.',
  pdf: 'PDF',
  html: 'HTML',
  back: 'All cardholder agreements',
  download: 'Download PDF',
  fees: 'Fees',
  fee: 'Fee',
  amount: 'Amount',
  details: 'Details',
  documents: {
    'outside-ny': 'Outside NY',
    'outside-ny-2-year': 'Outside NY 2-year expiration',
    ny: 'Inside NY',
    vv: 'Virtual card agreement',
  },
} as const;
