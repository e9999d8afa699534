// Ids that last: every id of a growing table, and every column that refers to one, is bigint (on
// a filled database too, migrated from version 10); the code reads them as numbers; the purge
// deletes in batches, each its own transaction, reads each batch through an index, and reports the
// total.
import { randomBytes } from 'node:crypto';
import { ADMIN_TOKEN, NativePGlite, PG_URL, daysAgo, harness, us, type Harness } from './helpers';
import { migrate, openPg, openPglite, type Db } from '../src/db';
import { loadSettings } from '../src/config/settings';
import { oldestRows, RETENTION_RULES } from '../src/retention/repository';

const PAST_INT4 = 3_000_000_000;

/** An empty store of its own (not migrated): a fresh schema on PostgreSQL, else PGlite in memory. */
async function rawDb(): Promise<{ db: Db; dispose(): Promise<void> }> {
  if (PG_URL) {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const db = await openPg({ connectionString: PG_URL, schema, max: 2 });
    return {
      db,
      async dispose() {
        await db.query(`drop schema if exists ${schema} cascade`);
        await db.close();
      },
    };
  }
  const db = await openPglite('memory://', NativePGlite);
  return { db, dispose: () => db.close() };
}

/** Columns that hold an id or refer to one (`id`, `…_id`) and are narrower than bigint. */
const narrowIds = (db: Db) =>
  db.query<{ t: string; c: string; type: string }>(
    `select table_name as t, column_name as c, data_type as type from information_schema.columns
      where table_schema = current_schema() and (column_name = 'id' or column_name like '%\\_id')
        and data_type in ('integer', 'smallint')
      order by 1, 2`,
  );

const sequenceTypes = (db: Db) =>
  db.query<{ name: string; type: string }>(
    `select c.relname as name, format_type(s.seqtypid, null) as type from pg_sequence s
       join pg_class c on c.oid = s.seqrelid where c.relnamespace = current_schema()::regnamespace
      order by 1`,
  );

describe('ids are bigint on every growing table', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness({ settings: { retention: { ...defaultRetention(), intervalMinutes: 0 } } });
  });
  afterAll(() => h.close());

  test('no table of the final schema has an integer id or reference column, and every sequence is bigint', async () => {
    expect(await narrowIds(h.db)).toEqual([]);
    const sequences = await sequenceTypes(h.db);
    expect(sequences.map((s) => s.name)).toEqual(
      expect.arrayContaining([
        'audit_log_id_seq',
        'cards_id_seq',
        'contact_changes_id_seq',
        'outbox_id_seq',
        'support_requests_id_seq',
        'transactions_id_seq',
      ]),
    );
    expect(sequences.filter((s) => s.type !== 'bigint')).toEqual([]);
  });

  test('a card, its transactions and its audit rows past 2^31 work end to end, ids read as numbers', async () => {
    for (const table of ['cards', 'transactions', 'audit_log'])
      await h.rows(`alter table ${table} alter column id restart with ${PAST_INT4}`);
    const card = await h.issue({ status: 'activated', registered: true, amount: 0 });
    expect(await h.rows('select id from cards where id >= $1', [PAST_INT4])).toEqual([{ id: PAST_INT4 }]);
    const res = await h.app.admin.inject({
      method: 'POST',
      url: '/admin/v1/txns',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      payload: {
        card: card.cardNumber,
        amount: -7,
        merchant: 'Shop big',
        date: h.clock.now.toISOString().slice(0, 10),
        type: 'purchase',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(await h.rows('select id, card_id from transactions where card_id = $1', [PAST_INT4])).toEqual([
      { id: PAST_INT4, card_id: PAST_INT4 },
    ]);
    const token = await h.login(card);
    const info = await h.get('/card/info', token);
    expect(info.statusCode).toBe(200);
    const history = await h.post(
      '/card/txn/history',
      { startDate: us(daysAgo(h.clock.now, 3)), endDate: us(h.clock.now), page: 1, txnPerPage: 10 },
      token,
    );
    expect(history.statusCode).toBe(200);
    expect(history.json().transactions).toEqual([
      expect.objectContaining({ date: us(h.clock.now), type: 'purchase', merchant: 'Shop big', amount: -7 }),
    ]);
    const audit = await h.rows<{ id: unknown; card_id: unknown }>(
      'select id, card_id from audit_log where card_id = $1 order by id limit 1',
      [PAST_INT4],
    );
    expect(audit).toEqual([{ id: expect.any(Number), card_id: PAST_INT4 }]);
    expect(audit[0]!.id as number).toBeGreaterThanOrEqual(PAST_INT4);
  });
});

describe('migration 13 on a filled database', () => {
  test('rows, references and identities survive the change from integer to bigint', async () => {
    const { db, dispose } = await rawDb();
    try {
      await migrate(db, 10);
      expect((await narrowIds(db)).map((r) => `${r.t}.${r.c}`)).toEqual(
        expect.arrayContaining(['audit_log.id', 'cards.id', 'transactions.card_id']),
      );
      await db.exec(`
        insert into cards (pan_enc, pan_fp, bin, last4, expiry, status, card_image_id)
          select 'enc' || i, 'fp' || i, '411111', lpad(i::text, 4, '0'), '12/30', 'ACTIVATED', 'img' || i
          from generate_series(1, 50) i;
        insert into transactions (card_id, txn_date, type, merchant, amount_cents)
          select 1 + i % 50, date '2026-01-01' + i % 30, 'purchase', 'm' || i, -i from generate_series(1, 500) i;
        insert into audit_log (action, outcome, card_id) select 'a' || i, 'x', 1 + i % 50 from generate_series(1, 500) i;
        insert into outbox (channel, recipient, body) select 'email', 'r' || i || '@example.com', 'b' from generate_series(1, 20) i;
      `);
      const before = await db.query<{ n: number; s: number }>(
        `select (select count(*) from transactions)::int + (select count(*) from audit_log)::int as n,
                (select sum(amount_cents) from transactions)::float8 as s`,
      );
      const applied = await migrate(db);
      expect(applied).toContain(13);
      expect(await narrowIds(db)).toEqual([]);
      expect((await sequenceTypes(db)).filter((s) => s.type !== 'bigint')).toEqual([]);
      expect(
        await db.query(
          `select (select count(*) from transactions)::int + (select count(*) from audit_log)::int as n,
                  (select sum(amount_cents) from transactions)::float8 as s`,
        ),
      ).toEqual(before);
      // the identities go on from where they were, past what an integer holds when asked to
      const [next] = await db.query<{ id: number }>(
        `insert into cards (pan_enc, pan_fp, bin, last4, expiry, status, card_image_id)
           values ('e', 'fp-next', '411111', '0000', '12/30', 'ACTIVATED', 'img-next') returning id`,
      );
      expect(next!.id).toBe(51);
      await db.query(`alter table transactions alter column id restart with ${PAST_INT4}`);
      const [txn] = await db.query<{ id: number; card_id: number }>(
        `insert into transactions (card_id, txn_date, type, merchant, amount_cents)
           values (51, date '2026-01-02', 'load', 'l', 100) returning id, card_id`,
      );
      expect(txn).toEqual({ id: PAST_INT4, card_id: 51 });
      // the foreign keys still hold
      await expect(
        db.query(
          `insert into transactions (card_id, txn_date, type, merchant, amount_cents)
             values (${PAST_INT4}, date '2026-01-02', 'load', 'l', 100)`,
        ),
      ).rejects.toThrow(/foreign key/);
    } finally {
      await dispose();
    }
  });
});

describe('the purge deletes in batches', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness({
      settings: { retention: { ...defaultRetention(), intervalMinutes: 0, batchSize: 10 } },
    });
  });
  afterAll(() => h.close());

  test('more expired rows than one batch are all removed and counted, each batch its own transaction', async () => {
    const now = h.clock.now.getTime();
    const ago = (days: number) => new Date(now - days * 86_400_000).toISOString();
    await h.rows('delete from audit_log');
    // 25 expired rows, 12 of them at one instant (a batch boundary falls among equal times), and
    // 3 inside the horizon
    await h.rows(
      `insert into audit_log (at, action, outcome)
         select case when i <= 12 then $1::timestamptz else $1::timestamptz + i * interval '1 minute' end, 'old', 'x'
         from generate_series(1, 25) i`,
      [ago(500)],
    );
    await h.rows(
      `insert into audit_log (at, action, outcome) select $1, 'new', 'x' from generate_series(1, 3)`,
      [ago(10)],
    );
    // which transaction deleted each row
    await h.rows('create table purge_trace (audit_id bigint, xact text)');
    await h.rows(`create function purge_trace() returns trigger language plpgsql as $$
      begin insert into purge_trace values (old.id, pg_current_xact_id()::text); return old; end $$`);
    await h.rows(
      'create trigger purge_trace after delete on audit_log for each row execute function purge_trace()',
    );

    const dry = await h.admin('POST', '/purge', { 'dry-run': true });
    expect(dry.json()).toMatchObject({ dryRun: true, wouldRemove: { audit: 25 } });
    const res = await h.admin('POST', '/purge', {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      dryRun: false,
      removed: {
        audit: 25,
        sessions: 0,
        rateLimits: 0,
        lockouts: 0,
        captchas: 0,
        sentMessages: 0,
        supportRequests: 0,
        embedTokens: 0,
      },
    });
    expect(await h.rows("select 1 from audit_log where action = 'old'")).toEqual([]);
    expect(await h.rows("select 1 from audit_log where action = 'new'")).toHaveLength(3);
    const batches = await h.rows<{ n: number }>(
      'select count(*)::int as n from purge_trace group by xact order by n desc',
    );
    expect(batches.map((b) => b.n)).toEqual([10, 10, 5]);
    const [audited] = await h.rows<{ detail: string }>(
      "select detail from audit_log where action = 'admin_purge' order by id desc limit 1",
    );
    expect(JSON.parse(audited!.detail)).toMatchObject({ audit: 25 });
  });

  test('each rule reads its batch through an index on its time column, never the whole table', async () => {
    const plans = await h.db.tx(async (q) => {
      // sequential scans priced out: a table with no index the batch can use still plans one
      await q.query('set local enable_seqscan = off');
      const found: string[] = [];
      for (const [name, rule] of Object.entries(RETENTION_RULES)) {
        const rows = await q.query<Record<string, string>>(`explain ${oldestRows(rule)}`, [
          h.clock.now.toISOString(),
          '-infinity',
          10,
        ]);
        found.push(`${name}: ${rows.map((r) => Object.values(r)[0]).join(' / ')}`);
      }
      return found;
    });
    expect(plans).toHaveLength(Object.keys(RETENTION_RULES).length);
    expect(plans.filter((plan) => /Seq Scan/.test(plan))).toEqual([]);
  });
});

function defaultRetention() {
  return loadSettings({ NODE_ENV: 'test', PORTAL_MODE: 'development' }).retention;
}
