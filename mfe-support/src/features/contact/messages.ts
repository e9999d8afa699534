// Contact Us copy (spec §2); the result texts come from @portal/contracts ERROR_TEXTS.
export const CONTACT_TEXT = {
  title: 'Contact Us',
  intro: 'Send us your question and we will get back to you by email.',
  formTitle: 'Send us a message',
  name: 'Name',
  email: 'Email',
  cardNumber: 'Card number',
  inquiry: 'Nature of inquiry',
  inquiryPlaceholder: 'Select…',
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
} as const;
