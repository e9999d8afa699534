// What a member reads when the card cannot be shown, in English: in the card's frame
// (partner/frame-view.ts) or, when the frame itself is not shown, in the partner's container
// (partner/partner-embed.ts). The section `embed` of the catalogue (en.ts), kept in a module of
// its own because those two plain scripts read it at once, without loading the catalogue: the
// embed script is the partner page's whole download, and a failure must read even when nothing
// else of the portal loads. They speak of "your virtual card" and of the programme's customer
// service by name, never of the portal or its pages. `{product}` and `{phone}`: the programme's
// name and support phone from the portal's config, which only the frame reads.
const embedEn = {
  /** the frame's title (the iframe's accessible name on the partner's page) */
  frameTitle: 'Virtual card',
  expired: 'This view of your card has expired. Reload the page to see your card again.',
  notHere: "Your virtual card can't be shown on this site.",
  unavailable: "Your virtual card can't be shown right now. Please try again later.",
  callUs: 'Questions about your card? Call {product} customer service at {phone}.',
  // within 72 hours of a call-center contact change the portal sends no code (409 contact_recently_changed)
  contactHold:
    "This card's contact details changed in the last 72 hours, so it can't be shown here yet. If you did not change them, call {product} customer service at {phone}.",
  contactHoldNoPhone:
    "This card's contact details changed in the last 72 hours, so it can't be shown here yet. If you did not change them, call your card program's customer service.",
};

export default embedEn;
