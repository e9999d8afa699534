import { MESSAGE_KEYS } from '@portal/contracts';
import { ADMIN_TOKEN, daysAgo, harness, postTxn, us, type Harness } from './helpers';
import { defaultProgram } from '../src/config/program';
import type { IssuedCard } from '../src/modules/admin/issuing';

let h: Harness;
let card: IssuedCard;
let token: string;

beforeAll(async () => {
  h = await harness();
  card = await h.issue({ status: 'activated', amount: 0 });
  token = await h.login(card);
  // 23 transactions, one per day from 1 to 23 days ago (merchant n = days ago)
  for (let d = 1; d <= 23; d++)
    await postTxn(h, card, { merchant: `Shop ${d}`, amount: -d, date: daysAgo(h.clock.now, d) });
});
afterAll(() => h.close());

const range = (from: number, to = 0) => ({
  startDate: us(daysAgo(h.clock.now, from)),
  endDate: us(daysAgo(h.clock.now, to)),
});

describe('POST /card/txn/history', () => {
  test('rows come newest first with the total count, 1-based pages', async () => {
    const res = await h.post('/card/txn/history', { ...range(30), page: 1, txnPerPage: 10 }, token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.txnCount).toBe(23);
    expect(body.page).toBe(1);
    expect(body.transactions).toHaveLength(10);
    expect(body.transactions[0]).toEqual({
      id: expect.stringMatching(/^\d+$/),
      date: us(daysAgo(h.clock.now, 1)),
      type: 'purchase',
      merchant: 'Shop 1',
      amount: -1,
    });
    expect(body.transactions.map((t: { merchant: string }) => t.merchant).slice(0, 3)).toEqual([
      'Shop 1',
      'Shop 2',
      'Shop 3',
    ]);
    const page3 = (
      await h.post('/card/txn/history', { ...range(30), page: 3, txnPerPage: 10 }, token)
    ).json();
    expect(page3.transactions.map((t: { merchant: string }) => t.merchant)).toEqual([
      'Shop 21',
      'Shop 22',
      'Shop 23',
    ]);
  });

  test('the range filters rows by date (both ends included)', async () => {
    const body = (
      await h.post('/card/txn/history', { ...range(5, 3), page: 1, txnPerPage: 50 }, token)
    ).json();
    expect(body.txnCount).toBe(3);
    expect(body.transactions.map((t: { merchant: string }) => t.merchant)).toEqual([
      'Shop 3',
      'Shop 4',
      'Shop 5',
    ]);
  });

  test('a range of 92 days or more answers 400 with the 3-month message', async () => {
    const res = await h.post('/card/txn/history', { ...range(92), page: 1, txnPerPage: 50 }, token);
    expect(res.statusCode).toBe(400);
    expect(Object.values(res.json().fields)).toContain(MESSAGE_KEYS.historyRangeTooLong);
  });

  test('an end before the start, or a date in the future, answers 400 with the range message', async () => {
    const backwards = await h.post(
      '/card/txn/history',
      {
        startDate: us(daysAgo(h.clock.now, 1)),
        endDate: us(daysAgo(h.clock.now, 5)),
        page: 1,
        txnPerPage: 50,
      },
      token,
    );
    expect(backwards.statusCode).toBe(400);
    expect(Object.values(backwards.json().fields)).toContain(MESSAGE_KEYS.historyRangeInvalid);
    const future = await h.post(
      '/card/txn/history',
      { startDate: us(h.clock.now), endDate: us(daysAgo(h.clock.now, -3)), page: 1, txnPerPage: 50 },
      token,
    );
    expect(future.statusCode).toBe(400);
  });

  test('another card sees none of these rows', async () => {
    const other = await h.issue({ status: 'activated', amount: 0 });
    const body = (
      await h.post('/card/txn/history', { ...range(30), page: 1, txnPerPage: 50 }, await h.login(other))
    ).json();
    expect(body).toEqual({ transactions: [], page: 1, txnCount: 0 });
  });

  test('without a session answers 403 session_ended', async () => {
    const res = await h.post('/card/txn/history', { ...range(30), page: 1, txnPerPage: 50 });
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /card/txn/history/download', () => {
  test('streams CSV with the filename header, columns Date,Type,Merchant,Amount, newest first', async () => {
    const res = await h.post('/card/txn/history/download', range(30), token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['x-content-filename']).toMatch(/^transaction-history-.*\.csv$/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('Date,Type,Merchant,Amount');
    expect(lines).toHaveLength(24);
    expect(lines[1]).toBe(`"${us(daysAgo(h.clock.now, 1))}","Purchase","Shop 1","-1.00"`);
  });

  test('cells that begin with = + - @ are neutralised against formula injection', async () => {
    const evil = await h.issue({ status: 'activated', amount: 0 });
    const evilToken = await h.login(evil);
    const merchants = ['=HYPERLINK("http://x","y")', '+SUM(A1)', '-2+3', '@cmd'];
    for (const [i, merchant] of merchants.entries())
      await postTxn(h, evil, { merchant, amount: -1, date: daysAgo(h.clock.now, i + 1) });
    const res = await h.post('/card/txn/history/download', range(10), evilToken);
    const body = res.body;
    expect(body).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(body).toContain(`,"'+SUM(A1)",`);
    expect(body).toContain(`,"'-2+3",`);
    expect(body).toContain(`,"'@cmd",`);
    for (const line of body.trim().split('\r\n').slice(1)) {
      const merchant = line.split('","')[2]!;
      expect(merchant).not.toMatch(/^[=+\-@]/);
    }
  });

  test('every cell is quoted, and a formula after ; or , inside a cell is neutralised as at the start', async () => {
    const evil = await h.issue({ status: 'activated', amount: 0 });
    const evilToken = await h.login(evil);
    const merchants = ['ACME;=1+2', 'Shop, @SUM(A1);  -3', 'Corner Market'];
    for (const [i, merchant] of merchants.entries())
      await postTxn(h, evil, { merchant, amount: -1, date: daysAgo(h.clock.now, i + 1) });
    const res = await h.post('/card/txn/history/download', range(10), evilToken);
    const lines = res.body.trim().split('\r\n');
    expect(lines.slice(1)).toEqual([
      `"${us(daysAgo(h.clock.now, 1))}","Purchase","ACME;'=1+2","-1.00"`,
      `"${us(daysAgo(h.clock.now, 2))}","Purchase","Shop,' @SUM(A1);'  -3","-1.00"`,
      `"${us(daysAgo(h.clock.now, 3))}","Purchase","Corner Market","-1.00"`,
    ]);
    // split as a spreadsheet set to ';' or ',' would, ignoring the quotes: no piece is a formula
    for (const line of lines.slice(1)) {
      for (const piece of line.split(/[;,]/)) expect(piece.replace(/^"/, '')).not.toMatch(/^\s*[=+@]/);
    }
  });

  test('a large range streams every row (keyset paging across batches)', async () => {
    const big = await h.issue({ status: 'activated', amount: 0 });
    const seeded = await h.app.admin.inject({
      method: 'POST',
      url: '/admin/v1/txns/seed',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      payload: { card: big.cardNumber, count: 2500, days: 80 },
    });
    expect(seeded.json()).toEqual({ inserted: 2500 });
    const res = await h.post('/card/txn/history/download', range(85), await h.login(big));
    const rows = res.body.trim().split('\r\n').slice(1);
    expect(rows).toHaveLength(2500);
    const dates = rows
      .map((r) => r.split(',')[0]!.replace(/"/g, ''))
      .map((d) => `${d.slice(6)}${d.slice(0, 2)}${d.slice(3, 5)}`);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  test('txn seed keeps the prepaid ledger possible: loads come first, the balance never goes below zero', async () => {
    const fresh = await h.issue({ status: 'activated', amount: 0 });
    const seeded = await h.app.admin.inject({
      method: 'POST',
      url: '/admin/v1/txns/seed',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      payload: { card: fresh.cardNumber, count: 400, days: 30 },
    });
    expect(seeded.json()).toEqual({ inserted: 400 });
    const rows = await h.db.query<{ type: string; cents: number }>(
      // the card just issued is the newest one
      'select type, amount_cents::float8 as cents from transactions where card_id = (select max(id) from cards) order by txn_date, id',
    );
    expect(rows).toHaveLength(400);
    expect(rows[0]!.type).toBe('load');
    let running = 0;
    const lowest = Math.min(...rows.map((r) => (running += r.cents)));
    expect(lowest).toBeGreaterThanOrEqual(0);
    // still a mix, not 400 loads
    expect(rows.filter((r) => r.type === 'purchase').length).toBeGreaterThan(100);
  });

  test('an invalid range answers 400 JSON, not CSV', async () => {
    const res = await h.post('/card/txn/history/download', range(120), token);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_request');
  });
});

describe("GET /calendar/today and the range rule: the programme's day", () => {
  // the default programme's zone (program.timeZone): US Eastern, UTC−5 in November
  let ny: Harness;
  let nyToken: string;
  beforeAll(async () => {
    ny = await harness({ program: defaultProgram('/api/ind/v1') });
    nyToken = await ny.login(await ny.issue({ status: 'activated', amount: 0 }));
  });
  afterAll(() => ny.close());
  const history = (startDate: string, endDate: string) =>
    ny.post('/card/txn/history', { startDate, endDate, page: 1, txnPerPage: 10 }, nyToken);

  test.each([
    ['23:30 in the programme zone (04:30 UTC the next day)', '2026-11-23T04:30:00Z', '11/22/2026'],
    ['00:30 in the programme zone', '2026-11-23T05:30:00Z', '11/23/2026'],
    ['23:30 UTC (18:30 in the programme zone)', '2026-11-22T23:30:00Z', '11/22/2026'],
    ['00:30 UTC (19:30 the day before in the programme zone)', '2026-11-23T00:30:00Z', '11/22/2026'],
  ])("answers the programme's day at %s, to anyone", async (_, instant, today) => {
    ny.clock.now = new Date(instant);
    const res = await ny.get('/api/ind/v1/calendar/today');
    expect([res.statusCode, res.json()]).toEqual([200, { today }]);
    ny.clock.now = new Date();
  });

  test("a range ending on the programme's today is accepted at 23:30 there; the UTC day after is refused", async () => {
    ny.clock.now = new Date('2026-11-23T04:30:00Z'); // 23:30 on Nov 22 in New York
    expect((await history('11/01/2026', '11/22/2026')).statusCode).toBe(200);
    const future = await history('11/01/2026', '11/23/2026');
    expect([future.statusCode, future.json().code]).toEqual([400, 'invalid_request']);
    // 20 years back to the programme's day, not to the UTC day
    expect((await history('11/22/2006', '12/01/2006')).statusCode).toBe(200);
    ny.clock.now = new Date();
  });
});
