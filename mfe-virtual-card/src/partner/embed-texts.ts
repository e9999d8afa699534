// What a member reads when the card cannot be shown: in the card's frame (frame-view.ts) or, when
// the frame itself is not shown, in the partner's container (partner-embed.ts). The programme's
// words (a partner passes theme tokens, never texts). `{phone}`: the programme's support phone
// from the portal's config, which only the frame reads.
export const EMBED_TEXTS = {
  expired: 'This view of your card has expired. Please reload the page to see your card.',
  notHere: 'Your card cannot be shown on this site.',
  unavailable: 'Your card cannot be shown right now. Please try again later.',
  callUs: 'Need help? Call customer support at {phone}.',
  // within 72 hours of a call-centre contact change the portal sends no code (409 contact_recently_changed)
  contactHold:
    "This card's contact details changed in the last 72 hours, so it cannot be shown here yet. If you did not change them, call {phone}.",
  contactHoldNoPhone:
    "This card's contact details changed in the last 72 hours, so it cannot be shown here yet. If you did not change them, call customer support.",
} as const;
