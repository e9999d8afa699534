// What a case is and what it promises: the agreement's clocks (packages/legal DISPUTE_TERMS)
// counted on the programme's calendar, the wire shape the card page reads, and the notices the
// holder gets at each step. Shared by the cardholder's routes and the call centre's.
import { randomBytes } from 'node:crypto';
import {
  DISPUTE_STATE_LABELS,
  fill,
  formatIsoDate,
  formatMoney,
  isoToUs,
  type DisputeCase,
} from '@portal/contracts';
import type { Language } from '@portal/contracts/i18n';
import { DISPUTE_TERMS } from '@portal/legal';
import type { Ctx } from '../../context';
import type { Queryable } from '../../db';
import { enqueue } from '../../notify/outbox';
import { notifyTexts } from '../../notify/texts';
import type { CardRow } from '../card/repository';
import { addBusinessDays, addDays } from './calendar';
import type { DisputeRow } from './repository';

/** The programme's holidays as a set (program.holidays). */
export function holidaysOf(ctx: Ctx): ReadonlySet<string> {
  return new Set(ctx.program.holidays ?? []);
}

/** Today in the programme's calendar, YYYY-MM-DD. */
export function todayIso(ctx: Ctx): string {
  return formatIsoDate(ctx.today());
}

/** The days a case opened on `openedOn` promises. */
export function openingDates(openedOn: string, holidays: ReadonlySet<string>) {
  const investigationDue = addDays(openedOn, DISPUTE_TERMS.investigationMaxDays);
  return {
    investigationDue,
    resultDue: addBusinessDays(investigationDue, DISPUTE_TERMS.resultBusinessDays, holidays),
  };
}

/** The written follow-up asked on `askedOn` is due this day. */
export function followUpDue(askedOn: string, holidays: ReadonlySet<string>): string {
  return addBusinessDays(askedOn, DISPUTE_TERMS.writtenFollowUpBusinessDays, holidays);
}

/** The result of a case resolved on `resolvedOn` is told by this day. */
export function resultDueAfter(resolvedOn: string, holidays: ReadonlySet<string>): string {
  return addBusinessDays(resolvedOn, DISPUTE_TERMS.resultBusinessDays, holidays);
}

/** The last day a charge posted on `txnDate` may be disputed. */
export function lastNoticeDay(txnDate: string): string {
  return addDays(txnDate, DISPUTE_TERMS.noticeDays);
}

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A case reference the holder can read out on the phone: CASE- and 8 unambiguous characters. */
export function newReference(): string {
  const bytes = randomBytes(8);
  return `CASE-${Array.from(bytes, (b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join('')}`;
}

const us = (iso: string) => isoToUs(iso) ?? iso;
const usOrNull = (iso: string | null) => (iso === null ? null : us(iso));
// notices name amounts unsigned: a charge is negative in the ledger, its credit positive
export const dollars = (cents: number) => formatMoney(Math.abs(Math.round(cents)) / 100);

export function caseWire(r: DisputeRow): DisputeCase {
  return {
    reference: r.reference,
    state: r.state,
    reason: r.reason,
    transaction: { date: us(r.txn_date), merchant: r.merchant, amount: Math.round(r.txn_cents) / 100 },
    openedOn: us(r.opened_on),
    followUpDue: usOrNull(r.follow_up_due),
    investigationDue: us(r.investigation_due),
    resultDue: us(r.result_due),
    credited: Math.round(r.credited_cents) / 100,
    resolvedOn: usOrNull(r.resolved_on),
    explanation: r.explanation,
  };
}

/** Where the holder's notices go: the email of record, else the case's contact when it is an email. */
export function noticeAddress(card: Pick<CardRow, 'email'>, contact: string): string | null {
  if (card.email) return card.email;
  return contact.includes('@') ? contact : null;
}

/**
 * One email to the holder about a case, in the card's language, in the caller's transaction.
 * `c.subject` and `c.lines` are written from `notifyTexts(language).dispute`.
 */
export async function noticeToHolder(
  q: Queryable,
  ctx: Ctx,
  to: string | null,
  language: Language,
  c: { reference: string; subject: string; lines: string[] },
): Promise<void> {
  if (!to) return;
  const words = notifyTexts(language).dispute;
  const values = {
    product: ctx.program.productName,
    phone: ctx.program.supportPhone,
    reference: c.reference,
  };
  const body = [
    words.greeting,
    '',
    ...c.lines,
    '',
    fill(words.reference, values),
    '',
    fill(words.signOff, values),
  ].join('\n');
  await enqueue(
    q,
    { channel: 'email', recipient: to, subject: fill(words.subject, { ...values, what: c.subject }), body },
    ctx.now(),
  );
}

export const stateLabel = (r: Pick<DisputeRow, 'state'>) => DISPUTE_STATE_LABELS[r.state];
