// Audit rows in groups: the rows of one event-loop turn go in one INSERT, every request
// still awaits its own row, and a failed write fails every request of its group — nothing is
// acknowledged that was not stored.
import type { Queryable } from '../src/db';
import { createAuditWriter } from '../src/audit/writer';
import { harness, openTestDb, type Harness, type TestDb } from './helpers';

let t: TestDb;
beforeAll(async () => {
  t = await openTestDb();
});
afterAll(() => t.dispose());

/** The test database, counting the statements sent to it. */
function counting(db: Queryable) {
  const statements: string[] = [];
  const q: Queryable = {
    query: (sql, params) => {
      statements.push(sql);
      return db.query(sql, params);
    },
  };
  return { q, statements };
}

test('the rows of one turn are one INSERT; each write resolves once its row is stored', async () => {
  const { q, statements } = counting(t.db);
  const writer = createAuditWriter(q);
  const at = new Date();
  await Promise.all(
    Array.from({ length: 25 }, (_, i) =>
      writer.write(at, { action: 'grouped', outcome: `n${i}`, cardId: i, detail: { i } }),
    ),
  );
  expect(statements.filter((s) => s.startsWith('insert into audit_log'))).toHaveLength(1);
  const rows = await t.db.query<{ outcome: string; card_id: number; detail: string }>(
    "select outcome, card_id, detail from audit_log where action = 'grouped' order by card_id",
  );
  expect(rows).toHaveLength(25);
  expect(rows[7]).toEqual({ outcome: 'n7', card_id: 7, detail: '{"i":7}' });
});

test('drain() waits for rows handed over but not yet written (the server closes only after them)', async () => {
  const writer = createAuditWriter(t.db);
  // not awaited, as an onResponse audit after the answer is not awaited by the caller
  for (let i = 0; i < 3; i += 1) void writer.write(new Date(), { action: 'drained', outcome: `n${i}` });
  await writer.drain();
  const rows = await t.db.query("select outcome from audit_log where action = 'drained'");
  expect(rows).toHaveLength(3);
});

test('writes of later turns are later groups (no request waits for a group to fill)', async () => {
  const { q, statements } = counting(t.db);
  const writer = createAuditWriter(q);
  await writer.write(new Date(), { action: 'turns', outcome: 'first' });
  await writer.write(new Date(), { action: 'turns', outcome: 'second' });
  expect(statements).toHaveLength(2);
});

test('a failed write rejects every write of its group, and the next group is written', async () => {
  let fail = true;
  const flaky: Queryable = {
    query: (sql, params) =>
      fail ? Promise.reject(new Error('database unavailable')) : t.db.query(sql, params),
  };
  const writer = createAuditWriter(flaky);
  const results = await Promise.allSettled([
    writer.write(new Date(), { action: 'flaky', outcome: 'a' }),
    writer.write(new Date(), { action: 'flaky', outcome: 'b' }),
  ]);
  expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  fail = false;
  await writer.write(new Date(), { action: 'flaky', outcome: 'c' });
  expect(
    (await t.db.query<{ outcome: string }>("select outcome from audit_log where action = 'flaky'")).map(
      (r) => r.outcome,
    ),
  ).toEqual(['c']);
});

describe('through the API', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness();
  });
  afterAll(() => h.close());

  test('20 parallel card reads: 20 audit rows, each answered after its row is stored', async () => {
    const card = await h.issue({ status: 'activated', registered: true });
    const token = await h.login(card);
    const answers = await Promise.all(Array.from({ length: 20 }, () => h.get('/card/info', token)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const rows = await h.rows<{ n: number }>(
      "select count(*)::int as n from audit_log where action = 'card_info_read' and outcome = 'success'",
    );
    expect(rows[0]!.n).toBe(20);
  });
});
