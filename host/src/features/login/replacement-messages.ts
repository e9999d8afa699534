// The login's texts for a card that cannot log in any more: closed after a report of loss or
// theft, or expired with money on it (the offer of a replacement without fee). What the
// replacement does, where it goes and what comes next are @portal/ui's replacement pieces, the
// same as the card page's report of a lost or stolen card.
export const REPLACEMENT_TEXT = {
  closed:
    'This card was reported lost or stolen and is closed. Please log in with your replacement card, or call customer service at {phone}.',
  offerHeading: 'Your card has expired.',
  offer:
    'The money on it does not expire: we can send you a new card without fee, with your balance on it, to the address on file.',
  button: 'Get a replacement card',
  confirmHeading: 'Confirm your replacement card',
  back: 'Back',
  confirm: 'Send my new card',
  loadFailed:
    'Sorry, we could not load your replacement. Please try again, or call customer service at {phone}.',
  failed: 'Sorry, something went wrong. Please try again, or call customer service at {phone}.',
  held: "Your card's contact details changed in the last 72 hours, so we cannot send a replacement yet. Please call customer service at {phone}.",
} as const;
