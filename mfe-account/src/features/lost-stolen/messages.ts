// The texts of reporting a card lost or stolen. What happens, where the new card goes and what
// comes next are @portal/ui's replacement pieces (the expired card's offer shows the same). `{…}`
// are filled from the server's answer and the programme config (`{phone}`), never written here.
export const LOST_STOLEN_TEXT = {
  panel: {
    heading: 'Report lost or stolen',
    description:
      'Lost your card, or think someone took it? Report it here: we close it and send you a new card with your balance on it.',
    button: 'Report lost or stolen',
  },
  dialog: {
    title: 'Report your card lost or stolen',
    loading: 'Loading...',
    loadFailed: 'Something went wrong. Please try again later.',
    reasonLegend: 'What happened to your card?',
    lost: 'I lost it',
    stolen: 'It was stolen',
    reasonRequired: 'Please choose what happened to your card',
    purchasesLegend: 'Your purchases in the last {days} days',
    purchasesHint:
      "Check each purchase you didn't make. We open a dispute case for each one with this report, and email you its reference.",
    noPurchases: 'There are no purchases in the last {days} days.',
    notMine: "I didn't make this",
    notMineLabel: "I didn't make this: {purchase}",
    purchase: '{merchant}, {date}, {amount}',
    cancel: 'Cancel',
    close: 'Close',
    confirm: 'Close card and send replacement',
    failed: 'Sorry, something went wrong. Please try again, or call customer service at {phone}.',
    disputeRefused:
      'We could not open a case for a purchase you checked: it may have been reported already. We updated the list. Please check it and confirm again.',
    heldFrozen:
      'We froze your card so no one can use it. Its contact details changed in the last 72 hours, so we cannot send a replacement yet. Please call customer service at {phone}.',
  },
  done: {
    home: 'Home',
  },
} as const;
