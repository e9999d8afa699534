// The 72 hours after a call-centre contact change (modules/card/contact-hold.ts): a link resend
// (the call centre's or the holder's), a PIN reset and a replacement are refused, 409
// contact_recently_changed, and the previous and current email and phone are told; a card
// reported lost or stolen is frozen meanwhile; from 72 hours on they go to the new contact as
// usual. The clock is the server's (ctx.now), moved by the harness.
import { captchaFor, harness, type Harness } from './helpers';
import { contactHoldKit, NEW_PHONE, toldBoth } from './contact-hold-kit';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(() => h.close());

const { changeContact, lastOutboxId, sentSince } = contactHoldKit(() => h);

const HOUR = 3_600_000;
const reason = 'holder verified by phone';

const refusal = (res: { statusCode: number; json(): { code: string } }) => [res.statusCode, res.json().code];

describe('link resend by the call centre after a contact change', () => {
  test('refused for 72 hours (both contacts told, audited), sent to the new address from then on', async () => {
    const card = await h.issue({ virtual: true, registered: true, email: 'first@example.com' });
    await changeContact(card.cardNumber, 'second@example.com');

    const before = await lastOutboxId();
    const refused = await h.admin('POST', '/links/resend', { card: card.cardNumber, reason });
    expect(refusal(refused)).toEqual([409, 'contact_recently_changed']);
    expect((await sentSince(before)).sort()).toEqual(toldBoth('first@example.com', 'second@example.com'));
    const audit = await h.rows<{ outcome: string }>(
      "select outcome from audit_log where action = 'admin_link_resend' order by id desc limit 1",
    );
    expect(audit[0]!.outcome).toBe('contact_hold');

    h.clock.advance(72 * HOUR - 60_000);
    const stillHeld = await h.admin('POST', '/links/resend', { card: card.cardNumber, reason });
    expect(refusal(stillHeld)).toEqual([409, 'contact_recently_changed']);

    h.clock.advance(60_000);
    const after = await lastOutboxId();
    const sent = await h.admin('POST', '/links/resend', { card: card.cardNumber, reason });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ sentTo: 'second@example.com' });
    expect(await sentSince(after)).toEqual([['email', 'second@example.com', true]]);
  });

  test('a second change within the window keeps the first contact told, and the 72 hours run from the last change', async () => {
    const card = await h.issue({ virtual: true, registered: true, email: 'one@example.com' });
    await changeContact(card.cardNumber, 'two@example.com');
    h.clock.advance(24 * HOUR);
    await changeContact(card.cardNumber, 'three@example.com');
    h.clock.advance(60 * HOUR);
    const before = await lastOutboxId();
    const refused = await h.admin('POST', '/links/resend', { card: card.cardNumber, reason });
    expect(refusal(refused)).toEqual([409, 'contact_recently_changed']);
    const told = (await sentSince(before)).filter(([channel]) => channel === 'email').map(([, to]) => to);
    expect(told.sort()).toEqual(['one@example.com', 'three@example.com', 'two@example.com']);
  });
});

describe("the holder's own link resend and PIN reset after a contact change", () => {
  test('email/resend from the link: refused within 72 hours, both told; sent after', async () => {
    const card = await h.issue({ virtual: true, registered: true, email: 'link@example.com' });
    await changeContact(card.cardNumber, 'link-new@example.com');
    const ask = () =>
      h.post('/card/email/resend', { accountId: card.accountId, captchaResponse: captchaFor('card_resend') });
    const before = await lastOutboxId();
    expect(refusal(await ask())).toEqual([409, 'contact_recently_changed']);
    expect((await sentSince(before)).sort()).toEqual(toldBoth('link@example.com', 'link-new@example.com'));
    h.clock.advance(72 * HOUR);
    const after = await lastOutboxId();
    expect((await ask()).json()).toEqual({ sent: true });
    expect(await sentSince(after)).toEqual([['email', 'link-new@example.com', true]]);
  });

  test('PIN reset: refused within 72 hours (the previous and new phone and email told, no PIN sent); sent to the new phone after', async () => {
    const card = await h.issue({ status: 'activated', registered: true, email: 'pin@example.com' });
    await changeContact(card.cardNumber, 'pin-new@example.com');
    h.clock.advance(72 * HOUR - 60_000);
    const before = await lastOutboxId();
    const refused = await h.post('/card/pin/reset', undefined, await h.login(card));
    expect(refusal(refused)).toEqual([409, 'contact_recently_changed']);
    expect((await sentSince(before)).sort()).toEqual(toldBoth('pin@example.com', 'pin-new@example.com'));
    const audit = await h.rows<{ outcome: string }>(
      "select outcome from audit_log where action = 'pin_reset' order by id desc limit 1",
    );
    expect(audit[0]!.outcome).toBe('contact_hold');

    h.clock.advance(60_000);
    const after = await lastOutboxId();
    const sent = await h.post('/card/pin/reset', undefined, await h.login(card));
    expect(sent.json()).toEqual({ sent: true });
    expect(await sentSince(after)).toEqual([['sms', NEW_PHONE, true]]);
  });
});

describe('a replacement after a contact change', () => {
  /** the card's replacements and whether it is closed */
  async function replacedState(cardNumber: string): Promise<{ replacements: number; closed: boolean }> {
    const [row] = await h.rows<{ replacements: number; closed: boolean }>(
      `select (select count(*)::int from card_replacements r where r.card_id = c.id) as replacements,
              c.closed_at is not null as closed
       from cards c where c.last4 = $1 order by c.id desc limit 1`,
      [cardNumber.slice(-4)],
    );
    return row!;
  }

  /** whether the card is frozen, by its number */
  async function frozen(cardNumber: string): Promise<boolean> {
    const [row] = await h.rows<{ frozen: boolean }>(
      'select frozen from cards where last4 = $1 order by id desc limit 1',
      [cardNumber.slice(-4)],
    );
    return row!.frozen;
  }

  const cardCount = async () => (await h.rows<{ n: number }>('select count(*)::int as n from cards'))[0]!.n;

  /** the email notices queued since `afterId` */
  const emailsSince = (afterId: number) =>
    h.rows<{ recipient: string; subject: string | null; body: string }>(
      "select recipient, subject, body from outbox where id > $1 and channel = 'email' order by id",
      [afterId],
    );

  for (const why of ['lost', 'stolen'] as const)
    test(`report ${why}: within 72 hours the card is frozen at once, the replacement refused (both contacts told, audited)`, async () => {
      const card = await h.issue({
        status: 'activated',
        registered: true,
        email: `${why}@example.com`,
        amount: 40,
      });
      await changeContact(card.cardNumber, `${why}-new@example.com`);
      h.clock.advance(72 * HOUR - 60_000);
      const cardsBefore = await cardCount();
      const before = await lastOutboxId();
      const token = await h.login(card);
      const ask = (idempotencyKey: string) =>
        h.post('/card/replacement', { reason: why, idempotencyKey }, token);
      const refused = await ask('a1b2c3d4e5f6a1b2c3d4e5f6');
      expect(refusal(refused)).toEqual([409, 'contact_recently_changed']);
      expect(refused.json<{ message: string }>().message).toContain(
        `This card is frozen because it was reported ${why}.`,
      );
      expect(await frozen(card.cardNumber)).toBe(true);
      expect(await replacedState(card.cardNumber)).toEqual({ replacements: 0, closed: false });
      expect(await cardCount()).toBe(cardsBefore);
      expect((await sentSince(before)).sort()).toEqual(
        toldBoth(`${why}@example.com`, `${why}-new@example.com`),
      );
      const notices = await emailsSince(before);
      expect(notices.map((n) => n.recipient).sort()).toEqual([
        `${why}-new@example.com`,
        `${why}@example.com`,
      ]);
      for (const notice of notices) {
        expect(notice.subject).toContain('your card is frozen');
        expect(notice.body).toContain(`is frozen because it was reported ${why}: no one can use it.`);
        expect(notice.body).toContain('so its replacement cannot be sent before');
        expect(notice.body).toContain(`Please call ${h.app.ctx.program.supportPhone}`);
      }
      const sms = await h.rows<{ body: string }>(
        "select body from outbox where id > $1 and channel = 'sms' order by id",
        [before],
      );
      expect(sms.map((m) => m.body)).toEqual([notices[0]!.body, notices[0]!.body]);
      const [audit] = await h.rows<{ action: string; outcome: string; detail: string }>(
        'select action, outcome, detail from audit_log order by id desc limit 1',
      );
      expect(audit!.outcome).toBe('contact_hold');
      expect(JSON.parse(audit!.detail)).toMatchObject({ reason: why, frozen: true, told: 4 });

      // the frozen card is still replaced once the window has passed
      h.clock.advance(60_000);
      expect((await ask('a9b8c7d6e5f4a9b8c7d6e5f4')).statusCode).toBe(200);
      expect(await replacedState(card.cardNumber)).toEqual({ replacements: 1, closed: true });
    });

  test('report lost on a card already frozen: it stays frozen, the replacement refused', async () => {
    const card = await h.issue({ status: 'activated', registered: true, email: 'cold@example.com' });
    const token = await h.login(card);
    expect((await h.post('/card/freeze', { frozen: true }, token)).statusCode).toBe(200);
    await changeContact(card.cardNumber, 'cold-new@example.com');
    const refused = await h.post(
      '/card/replacement',
      { reason: 'lost', idempotencyKey: 'c0c0c0c0c0c0c0c0c0c0c0c0' },
      token,
    );
    expect(refusal(refused)).toEqual([409, 'contact_recently_changed']);
    expect(await frozen(card.cardNumber)).toBe(true);
    expect(await replacedState(card.cardNumber)).toEqual({ replacements: 0, closed: false });
  });

  test('report lost from 72 hours on: replaced as usual (not frozen, closed, one replacement)', async () => {
    const card = await h.issue({
      status: 'activated',
      registered: true,
      email: 'later@example.com',
      amount: 40,
    });
    await changeContact(card.cardNumber, 'later-new@example.com');
    h.clock.advance(72 * HOUR);
    const replaced = await h.post(
      '/card/replacement',
      { reason: 'lost', idempotencyKey: 'b1b2b3b4b5b6b1b2b3b4b5b6' },
      await h.login(card),
    );
    expect(replaced.statusCode).toBe(200);
    expect(await replacedState(card.cardNumber)).toEqual({ replacements: 1, closed: true });
    expect(await frozen(card.cardNumber)).toBe(false);
  });

  test('an expired card: refused within 72 hours (no replacement made, both contacts told); replaced after', async () => {
    const card = await h.issue({
      status: 'activated',
      registered: true,
      email: 'expired@example.com',
      amount: 30,
      expired: true,
    });
    await changeContact(card.cardNumber, 'expired-new@example.com');
    const ask = () =>
      h.post('/card/replacement/expired', {
        cardNumber: card.cardNumber,
        cardCvv: card.cvv,
        captchaResponse: captchaFor('ind_login'),
        idempotencyKey: 'f6e5d4c3b2a1f6e5d4c3b2a1',
      });
    const before = await lastOutboxId();
    const refused = await ask();
    expect(refusal(refused)).toEqual([409, 'contact_recently_changed']);
    expect(refused.json<{ message: string }>().message).toContain('the card can be replaced from');
    // no money at risk that a freeze would protect: the card is not frozen
    expect(await frozen(card.cardNumber)).toBe(false);
    expect(await replacedState(card.cardNumber)).toEqual({ replacements: 0, closed: false });
    expect((await sentSince(before)).sort()).toEqual(
      toldBoth('expired@example.com', 'expired-new@example.com'),
    );
    const [notice] = await emailsSince(before);
    expect(notice!.body).toContain('Someone asked for a replacement card');
    expect(notice!.body).toContain('so the card cannot be replaced before');
    h.clock.advance(72 * HOUR);
    expect((await ask()).statusCode).toBe(200);
    expect(await replacedState(card.cardNumber)).toEqual({ replacements: 1, closed: true });
  });
});
