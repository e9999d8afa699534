// The login's texts for a card that cannot log in any more: closed after a report of loss or
// theft, or expired with money on it (the offer of a replacement without fee).
export const REPLACEMENT_TEXT = {
  closed:
    'This card was reported lost or stolen and is closed. Please log in with your replacement card, or call customer service at {phone}.',
  offerHeading: 'Your card has expired.',
  offer:
    'The money on it does not expire: we can send you a replacement card without fee, with your balance on it, to the address on file.',
  button: 'Get a replacement card',
  busy: 'Processing...',
  failed: 'Sorry, it seems like something went wrong. Please contact Customer support at {phone}.',
  held: "Your card's contact details changed in the last 72 hours, so we cannot send a replacement yet. Please call customer service at {phone}.",
  doneHeading: 'Your replacement card is on its way.',
  donePhysical: 'Your new card ending {next} will be mailed to the address on file within {days} days.',
  doneVirtual: 'Your new virtual card ending {next} is ready: we emailed you a link to see it.',
  doneMoved: 'Your balance of {amount} has moved to it, without fee. Your expired card is closed.',
} as const;
