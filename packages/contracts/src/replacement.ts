// Card replacement: what replacing a lost, stolen or expired card would do, the requests that do it and their answer.
import * as v from 'valibot';
import { CaptchaResponse } from './api';
import { cardNumberField, cvvField } from './rules';

export const REPLACEMENT_REASONS = ['lost', 'stolen'] as const;
export type ReplacementReason = (typeof REPLACEMENT_REASONS)[number];
/** a client-made key (a UUID or 16..64 url-safe characters): the same key twice is one replacement */
export const IdempotencyKey = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9_-]{16,64}$/, 'Expected 16 to 64 letters, digits, - or _'),
);

/** GET /card/replacement → what a replacement of the logged-in card would do */
export const ReplacementQuoteSchema = v.object({
  virtual: v.boolean(),
  /** dollars; 0 when the card has expired (the agreements charge no fee then) */
  fee: v.number(),
  /** days within which a physical replacement is mailed; null for a virtual card (usable at once) */
  mailingDays: v.nullable(v.number()),
  /** the mailing address on file, masked: street number and name hidden, city, state and ZIP kept */
  address: v.nullable(v.array(v.string())),
  /** the email of record, masked (a virtual card's link goes there) */
  email: v.nullable(v.string()),
});
export type ReplacementQuote = v.InferOutput<typeof ReplacementQuoteSchema>;

/** POST /card/replacement (report lost or stolen) */
export const ReportLostRequestSchema = v.object({
  reason: v.picklist(REPLACEMENT_REASONS, 'Choose lost or stolen'),
  idempotencyKey: IdempotencyKey,
});
/** POST /card/replacement/expired: card number + CVV prove the holder of the expired card */
export const ReplaceExpiredRequestSchema = v.object({
  cardNumber: cardNumberField,
  cardCvv: cvvField,
  captchaResponse: CaptchaResponse,
  idempotencyKey: IdempotencyKey,
});
export const ReplacementResultSchema = v.object({
  /** the closed card, masked */
  closedCard: v.string(),
  /** the replacement, masked */
  replacementCard: v.string(),
  virtual: v.boolean(),
  /** dollars charged (0 for an expired card) */
  fee: v.number(),
  /** dollars moved to the replacement */
  balanceMoved: v.number(),
  mailingDays: v.nullable(v.number()),
});
export type ReplacementResult = v.InferOutput<typeof ReplacementResultSchema>;
