// The 72 hours after a call-centre contact change, as journeys set them up and read them back
// through the operator CLI: the change (the operation requires a reason), the card as the call
// centre sees it, and the notices a report of loss or theft in those hours sends to every contact
// of the window; and a holder logged in during those hours.
import { expect, type Page } from '@playwright/test';
import { admin, issueCard, outbox, type IssuedCard, type OutboxMessage } from './admin';
import { keyboardLogin } from './portal';

/** Why the call centre changes or looks up a card: the operator CLI refuses a call without one. */
export const CALL_CENTRE_REASON = 'holder verified by phone: date of birth and last purchase';

/** `card update-contact`: the holder's new email and/or phone, typed by the call centre. */
export function changeContact(
  card: Pick<IssuedCard, 'cardNumber'>,
  change: { email?: string; phone?: string },
) {
  const args = ['card', 'update-contact', '--card', card.cardNumber, '--reason', CALL_CENTRE_REASON];
  if (change.email) args.push('--email', change.email);
  if (change.phone) args.push('--phone', change.phone);
  return admin<{ changed: string[]; noticesSentTo: { email: string; phone: string } }>(...args, '--json');
}

/**
 * A registered physical card with $40.00 whose email the call centre just changed, its holder
 * logged in with the keyboard; the email before the change and after it.
 */
export async function loginDuringContactHold(page: Page) {
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const before = `held-${stamp}@example.test`;
  const after = `held-new-${stamp}@example.test`;
  const card = issueCard('--status', 'activated', '--registered', '--amount', '40.00', '--email', before);
  expect(changeContact(card, { email: after }).changed).toEqual(['email']);
  await keyboardLogin(page, card);
  return { card, before, after };
}

/** What `card show` says of a card: its state, balance, holder and how many transactions it has. */
export interface ShownCard {
  card: { status: string; freezeInfo: { frozen: boolean } };
  balance: number;
  holder: { email: string; phone: string } | null;
  transactionCount: number;
}

/** `card show --reason …`: the card as the call centre reads it. */
export function showCard(card: Pick<IssuedCard, 'cardNumber'>): ShownCard {
  return admin<ShownCard>(
    'card',
    'show',
    '--card',
    card.cardNumber,
    '--reason',
    CALL_CENTRE_REASON,
    '--json',
  );
}

/** The outbox's "your card is frozen" notices of `card` (email and SMS), oldest first. */
export function frozenNotices(card: Pick<IssuedCard, 'cardNumber'>): OutboxMessage[] {
  const ending = `card ending ${card.cardNumber.slice(-4)} is frozen`;
  return outbox().filter((m) => m.body.includes(ending));
}
