// A partner's embed within 72 hours of a call-centre contact change (modules/card/contact-hold.ts):
// the code that opens the card in the frame goes to the contact of record, so the exchange and a
// new code are refused, 409 contact_recently_changed, no code sent and every contact of the window
// told; from 72 hours on the exchange works. And the exchange's order: a page on another origin is
// refused before anything of the card is read, and a replayed token before the card's hourly code
// allowance counts it.
import { EMBED_CODES_PER_CARD_HOUR, PARTNER_BASE_PATH } from '@portal/contracts';
import type { Harness } from './helpers';
import { codeSentTo, verifyAs } from './embed-code';
import { exchange, partnerAndCard, partnerHarness, refusal } from './partner-kit';
import { contactHoldKit, NEW_PHONE, toldBoth } from './contact-hold-kit';

let h: Harness;
beforeAll(async () => {
  h = await partnerHarness();
});
afterAll(() => h.close());

const HOUR = 3_600_000;
const OTHER_ORIGIN = 'https://benefits.other.example';

let counter = 0;

/** A partner's registered virtual card (its email, phone OLD_PHONE) and its server's embed tokens. */
async function registeredCard() {
  const email = `holder-${++counter}@example.com`;
  const setup = await partnerAndCard(h, { registered: true, email });
  return { ...setup, email };
}

const { changeContact, lastOutboxId, sentSince } = contactHoldKit(() => h);

async function lastOutcome(action: string): Promise<string | undefined> {
  const rows = await h.rows<{ outcome: string }>(
    'select outcome from audit_log where action = $1 order by id desc limit 1',
    [action],
  );
  return rows[0]?.outcome;
}

const resendCode = (accountId: string) =>
  h.app.inject({
    method: 'POST',
    url: `${PARTNER_BASE_PATH}/embed-sessions/code`,
    payload: { accountId },
  });

describe('the embed within 72 hours of a contact change', () => {
  test('the exchange: 409 contact_recently_changed, no code to the new contact, the old and new contacts told, audited', async () => {
    const { card, token, email } = await registeredCard();
    await changeContact(card.cardNumber, 'taken-over@example.com');
    const before = await lastOutboxId();
    const res = await exchange(h, await token());
    expect(refusal(res)).toEqual([409, 'contact_recently_changed']);
    expect(res.body).not.toContain('accountId');
    expect(await sentSince(before)).toEqual(toldBoth(email, 'taken-over@example.com'));
    await expect(codeSentTo(h, 'taken-over@example.com')).rejects.toThrow('no code sent');
    const [notice] = await h.rows<{ subject: string; body: string }>(
      "select subject, body from outbox where id > $1 and channel = 'email' order by id limit 1",
      [before],
    );
    expect(notice!.body).toContain('Someone asked for a code to see your virtual card');
    expect(notice!.body).toContain('so it cannot be sent before');
    expect(await lastOutcome('partner_embed_exchange')).toBe('contact_hold');
    expect(
      await h.rows(
        'select 1 from virtual_links where card_id = (select id from cards where card_image_id = $1) and partner_id is not null',
        [card.cardImageId],
      ),
    ).toEqual([]);
  });

  test('a new code in a session opened before the change: 409 contact_recently_changed, no code, the old and new contacts told, audited', async () => {
    const { card, token, email } = await registeredCard();
    const opened = await exchange(h, await token());
    expect(opened.statusCode).toBe(200);
    const { accountId } = opened.json<{ accountId: string }>();
    await changeContact(card.cardNumber, 'resend-new@example.com');
    const before = await lastOutboxId();
    expect(refusal(await resendCode(accountId))).toEqual([409, 'contact_recently_changed']);
    expect(await sentSince(before)).toEqual(toldBoth(email, 'resend-new@example.com'));
    expect(await lastOutcome('partner_embed_code')).toBe('contact_hold');
  });

  test('a held refusal leaves the token unused: once the 72 hours are over, the same token opens the embed and the code goes to the new contact', async () => {
    const { card, token } = await registeredCard();
    await changeContact(card.cardNumber, 'after-hold@example.com');
    h.clock.advance(72 * HOUR - 60_000);
    const embedToken = await token();
    expect(refusal(await exchange(h, embedToken))).toEqual([409, 'contact_recently_changed']);
    h.clock.advance(60_000);
    const before = await lastOutboxId();
    const res = await exchange(h, embedToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ codeSentTo: { email: 'a•••@example.com', phone: '•••• 0177' } });
    expect(await sentSince(before)).toEqual([
      ['email', 'after-hold@example.com', true],
      ['sms', NEW_PHONE, true],
    ]);
    await verifyAs(h, res.json<{ accountId: string }>().accountId, 'after-hold@example.com');
  });
});

describe("the exchange's order", () => {
  test("a replayed token is refused (401 embed_token_used) without counting against the card's codes: at the allowance's edge a fresh token still gets its code", async () => {
    const { token } = await partnerAndCard(h, { email: 'replay@example.com' });
    const first = await token();
    expect((await exchange(h, first)).statusCode).toBe(200);
    for (let i = 1; i < EMBED_CODES_PER_CARD_HOUR - 1; i++)
      expect((await exchange(h, await token())).statusCode).toBe(200);
    // one code left this hour; whoever copied the first token replays it
    for (let i = 0; i < 3; i++) expect(refusal(await exchange(h, first))).toEqual([401, 'embed_token_used']);
    expect(await lastOutcome('partner_embed_exchange')).toBe('reused');
    expect((await exchange(h, await token())).statusCode).toBe(200);
    // the allowance is spent by codes sent, as before
    expect(refusal(await exchange(h, await token()))).toEqual([429, 'locked']);
  });

  test('a page on an origin the partner did not register: 403 origin_not_allowed before the card or its contacts are read, even for a held card (no one told)', async () => {
    const { card, token } = await registeredCard();
    await changeContact(card.cardNumber, 'origin-new@example.com');
    const embedToken = await token();
    const before = await lastOutboxId();
    const spy = jest.spyOn(h.app.ctx.db, 'query');
    let statements: string[];
    try {
      const res = await exchange(h, embedToken, { parentOrigin: OTHER_ORIGIN });
      expect(refusal(res)).toEqual([403, 'origin_not_allowed']);
      statements = spy.mock.calls.map(([sql]) => sql);
    } finally {
      spy.mockRestore();
    }
    expect(statements.length).toBeGreaterThan(0);
    expect(
      statements.filter((sql) => /cardholders|contact_changes|virtual_links|embed_code/.test(sql)),
    ).toEqual([]);
    expect(await sentSince(before)).toEqual([]);
    expect(await lastOutcome('partner_embed_exchange')).toBe('wrong_origin');
  });

  test('a page on another origin with a spent token: 403 origin_not_allowed, as with a fresh one', async () => {
    const { token } = await partnerAndCard(h, { email: 'spent@example.com' });
    const embedToken = await token();
    expect((await exchange(h, embedToken)).statusCode).toBe(200);
    expect(refusal(await exchange(h, embedToken, { parentOrigin: OTHER_ORIGIN }))).toEqual([
      403,
      'origin_not_allowed',
    ]);
  });
});
