// The call centre's actions on the operator listener: find, unfreeze,
// session revoke, link resend, contact requests. Each refusal with its status and code.
import { harness, captchaFor, type Harness } from './helpers';
import { parseArgs, requestFor } from '../src/cli/admin';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(() => h.close());

const reason = 'holder verified by phone';
const accountOf = (path: string) => new URL(path, 'http://x').pathname.split('/')[3]!;

describe('card find', () => {
  test('by last four digits (and email): masked numbers only, never a full one', async () => {
    const card = await h.issue({ registered: true, email: 'Find.Me@example.com' });
    const res = await h.admin('POST', '/cards/find', { last4: card.cardNumber.slice(-4), reason });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(card.cardNumber);
    expect(res.json()).toContainEqual(
      expect.objectContaining({
        card: `${card.cardNumber.slice(0, 4)} **** **** ${card.cardNumber.slice(-4)}`,
      }),
    );
    const byEmail = await h.admin('POST', '/cards/find', {
      last4: card.cardNumber.slice(-4),
      email: 'find.me@example.com',
      reason,
    });
    expect(byEmail.json()).toHaveLength(1);
    const none = await h.admin('POST', '/cards/find', {
      last4: card.cardNumber.slice(-4),
      email: 'x@example.com',
      reason,
    });
    expect(none.json()).toEqual([]);
    const bad = await h.admin('POST', '/cards/find', { last4: '12', reason });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'invalid_request']);
  });
});

const detailOf = (d: unknown) => (typeof d === 'string' ? JSON.parse(d) : d) as Record<string, unknown>;

describe('looking a card up takes a reason and is audited card by card', () => {
  test('card show, card find, card unlock and partner revoke without a reason: 400 invalid_request on reason', async () => {
    const card = await h.issue({ registered: true });
    const calls: [string, Record<string, unknown>][] = [
      ['/cards/show', { card: card.cardNumber }],
      ['/cards/find', { last4: card.cardNumber.slice(-4) }],
      ['/cards/unlock', { card: card.cardNumber }],
      ['/partners/revoke', { id: 'ptn_unknownunknown0000' }],
      ['/cards/show', { card: card.cardNumber, reason: ' ' }],
    ];
    for (const [path, body] of calls) {
      const res = await h.admin('POST', path, body);
      expect([path, res.statusCode, res.json().code, Object.keys(res.json().fields ?? {})]).toEqual([
        path,
        400,
        'invalid_request',
        ['reason'],
      ]);
    }
  });

  test('card find leaves one row per card returned (its id and masked number), with the search and the reason; never a full number', async () => {
    const a = await h.issue({ registered: true, email: 'twin@example.com' });
    const last4 = a.cardNumber.slice(-4);
    // a second card ending the same way: the search returns both
    const b = await h.issue({});
    await h.rows('update cards set last4 = $1 where last4 = $2', [last4, b.cardNumber.slice(-4)]);
    const before = await h.rows<{ id: number }>('select coalesce(max(id), 0) as id from audit_log');
    const res = await h.admin('POST', '/cards/find', { last4, reason: 'caller gave the last four' });
    const found = res.json<{ card: string }[]>();
    const ids = await h.rows<{ id: number }>('select id from cards where last4 = $1 order by id', [last4]);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    expect(found).toHaveLength(ids.length);
    const rows = await h.rows<{ card_id: number | null; outcome: string; detail: unknown }>(
      "select card_id, outcome, detail from audit_log where action = 'admin_card_find' and id > $1 order by card_id",
      [before[0]!.id],
    );
    expect(rows.map((r) => r.card_id)).toEqual(ids.map((r) => r.id));
    for (const r of rows) {
      expect(detailOf(r.detail)).toEqual({
        operator: 'admin',
        reason: 'caller gave the last four',
        last4,
        email: null,
        found: ids.length,
        card: expect.stringMatching(new RegExp(`^\\d{4} \\*{4} \\*{4} ${last4}$`)),
      });
    }
    expect(JSON.stringify(rows)).not.toContain(a.cardNumber);
    // a search that found nothing is audited too, with what was searched
    await h.admin('POST', '/cards/find', { last4, email: 'nobody@example.com', reason: 'caller unsure' });
    const none = await h.rows<{ card_id: number | null; outcome: string; detail: unknown }>(
      "select card_id, outcome, detail from audit_log where action = 'admin_card_find' order by id desc limit 1",
    );
    expect(none[0]).toMatchObject({ card_id: null, outcome: 'none' });
    expect(detailOf(none[0]!.detail)).toMatchObject({ email: 'nobody@example.com', found: 0, last4 });
  });

  test('card show leaves a row naming the card and the reason; its links say where they went, never a link id', async () => {
    const card = await h.issue({ virtual: true, registered: true, email: 'shown@example.com' });
    const res = await h.admin('POST', '/cards/show', {
      card: card.cardNumber,
      reason: 'holder on the phone',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().links).toEqual([
      { sentTo: 'shown@example.com', expiresAt: expect.any(String), retired: false },
    ]);
    expect(res.body).not.toContain(card.accountId!);
    expect(res.body).not.toContain(card.cardImageId);
    const audit = await h.rows<{ card_id: number; detail: unknown }>(
      "select card_id, detail from audit_log where action = 'admin_card_show' order by id desc limit 1",
    );
    const shownCard = await h.rows<{ id: number }>(
      'select card_id as id from virtual_links where account_id = $1',
      [card.accountId!],
    );
    expect(audit[0]!.card_id).toBe(shownCard[0]!.id);
    expect(detailOf(audit[0]!.detail)).toEqual({ operator: 'admin', reason: 'holder on the phone' });
  });
});

describe('card unfreeze', () => {
  test('a frozen card is unfrozen with a reason; the next login gets a session; the audit names operator and reason', async () => {
    const card = await h.issue({ status: 'activated', registered: true, frozen: true });
    const frozen = await h.post('/auth/card', {
      cardNumber: card.cardNumber,
      cardCvv: card.cvv,
      captchaResponse: captchaFor('ind_login'),
    });
    expect(frozen.json().auth).toBeNull();
    const res = await h.admin('POST', '/cards/unfreeze', { card: card.cardNumber, reason });
    expect(res.statusCode).toBe(200);
    expect(res.json().info.freezeInfo).toEqual({ frozen: false });
    expect(await h.login(card)).toEqual(expect.any(String));
    const audit = await h.rows<{ detail: unknown }>(
      "select detail from audit_log where action = 'admin_card_unfreeze' and outcome = 'success' order by id desc limit 1",
    );
    const detail = typeof audit[0]!.detail === 'string' ? JSON.parse(audit[0]!.detail) : audit[0]!.detail;
    expect(detail).toEqual({ operator: 'admin', reason });
  });

  test('refusals: not frozen 409 not_permitted, no reason 400, unknown card 404', async () => {
    const card = await h.issue({ status: 'activated' });
    const notFrozen = await h.admin('POST', '/cards/unfreeze', { card: card.cardNumber, reason });
    expect([notFrozen.statusCode, notFrozen.json().code]).toEqual([409, 'not_permitted']);
    const noReason = await h.admin('POST', '/cards/unfreeze', { card: card.cardNumber });
    expect([noReason.statusCode, noReason.json().code]).toEqual([400, 'invalid_request']);
    const unknown = await h.admin('POST', '/cards/unfreeze', { card: '4111111111111111', reason });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'not_found']);
  });
});

describe('session revoke', () => {
  test("ends every live session of the card: its tokens answer 403 session_ended; other cards' stay", async () => {
    const card = await h.issue({ status: 'activated' });
    const other = await h.issue({ status: 'activated' });
    const [a, b, c] = [await h.login(card), await h.login(card), await h.login(other)];
    const res = await h.admin('POST', '/sessions/revoke', { card: card.cardNumber, reason });
    expect(res.json()).toMatchObject({ revoked: 2 });
    for (const token of [a, b]) expect((await h.get('/card/info', token)).json().code).toBe('session_ended');
    expect((await h.get('/card/info', c)).statusCode).toBe(200);
  });
});

describe('link resend', () => {
  test('a registered virtual card: a fresh link to the registered email, the earlier link 410', async () => {
    const card = await h.issue({ virtual: true, registered: true, email: 'holder@example.com' });
    const before = await h.rows<{ n: number }>(
      "select count(*)::int as n from outbox where recipient = 'holder@example.com'",
    );
    const res = await h.admin('POST', '/links/resend', { card: card.cardNumber, reason });
    expect(res.json()).toMatchObject({ sentTo: 'holder@example.com' });
    const after = await h.rows<{ n: number }>(
      "select count(*)::int as n from outbox where recipient = 'holder@example.com'",
    );
    expect(after[0]!.n).toBe(before[0]!.n + 1);
    const old = await h.post('/card/vv/getToken', { accountId: accountOf(card.registrationPath!) });
    expect([old.statusCode, old.json().code]).toEqual([410, 'link_expired']);
  });

  test('refusals: a physical card and an unregistered virtual card are 409 not_permitted', async () => {
    const physical = await h.issue({ registered: true });
    const unregistered = await h.issue({ virtual: true, email: 'v@example.com' });
    for (const card of [physical, unregistered]) {
      const res = await h.admin('POST', '/links/resend', { card: card.cardNumber, reason });
      expect([res.statusCode, res.json().code]).toEqual([409, 'not_permitted']);
    }
  });
});

describe('contact requests', () => {
  test('sent to the support address and acknowledged; listed open, shown, closed with a note (then not open); closing twice 409, unknown 404', async () => {
    const sent = await h.post('/support/contact', {
      name: 'Avery Stone',
      email: 'avery@example.com',
      cardNumber: '',
      inquiryType: 'Card Use',
      message: 'My card was declined',
      captchaResponse: captchaFor('ind_contact_form'),
    });
    expect(sent.statusCode).toBe(200);
    const open = await h.admin('POST', '/support/list', { open: true });
    const request = open
      .json<{ id: number; message: string }[]>()
      .find((r) => r.message === 'My card was declined');
    // listed with the reference the cardholder was given, which they quote when they call
    const { reference } = sent.json<{ reference: string }>();
    expect(request).toMatchObject({
      reference,
      inquiryType: 'Card Use',
      email: 'avery@example.com',
      closed: null,
    });
    // it reached a person: a message to the support address, and an acknowledgement to the cardholder
    const outbox = (await h.admin('GET', '/outbox')).json<{ to: string; subject?: string; body: string }[]>();
    expect(outbox).toContainEqual(
      expect.objectContaining({
        to: 'customer.service@primerewardscard.example',
        subject: `Contact request #${request!.id}: Card Use`,
        body: expect.stringContaining('My card was declined'),
      }),
    );
    expect(outbox).toContainEqual(
      expect.objectContaining({
        to: 'avery@example.com',
        body: expect.stringContaining(`request ${reference}`),
      }),
    );
    const shown = await h.admin('POST', '/support/show', { id: request!.id });
    expect(shown.json()).toMatchObject({ id: request!.id, reference, name: 'Avery Stone' });
    const closed = await h.admin('POST', '/support/close', {
      id: request!.id,
      note: 'called back, card reissued',
    });
    expect(closed.json().closed).toMatchObject({ by: 'admin', note: 'called back, card reissued' });
    const stillOpen = await h.admin('POST', '/support/list', { open: true });
    expect(stillOpen.json<{ id: number }[]>().map((r) => r.id)).not.toContain(request!.id);
    const again = await h.admin('POST', '/support/close', { id: request!.id, note: 'again' });
    expect([again.statusCode, again.json().code]).toEqual([409, 'not_permitted']);
    const unknown = await h.admin('POST', '/support/show', { id: 999_999 });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'not_found']);
  });

  test('the CLI takes the request id as an argument: support show 12, support close 12 --note …', () => {
    expect(requestFor(parseArgs(['support', 'show', '12', '--json']))).toEqual({
      method: 'POST',
      path: '/admin/v1/support/show',
      body: { id: 12 },
    });
    expect(requestFor(parseArgs(['support', 'close', '12', '--note', 'done'])).body).toEqual({
      id: 12,
      note: 'done',
    });
    expect(() => requestFor(parseArgs(['support', 'show']))).toThrow('give the ID');
    expect(() => requestFor(parseArgs(['card', 'show', '12']))).toThrow('takes no argument');
  });
});
