// What the contact-hold tests share (contact-hold.test.ts, partner-contact-hold.test.ts): the call
// centre's contact change and the messages queued after it, as [channel, recipient, sealed?] where
// sealed means the body carries a secret (a link, a PIN, a code).
import type { Harness } from './helpers';

export const OLD_PHONE = '3025550143';
export const NEW_PHONE = '3025550177';

export type Sent = [channel: string, recipient: string, sealed: boolean];

export function contactHoldKit(h: () => Harness) {
  return {
    /** The call centre gives the card a new email and phone (NEW_PHONE). */
    async changeContact(cardNumber: string, email: string): Promise<void> {
      const res = await h().admin('POST', '/cards/contact', {
        card: cardNumber,
        email,
        phone: NEW_PHONE,
        reason: 'holder verified by phone',
      });
      expect(res.statusCode).toBe(200);
    },

    async lastOutboxId(): Promise<number> {
      return (await h().rows<{ id: number }>('select coalesce(max(id), 0)::int as id from outbox'))[0]!.id;
    },

    /** The messages queued since `afterId`, sorted. */
    async sentSince(afterId: number): Promise<Sent[]> {
      const rows = await h().rows<{ channel: string; recipient: string; sealed: boolean }>(
        'select channel, recipient, body_enc is not null as sealed from outbox where id > $1 order by id',
        [afterId],
      );
      return rows.map((r): Sent => [r.channel, r.recipient, r.sealed]).sort();
    },
  };
}

/** The four contacts of the window told of a refusal, nothing sealed: no secret went anywhere. */
export const toldBoth = (oldEmail: string, newEmail: string): Sent[] =>
  (
    [
      ['email', oldEmail, false],
      ['email', newEmail, false],
      ['sms', OLD_PHONE, false],
      ['sms', NEW_PHONE, false],
    ] as Sent[]
  ).sort();
