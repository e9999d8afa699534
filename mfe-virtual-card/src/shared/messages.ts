// The virtual-card remote's texts (spec §2 'Card ready / card information screen' and
// 'Virtual agreement modal', §8), word for word where the spec gives them, in one place.
// `{product}`, `{phone}` and `{balancePhone}` are filled from the programme config.
import { ERROR_TEXTS } from '@portal/contracts';

export const TEXTS = {
  loading: 'Please, wait while data is loading…',
  heading: 'This is your Virtual Card',
  imageLoading: 'Please wait while data is loading...',
  imageFailed: ERROR_TEXTS.cardImageFailed,
  imageAlt: 'Your {product} Virtual Visa card: card number, expiration date and security code',
  whatsNextHeading: "What's next",
  whatsNext: [
    'Write down the account number, expiration date and security code shown on your card, together with the customer service phone number {phone}.',
    'Keep this information safe.',
    'You will need this information to make purchases.',
  ],
  notesHeading: 'Important notes',
  notes: [
    'Do not post photos of your card or send the card number by email.',
    'Your Virtual card is not compatible with mobile wallets.',
    'When you shop online or by phone, use the information you entered at registration as your billing information.',
    'Using your Virtual card in stores is not recommended.',
    'You can check your balance on this website or by phone at {balancePhone}.',
  ],
  expiredHeading: 'Your link has expired',
  expiredText: 'We can send a fresh link to the email address you registered with.',
  expiredSupport: 'Need help? Call customer support at',
  resend: 'Resend my Virtual card',
  resending: 'Sending...',
  resendSucceeded: ERROR_TEXTS.resendSucceeded,
  resendFailed: ERROR_TEXTS.resendFailed,
  // the agreement modal
  agreementTitle: 'Welcome to the {product} Virtual Visa program',
  agreementIntro: 'accept the terms below and your card will then display!',
  agreementRegion: 'Cardholder agreement and e-sign consent',
  agreementConfirm: 'I confirm that I have read and agree',
  agreementOk: 'Ok',
  agreementBusy: 'Processing...',
  agreementChecking: 'Checking the agreement',
  agreementFailed: ERROR_TEXTS.agreementSignFailed,
} as const;
