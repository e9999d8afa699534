// A cardholder's dispute of a posted purchase (a "case"): what the form sends, what the card page
// lists, and the texts both sides share. The server keeps the agreement's clocks (packages/legal
// DISPUTE_TERMS) and answers each case with its dates already computed in business days.
import * as v from 'valibot';
import { WireDate } from './api';
import { MESSAGE_KEYS } from './messages';
import { emailField, phoneField } from './rules';

/** The reasons the form offers, in its order. */
export const DISPUTE_REASONS = [
  'not_recognised',
  'charged_twice',
  'wrong_amount',
  'not_received',
  'not_credited',
] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];

export const DISPUTE_REASON_LABELS: Record<DisputeReason, string> = {
  not_recognised: 'I don’t recognize it',
  charged_twice: 'I was charged more than once',
  wrong_amount: 'The amount is wrong',
  not_received: 'I paid but did not receive it',
  not_credited: 'I returned or canceled it but was not credited',
};

/** received → under review (written follow-up asked) → provisionally credited → resolved. */
export const DISPUTE_STATES = [
  'received',
  'under_review',
  'provisionally_credited',
  'resolved_in_favour',
  'resolved_not_in_favour',
] as const;
export type DisputeState = (typeof DISPUTE_STATES)[number];

export const DISPUTE_STATE_LABELS: Record<DisputeState, string> = {
  received: 'Received',
  under_review: 'Under review',
  provisionally_credited: 'Provisionally credited',
  resolved_in_favour: 'Resolved in your favor',
  resolved_not_in_favour: 'Resolved: not in your favor',
};

/**
 * A window event the history remote sends when a case was opened, so that the card page's list
 * (the account remote) reads the cases again: the two remotes share the page, not their code.
 */
export const DISPUTE_OPENED_EVENT = 'portal:dispute-opened';

export const DISPUTE_LIMITS = { description: 1000 } as const;

/**
 * The form's messages, by key (messages.ts): wordMessage gives their text in the page's language.
 * disputeDescriptionTooLong's text names DISPUTE_LIMITS.description.
 */
export const DISPUTE_MESSAGES = {
  reasonRequired: MESSAGE_KEYS.disputeReasonRequired,
  descriptionRequired: MESSAGE_KEYS.disputeDescriptionRequired,
  descriptionTooLong: MESSAGE_KEYS.disputeDescriptionTooLong,
  contactRequired: MESSAGE_KEYS.disputeContactRequired,
  contactInvalid: MESSAGE_KEYS.disputeContactInvalid,
} as const;

/** An email address or a US phone number, by the rules the registration form holds them to. */
export function isDisputeContact(s: string): boolean {
  return v.safeParse(emailField, s).success || v.safeParse(phoneField, s).success;
}

/** The form's fields, checked the same in the browser and on the server. */
export const disputeFields = {
  reason: v.picklist(DISPUTE_REASONS, DISPUTE_MESSAGES.reasonRequired),
  description: v.pipe(
    v.string(DISPUTE_MESSAGES.descriptionRequired),
    v.trim(),
    v.minLength(1, DISPUTE_MESSAGES.descriptionRequired),
    v.maxLength(DISPUTE_LIMITS.description, DISPUTE_MESSAGES.descriptionTooLong),
  ),
  contact: v.pipe(
    v.string(DISPUTE_MESSAGES.contactRequired),
    v.trim(),
    v.minLength(1, DISPUTE_MESSAGES.contactRequired),
    v.check(isDisputeContact, DISPUTE_MESSAGES.contactInvalid),
  ),
};
export const DisputeFormSchema = v.object(disputeFields);

/** POST /card/disputes: the transaction (its id from the history) and the form. */
export const DisputeOpenRequestSchema = v.object({
  txnId: v.pipe(v.string('Expected a transaction id'), v.regex(/^\d{1,18}$/, 'Expected a transaction id')),
  ...disputeFields,
});
export type DisputeOpenRequest = v.InferInput<typeof DisputeOpenRequestSchema>;

export const DisputeCaseSchema = v.object({
  reference: v.string(),
  state: v.picklist(DISPUTE_STATES),
  reason: v.picklist(DISPUTE_REASONS),
  transaction: v.object({ date: WireDate, merchant: v.string(), amount: v.number() }),
  openedOn: WireDate,
  /** the written follow-up, when the call centre asked for it: by this day */
  followUpDue: v.nullable(WireDate),
  /** the investigation ends by this day at the latest */
  investigationDue: WireDate,
  /** the result is told by this day */
  resultDue: WireDate,
  /** dollars credited back so far (provisionally or for good) */
  credited: v.number(),
  resolvedOn: v.nullable(WireDate),
  /** why, when resolved (sent to the holder by email too) */
  explanation: v.nullable(v.string()),
  /** the last four digits of the earlier card the charge was made on, when the card was replaced since */
  cardEnding: v.optional(v.string()),
});
export type DisputeCase = v.InferOutput<typeof DisputeCaseSchema>;

export const DisputeListResponseSchema = v.object({ cases: v.array(DisputeCaseSchema) });
export type DisputeListResponse = v.InferOutput<typeof DisputeListResponseSchema>;
