// Disputes: the cardholder opens a case on a posted purchase and sees it listed; the call centre
// works it (follow-up, provisional credit, resolution). Each refusal with its status and code;
// the agreement's dates on the programme's calendar (weekends, holidays); the balance is the sum
// of the ledger after every money movement.
import { DISPUTE_TERMS } from '@portal/legal';
import {
  addBusinessDays,
  addDays,
  usFederalHolidays,
  usFederalHolidaysAround,
} from '../src/modules/disputes/calendar';
import { ADMIN_TOKEN, daysAgo, harness, holder, isoDay, postTxn, us, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(() => h.close());

const reason = 'holder called about the charge';
const HOLDER_EMAIL = 'dispute.holder@example.com';

/** A registered card with a load, a fee and purchases at the given ages; its session and ids. */
async function cardWithCharges(purchases: Record<string, number> = { Market: 2 }) {
  const card = await h.issue({ registered: true, amount: 200, email: HOLDER_EMAIL });
  const post = (merchant: string, amount: number, type: string, days: number) =>
    postTxn(h, card, { merchant, amount, type, date: daysAgo(h.clock.now, days) });
  const ids: Record<string, string> = {};
  for (const [merchant, days] of Object.entries(purchases))
    ids[merchant] = await post(merchant, -42.5, 'purchase', days);
  ids.load = await post('Load', 10, 'load', 1);
  ids.fee = await post('Monthly fee', -2.5, 'fee', 1);
  const token = await h.login(card);
  return { card, token, ids };
}

const open = (token: string, txnId: string, extra: Record<string, unknown> = {}) =>
  h.post(
    '/card/disputes',
    {
      txnId,
      reason: 'not_recognised',
      description: 'I was at home that day',
      contact: holder.email,
      ...extra,
    },
    token,
  );

/** The balance the API answers equals the sum of the card's ledger rows. */
async function expectBalanceIsLedger(token: string, cardId: number) {
  const [sum] = await h.rows<{ cents: number }>(
    'select coalesce(sum(amount_cents), 0)::float8 as cents from transactions where card_id = $1',
    [cardId],
  );
  const balance = (await h.get('/card/balance', token)).json<{ amount: number }>().amount;
  expect(Math.round(balance * 100)).toBe(Math.round(sum!.cents));
  return balance;
}

const cardIdOf = async (reference: string) =>
  (await h.rows<{ card_id: number }>('select card_id from disputes where reference = $1', [reference]))[0]!
    .card_id;

describe('the programme calendar', () => {
  test('the US federal holidays as observed', () => {
    expect(usFederalHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-05-25',
      '2026-06-19',
      '2026-07-03', // 4 July is a Saturday: observed the Friday before
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
    ]);
    expect(usFederalHolidays(2027)).toContain('2027-12-24'); // Christmas on a Saturday
    expect(usFederalHolidays(2028)).toContain('2028-12-25'); // on a Monday: that day
    expect(usFederalHolidays(2023)).toContain('2023-01-02'); // New Year on a Sunday: the Monday after
  });

  test('business days skip weekends and the programme holidays', () => {
    const holidays = new Set(usFederalHolidaysAround(2026));
    // Friday + 1 business day: the Monday
    expect(addBusinessDays('2026-11-20', 1, holidays)).toBe('2026-11-23');
    // Wednesday before Thanksgiving + 3: Friday, Monday, Tuesday
    expect(addBusinessDays('2026-11-25', 3, holidays)).toBe('2026-12-01');
    expect(addBusinessDays('2026-11-25', 3, new Set())).toBe('2026-11-30');
    // a Saturday start counts from Monday
    expect(addBusinessDays('2026-11-28', 1, holidays)).toBe('2026-11-30');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  test('the default programme names its holidays', async () => {
    const config = (await h.get('/config.json')).json<{ program: { holidays: string[] } }>();
    expect(config.program.holidays).toEqual(
      expect.arrayContaining(usFederalHolidays(h.clock.now.getUTCFullYear())),
    );
  });
});

describe('POST /card/disputes', () => {
  test('opens a case with a reference, the agreement dates and an email', async () => {
    const { token, ids } = await cardWithCharges();
    const res = await open(token, ids.Market!);
    expect(res.statusCode).toBe(200);
    const c = res.json();
    expect(c.reference).toMatch(/^CASE-[A-Z2-9]{8}$/);
    expect(c).toMatchObject({
      state: 'received',
      reason: 'not_recognised',
      transaction: { merchant: 'Market', amount: -42.5, date: us(daysAgo(h.clock.now, 2)) },
      openedOn: us(h.clock.now),
      investigationDue: us(new Date(addDays(isoDay(h.clock.now), DISPUTE_TERMS.investigationMaxDays))),
      followUpDue: null,
      credited: 0,
      resolvedOn: null,
      explanation: null,
    });
    const outbox = await h.rows<{ recipient: string; body: string }>(
      "select recipient, body from outbox where body like '%' || $1 || '%'",
      [c.reference],
    );
    expect(outbox).toEqual([expect.objectContaining({ recipient: HOLDER_EMAIL })]);
    expect(outbox[0]!.body).toContain('Market');
    const list = (await h.get('/card/disputes', token)).json();
    expect(list.cases.map((x: { reference: string }) => x.reference)).toEqual([c.reference]);
    const audit = await h.rows<{ outcome: string }>(
      "select outcome from audit_log where action = 'dispute_open' and detail::jsonb->>'case' = $1",
      [c.reference],
    );
    expect(audit).toEqual([{ outcome: 'success' }]);
  });

  test('a charge older than the notice window: 409 dispute_window_passed', async () => {
    const { token, ids } = await cardWithCharges({
      Old: DISPUTE_TERMS.noticeDays + 1,
      Edge: DISPUTE_TERMS.noticeDays,
    });
    const res = await open(token, ids.Old!);
    expect([res.statusCode, res.json().code]).toEqual([409, 'dispute_window_passed']);
    expect((await open(token, ids.Edge!)).statusCode).toBe(200);
  });

  test('a load or a fee: 409 dispute_not_purchase', async () => {
    const { token, ids } = await cardWithCharges();
    for (const id of [ids.load!, ids.fee!]) {
      const res = await open(token, id);
      expect([res.statusCode, res.json().code]).toEqual([409, 'dispute_not_purchase']);
    }
  });

  test('a second open case for the same charge: 409 dispute_already_open', async () => {
    const { token, ids } = await cardWithCharges();
    expect((await open(token, ids.Market!)).statusCode).toBe(200);
    const again = await open(token, ids.Market!, { reason: 'wrong_amount' });
    expect([again.statusCode, again.json().code]).toEqual([409, 'dispute_already_open']);
    // two at once make one case
    const { token: t2, ids: ids2 } = await cardWithCharges();
    const both = await Promise.all([open(t2, ids2.Market!), open(t2, ids2.Market!)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  test("another card's transaction: 404 not_found", async () => {
    const mine = await cardWithCharges();
    const theirs = await cardWithCharges();
    const res = await open(mine.token, theirs.ids.Market!);
    expect([res.statusCode, res.json().code]).toEqual([404, 'not_found']);
    const unknown = await open(mine.token, '999999999');
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'not_found']);
  });

  test('the form is checked: 400 invalid_request per field; no session: 403', async () => {
    const { token, ids } = await cardWithCharges();
    const bad = await open(token, ids.Market!, { reason: 'other', description: ' ', contact: 'nobody' });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'invalid_request']);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['contact', 'description', 'reason']);
    const phone = await open(token, ids.Market!, { contact: '(217) 555-0188' });
    expect(phone.statusCode).toBe(200);
    const anon = await open('', ids.Market!);
    expect([anon.statusCode, anon.json().code]).toEqual([403, 'session_ended']);
  });
});

describe('the call centre works the cases', () => {
  test('follow-up, provisional credit, resolved in favour: the ledger moves once, balance = sum', async () => {
    const { token, ids } = await cardWithCharges();
    const c = (await open(token, ids.Market!)).json();
    const cardId = await cardIdOf(c.reference);
    const before = await expectBalanceIsLedger(token, cardId);

    const followUp = await h.admin('POST', '/cases/follow-up', { reference: c.reference, reason });
    expect(followUp.statusCode).toBe(200);
    expect(followUp.json()).toMatchObject({ state: 'under_review', followUpDue: expect.any(String) });
    expect((await h.get('/card/disputes', token)).json().cases[0].state).toBe('under_review');

    const credit = await h.admin('POST', '/cases/credit', { reference: c.reference, reason });
    expect(credit.statusCode).toBe(200);
    expect(credit.json()).toMatchObject({ state: 'provisionally_credited', credited: 42.5 });
    expect(await expectBalanceIsLedger(token, cardId)).toBe(before + 42.5);

    const resolved = await h.admin('POST', '/cases/resolve', {
      reference: c.reference,
      outcome: 'favour',
      reason,
    });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({ state: 'resolved_in_favour', credited: 42.5 });
    // the provisional credit became final: no second entry
    expect(await expectBalanceIsLedger(token, cardId)).toBe(before + 42.5);
    const seen = (await h.get('/card/disputes', token)).json().cases[0];
    expect(seen).toMatchObject({ state: 'resolved_in_favour', resolvedOn: us(h.clock.now) });
    expect(seen.explanation).toEqual(expect.any(String));

    const audits = await h.rows<{ action: string }>(
      "select action from audit_log where detail::jsonb->>'case' = $1 and outcome = 'success' order by id",
      [c.reference],
    );
    expect(audits.map((a) => a.action)).toEqual([
      'dispute_open',
      'admin_case_follow_up',
      'admin_case_credit',
      'admin_case_resolve',
    ]);
  });

  test('resolved not in favour: the provisional credit is reversed, the explanation sent', async () => {
    const { token, ids } = await cardWithCharges();
    const c = (await open(token, ids.Market!)).json();
    const cardId = await cardIdOf(c.reference);
    const before = await expectBalanceIsLedger(token, cardId);
    await h.admin('POST', '/cases/credit', { reference: c.reference, reason });
    expect(await expectBalanceIsLedger(token, cardId)).toBe(before + 42.5);
    const explanation = 'The merchant showed your signed receipt for this purchase.';
    const noExplanation = await h.admin('POST', '/cases/resolve', {
      reference: c.reference,
      outcome: 'not',
      reason,
    });
    expect([noExplanation.statusCode, noExplanation.json().code]).toEqual([400, 'invalid_request']);
    const res = await h.admin('POST', '/cases/resolve', {
      reference: c.reference,
      outcome: 'not',
      explanation,
      reason,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: 'resolved_not_in_favour', credited: 0, explanation });
    expect(await expectBalanceIsLedger(token, cardId)).toBe(before);
    const mail = await h.rows<{ body: string }>(
      "select body from outbox where body like '%' || $1 || '%' and body like '%reversed%'",
      [c.reference],
    );
    expect(mail[0]!.body).toContain(explanation);
    // resolved: the same charge may be reported again
    expect((await open(token, ids.Market!)).statusCode).toBe(200);
  });

  test('refusals: unknown case 404, wrong state 409 dispute_state, no reason 400, scope 403', async () => {
    const { token, ids } = await cardWithCharges();
    const c = (await open(token, ids.Market!)).json();
    const unknown = await h.admin('POST', '/cases/credit', { reference: 'CASE-AAAAAAAA', reason });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'not_found']);
    const noReason = await h.admin('POST', '/cases/credit', { reference: c.reference });
    expect([noReason.statusCode, noReason.json().code]).toEqual([400, 'invalid_request']);
    await h.admin('POST', '/cases/resolve', { reference: c.reference, outcome: 'favour', reason });
    const cardId = await cardIdOf(c.reference);
    const balance = await expectBalanceIsLedger(token, cardId);
    for (const path of ['/cases/credit', '/cases/follow-up']) {
      const late = await h.admin('POST', path, { reference: c.reference, reason });
      expect([late.statusCode, late.json().code]).toEqual([409, 'dispute_state']);
    }
    const twice = await h.admin('POST', '/cases/resolve', {
      reference: c.reference,
      outcome: 'not',
      explanation: 'no error found',
      reason,
    });
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'dispute_state']);
    expect(await expectBalanceIsLedger(token, cardId)).toBe(balance);
    const refused = await h.rows<{ outcome: string }>(
      "select outcome from audit_log where action = 'admin_case_credit' and detail::jsonb->>'case' = $1",
      [c.reference],
    );
    expect(refused).toEqual([{ outcome: 'dispute_state' }]);
  });

  test('a token without the disputes scope: 403 forbidden_scope', async () => {
    const scoped = await harness({
      settings: { adminTokens: [{ name: 'desk', token: 'desk-token-0123456789abcdef', scopes: ['cards'] }] },
    });
    try {
      const res = await scoped.admin('POST', '/cases/list', { reason }, 'desk-token-0123456789abcdef');
      expect([res.statusCode, res.json().code]).toEqual([403, 'forbidden_scope']);
    } finally {
      await scoped.close();
    }
  });

  test('the list needs a reason (400 invalid_request) and writes an audit row per case returned', async () => {
    const { token, ids } = await cardWithCharges({ A: 1 });
    const opened = (await open(token, ids.A!)).json<{ reference: string }>();
    const none = await h.admin('POST', '/cases/list', { open: true });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'invalid_request', fields: { reason: expect.any(String) } });
    const list = (await h.admin('POST', '/cases/list', { open: true, reason: 'weekly review' })).json<
      { reference: string }[]
    >();
    expect(list.map((x) => x.reference)).toContain(opened.reference);
    const rows = await h.rows<{ outcome: string; card_id: number | null; detail: string }>(
      "select outcome, card_id, detail from audit_log where action = 'admin_case_list' and outcome = 'success' order by id",
    );
    // one row per case returned, each naming its case and card, with the reason
    expect(rows).toHaveLength(list.length);
    const cases = rows.map((r) => JSON.parse(r.detail) as { case: string; reason: string });
    expect(cases.map((c) => c.case).sort()).toEqual(list.map((x) => x.reference).sort());
    expect(cases.every((c) => c.reason === 'weekly review')).toBe(true);
    expect(rows.every((r) => r.card_id !== null)).toBe(true);
  });

  test('the list puts the nearest due first and marks the overdue; /metrics counts them', async () => {
    const { token, ids } = await cardWithCharges({ A: 1, B: 2 });
    const first = (await open(token, ids.A!)).json();
    const second = (await open(token, ids.B!)).json();
    // the second case is asked for its written follow-up: due within business days, before the
    // other's investigation day, so it comes first
    await h.admin('POST', '/cases/follow-up', { reference: second.reference, reason });
    const list = (await h.admin('POST', '/cases/list', { open: true, reason })).json<
      { reference: string; overdue: boolean; card: string }[]
    >();
    const mine = list.filter((x) => [first.reference, second.reference].includes(x.reference));
    expect(mine.map((x) => x.reference)).toEqual([second.reference, first.reference]);
    expect(mine.map((x) => x.overdue)).toEqual([false, false]);
    // each row carries its card's masked number (read in the list's one query)
    for (const x of mine) expect(x.card).toMatch(/^\d{4} \*{4} \*{4} \d{4}$/);

    h.clock.advance((DISPUTE_TERMS.investigationMaxDays + 1) * 86_400_000);
    const later = (await h.admin('POST', '/cases/list', { open: true, reason })).json<
      { reference: string; overdue: boolean }[]
    >();
    expect(later.find((x) => x.reference === first.reference)!.overdue).toBe(true);
    const metrics = await h.app.admin.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    const overdue = /^portal_dispute_cases_overdue (\d+)$/m.exec(metrics.body);
    expect(Number(overdue?.[1])).toBeGreaterThanOrEqual(2);
    expect(metrics.body).toMatch(/^portal_dispute_cases\{state="received"\} [1-9]\d*$/m);
    expect(metrics.body).toMatch(/^portal_dispute_cases\{state="under_review"\} [1-9]\d*$/m);
  });
});

describe('due dates on the programme calendar', () => {
  test('a follow-up asked the day before Thanksgiving, a result after a Friday holiday', async () => {
    const saved = h.clock.now;
    try {
      // Wednesday 25 November 2026; Thursday is Thanksgiving
      h.clock.now = new Date('2026-11-25T15:00:00Z');
      const { token, ids } = await cardWithCharges();
      const c = (await open(token, ids.Market!)).json();
      // opened + 120 days is Thursday 25 March 2027: the result 3 business days later, Tuesday
      expect(c).toMatchObject({ investigationDue: '03/25/2027', resultDue: '03/30/2027' });
      const f = (await h.admin('POST', '/cases/follow-up', { reference: c.reference, reason })).json();
      // ten business days, Thanksgiving and two weekends skipped
      expect(f.followUpDue).toBe('12/10/2026');
      // resolved on Thursday 24 December 2026: Christmas (Friday) and the weekend are skipped
      h.clock.now = new Date('2026-12-24T15:00:00Z');
      const r = (
        await h.admin('POST', '/cases/resolve', { reference: c.reference, outcome: 'favour', reason })
      ).json();
      expect(r).toMatchObject({ resolvedOn: '12/24/2026', resultDue: '12/30/2026' });
    } finally {
      h.clock.now = saved;
    }
  });
});
