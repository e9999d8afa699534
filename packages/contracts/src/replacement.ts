// Card replacement: what replacing a lost, stolen or expired card would do, the requests that do it and their answer.
import * as v from 'valibot';
import { CaptchaResponse, WireDate } from './api';
import { DISPUTE_REASONS, DisputeCaseSchema } from './disputes';
import { MESSAGE_KEYS } from './messages';
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
  /**
   * the card's purchases the holder may still dispute (within the agreement's notice window, no
   * open case), newest first: the dialog offers "I didn't make this" on each (absent: none offered)
   */
  purchases: v.optional(
    v.array(v.object({ id: v.string(), date: WireDate, merchant: v.string(), amount: v.number() })),
  ),
});
export type ReplacementQuote = v.InferOutput<typeof ReplacementQuoteSchema>;

const TxnId = v.pipe(
  v.string('Expected a transaction id'),
  v.regex(/^\d{1,18}$/, 'Expected a transaction id'),
);
/** at most this many charges disputed with one report (the quote offers no more) */
export const REPORT_DISPUTES_MAX = 50;

/** POST /card/replacement (report lost or stolen) */
export const ReportLostRequestSchema = v.object({
  reason: v.picklist(REPLACEMENT_REASONS, MESSAGE_KEYS.replacementReasonRequired),
  idempotencyKey: IdempotencyKey,
  /** charges the holder did not make: one case each, opened in the same transaction as the report */
  disputes: v.optional(
    v.object({
      txnIds: v.pipe(
        v.array(TxnId),
        v.minLength(1, 'Expected a transaction id'),
        v.maxLength(REPORT_DISPUTES_MAX, `Expected at most ${REPORT_DISPUTES_MAX} transactions`),
        v.check((ids) => new Set(ids).size === ids.length, 'Expected each transaction once'),
      ),
      reason: v.picklist(DISPUTE_REASONS, 'Expected a dispute reason'),
    }),
  ),
});
export type ReportLostRequest = v.InferInput<typeof ReportLostRequestSchema>;
/** POST /card/replacement/expired/quote: what the replacement would do, before the holder confirms */
export const ExpiredQuoteRequestSchema = v.object({
  cardNumber: cardNumberField,
  cardCvv: cvvField,
  captchaResponse: CaptchaResponse,
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
  /** a physical replacement arrives by this day (the day of the report and the mailing days) */
  arrivesBy: v.optional(v.nullable(WireDate)),
  /** where it goes, masked as the quote shows it: the address (physical) or the email (virtual) */
  address: v.optional(v.nullable(v.array(v.string()))),
  email: v.optional(v.nullable(v.string())),
  /** the cases opened with the report (the charges marked "I didn't make this") */
  disputes: v.optional(v.array(DisputeCaseSchema)),
});
export type ReplacementResult = v.InferOutput<typeof ReplacementResultSchema>;
