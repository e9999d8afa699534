// Accessibility statement copy. `{phone}` is the programme's support phone and `{product}` its
// product name (useProgram()), never written here; `{agreements}` and `{contactForm}` become the
// router links of the page; `{days}` and `{date}` are the two constants below, so a new review or
// a new answer time is one edit.

/** Business days within which the support team answers accessibility feedback. */
export const ACCESSIBILITY_ANSWER_DAYS = 2;

/** The day the statement was last reviewed, as the page shows it. */
export const ACCESSIBILITY_REVIEWED_ON = 'November 28, 2026';

export const ACCESSIBILITY_TEXT = {
  title: 'Accessibility statement',
  intro:
    'We want everyone who holds a {product} to be able to use this portal, whatever device or assistive technology they use.',
  reviewed: 'This statement was last reviewed on {date}.',

  standard: {
    heading: 'Our standard',
    conformance: 'This portal conforms to the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.',
    commitment:
      'We are committed to keeping it that way. When something on the portal stops you from doing what you came to do, we treat it as a defect and fix it.',
  },

  testing: {
    heading: 'How we test',
    intro: 'We test the portal with:',
    items: [
      'automated accessibility checks with axe on every page and every dialog',
      'keyboard-only journeys in our test suite, with no mouse',
      'text enlarged to 200% and pages 320 pixels wide, to check that nothing is cut off or needs sideways scrolling',
      'screen readers: NVDA with Firefox and Chrome on Windows, VoiceOver on iOS and macOS, and TalkBack on Android',
    ],
  },

  limits: {
    heading: 'Known limits',
    intro: 'Some parts of the portal are not yet fully accessible:',
    items: [
      'The virtual card image is a picture. Its card number, expiration date and security code are also given as text below the picture, where you can reveal and copy them.',
      'The PDF versions of the cardholder agreements may not be fully tagged for screen readers. The HTML version of each agreement has the same content and is the accessible one.',
      'Partner sites that show the virtual card on their own pages are responsible for the accessibility of those pages.',
    ],
  },

  formats: {
    heading: 'Agreements in another format',
    html: 'You can read each cardholder agreement on this site as a web page, from the {agreements} page.',
    agreementsLink: 'Cardholder Agreement',
    request:
      'If you need an agreement in large print, braille or audio, call us at {phone}. We mail it to you free of charge.',
  },

  contact: {
    heading: 'Contact us',
    intro: 'Tell us if you have trouble using the portal or find an accessibility problem.',
    phone: 'Call customer service at {phone}, {hours}.',
    form: 'Or write to us with the {contactForm}.',
    contactFormLink: 'contact form',
    answerTime: 'We answer accessibility feedback within {days} business days.',
  },
} as const;
