// The support remote's words in English: the contact form, the agreements' index and page chrome,
// the accessibility statement. The catalogue every other language is typed against (es.ts); a text
// with values is a template filled with fill() or fillNodes(): the programme's {product}, {phone}
// and {hours} come from the runtime config, never from here. The agreements' own text is
// @portal/legal's, in the page's language. Loaded only on an English page (./index.ts).
const en = {
  /** spec §2 Contact Us; the result texts are @portal/contracts ERROR_TEXTS */
  contact: {
    title: 'Contact Us',
    intro: 'Send us your question and we will get back to you by email.',
    formTitle: 'Send us a message',
    name: 'Name',
    email: 'Email',
    cardNumber: 'Card number',
    inquiry: 'Nature of inquiry',
    inquiryPlaceholder: 'Select…',
    /** an option's label by its value (contracts INQUIRY_TYPES), which the server receives */
    inquiryTypes: {
      'Card Balance': 'Card Balance',
      'Card Use': 'Card Use',
      'Technical problems': 'Technical problems',
    },
    message: 'Message',
    optional: '(Optional)',
    send: 'Send',
    /** the lasting confirmation: its heading is the spec's success text (ERROR_TEXTS.contactSucceeded) */
    sent: {
      reference: 'Your reference:',
      reply: "We'll reply to {email} within {days} business days.",
      quote: 'Quote this reference if you write or call us about this message.',
      another: 'Send another message',
    },
    phoneHeading: 'Phone',
    customerService: 'Customer service',
    cardBalance: 'Card balance',
    mailHeading: 'Mail',
    websiteHeading: 'Website',
  },

  /** spec §2 Agreement index and the agreement pages around the document */
  agreements: {
    title: 'Cardholder Agreement',
    intro: 'Choose the agreement that came with your card. Each is available as a PDF and as a web page.',
    pdf: 'PDF',
    html: 'HTML',
    /** the links above a document */
    nav: 'Agreement',
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
  },

  /**
   * The accessibility statement (its declared page, src/pages.json). `{agreements}` and
   * `{contactForm}` become the page's router links; `{days}` and `{date}` are the constants of
   * features/accessibility/messages.ts.
   */
  accessibility: {
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
      /** shown in this order, one list item each */
      items: {
        axe: 'automated accessibility checks with axe on every page and every dialog',
        keyboard: 'keyboard-only journeys in our test suite, with no mouse',
        zoom: 'text enlarged to 200% and pages 320 pixels wide, to check that nothing is cut off or needs sideways scrolling',
        screenReaders:
          'screen readers: NVDA with Firefox and Chrome on Windows, VoiceOver on iOS and macOS, and TalkBack on Android',
      },
    },

    limits: {
      heading: 'Known limits',
      intro: 'Some parts of the portal are not yet fully accessible:',
      /** shown in this order, one list item each */
      items: {
        cardImage:
          'The virtual card image is a picture. Its card number, expiration date and security code are also given as text below the picture, where you can reveal and copy them.',
        pdf: 'The PDF versions of the cardholder agreements may not be fully tagged for screen readers. The HTML version of each agreement has the same content and is the accessible one.',
        partners:
          'Partner sites that show the virtual card on their own pages are responsible for the accessibility of those pages.',
      },
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
  },
};

export default en;
