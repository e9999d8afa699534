// What a member reads in the partner's container when the embed cannot show the card: the
// programme's words (a partner passes theme tokens, never texts). `{phone}`: the programme's
// support phone from the portal's config.
export const EMBED_TEXTS = {
  expired: 'This view of your card has expired. Please reload the page to see your card.',
  notHere: 'Your card cannot be shown on this site.',
  unavailable: 'Your card cannot be shown right now. Please try again later.',
  callUs: 'Need help? Call customer support at {phone}.',
} as const;
