// What a member reads when the card cannot be shown: in the card's frame (frame-view.ts) or, when
// the frame itself is not shown, in the partner's container (partner-embed.ts). The member reads
// them inside a partner's site: they speak of "your virtual card" and of the programme's customer
// service by name, never of the portal or its pages. The programme's words (a partner passes theme
// tokens, never texts). `{product}` and `{phone}`: the programme's name and support phone from the
// portal's config, which only the frame reads; the partner's script has neither.
export const EMBED_TEXTS = {
  expired: 'This view of your card has expired. Reload the page to see your card again.',
  notHere: "Your virtual card can't be shown on this site.",
  unavailable: "Your virtual card can't be shown right now. Please try again later.",
  callUs: 'Questions about your card? Call {product} customer service at {phone}.',
  // within 72 hours of a call-center contact change the portal sends no code (409 contact_recently_changed)
  contactHold:
    "This card's contact details changed in the last 72 hours, so it can't be shown here yet. If you did not change them, call {product} customer service at {phone}.",
  contactHoldNoPhone:
    "This card's contact details changed in the last 72 hours, so it can't be shown here yet. If you did not change them, call your card program's customer service.",
} as const;
