import { randomBytes } from 'node:crypto';
import { createSealer } from '../src/crypto/sealed';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openTestDb } from './helpers';
import { MIGRATIONS, migrate } from '../src/db';
import { createCardCrypto, generatePan } from '../src/crypto/card';
import { deriveKeys, loadKeys } from '../src/crypto/keys';
import { Writable } from 'node:stream';
import {
  consoleAdapter,
  createDispatcher,
  enqueue,
  smsWebhookAdapter,
  type DeliveryAdapter,
} from '../src/notify/outbox';
import type { OutboxMessage } from '../src/notify/message';
import { luhnValid } from '@portal/contracts';
import pino from 'pino';

describe('migrations', () => {
  test('are versioned and applied once', async () => {
    const t = await openTestDb();
    try {
      expect(await migrate(t.db)).toEqual([]);
      const rows = await t.db.query<{ version: number }>(
        'select version from schema_migrations order by version',
      );
      expect(rows.map((r) => r.version)).toEqual(MIGRATIONS.map((m) => m.version));
      const idx = await t.db.query<{ indexdef: string }>(
        "select indexdef from pg_indexes where indexname = 'transactions_card_date'",
      );
      expect(idx[0]!.indexdef).toMatch(/card_id, txn_date DESC, id DESC/);
    } finally {
      await t.dispose();
    }
  });

  test('a failing statement rolls the whole transaction back', async () => {
    const t = await openTestDb();
    try {
      await expect(
        t.db.tx(async (q) => {
          await q.query("insert into outbox (channel, recipient, body) values ('sms', '1', 'x')");
          await q.query('select * from no_such_table');
        }),
      ).rejects.toThrow();
      expect((await t.db.query<{ n: number }>('select count(*)::int as n from outbox'))[0]!.n).toBe(0);
    } finally {
      await t.dispose();
    }
  });
});

describe('card crypto', () => {
  const crypto = createCardCrypto(deriveKeys(randomBytes(32)));

  test('PAN encryption round-trips and hides the number; every encryption differs', () => {
    const pan = generatePan('411111');
    expect(luhnValid(pan)).toBe(true);
    const a = crypto.encryptPan(pan, 7);
    const b = crypto.encryptPan(pan, 7);
    expect(a).not.toContain(pan);
    expect(a).not.toBe(b);
    expect(crypto.decryptPan(a, 7)).toBe(pan);
    const tampered = a.slice(0, -3) + (a.endsWith('A') ? 'BBB' : 'AAA');
    expect(() => crypto.decryptPan(tampered, 7)).toThrow();
  });

  test('the CVV is 3 digits derived from PAN + expiry with the key, compared exactly', () => {
    const pan = generatePan('411111');
    const cvv = crypto.cvvFor(pan, '11/31');
    expect(cvv).toMatch(/^\d{3}$/);
    expect(crypto.cvvFor(pan, '11/31')).toBe(cvv);
    expect(crypto.cvvMatches(pan, '11/31', cvv)).toBe(true);
    expect(crypto.cvvMatches(pan, '11/31', `${cvv}0`)).toBe(false);
    expect(crypto.cvvMatches(pan, '11/31', String((Number(cvv) + 1) % 1000).padStart(3, '0'))).toBe(false);
    const other = createCardCrypto(deriveKeys(randomBytes(32)));
    const differs = Array.from({ length: 20 }, () => generatePan('411111')).some(
      (p) => other.cvvFor(p, '11/31') !== crypto.cvvFor(p, '11/31'),
    );
    expect(differs).toBe(true);
  });

  test('without keys in the environment a dev master key is generated into DATA_DIR (mode 600) and reused', () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-keys-'));
    try {
      const first = loadKeys({}, dir, false);
      expect(first.source).toBe('dev-file');
      expect(statSync(join(dir, 'dev-keys.json')).mode & 0o777).toBe(0o600);
      expect(loadKeys({}, dir, false).keys.panEnc.equals(first.keys.panEnc)).toBe(true);
      expect(JSON.parse(readFileSync(join(dir, 'dev-keys.json'), 'utf8'))).toHaveProperty('masterKey');
      expect(() => loadKeys({}, dir, true)).toThrow(/MASTER_KEY/);
      const master = loadKeys({ MASTER_KEY: 'ab'.repeat(32) }, dir, true);
      expect(master.source).toBe('master');
      const own = loadKeys({ MASTER_KEY: 'ab'.repeat(32), CVV_KEY: 'cd'.repeat(32) }, dir, true);
      expect(own.keys.cvv.equals(master.keys.cvv)).toBe(false);
      expect(own.keys.panEnc.equals(master.keys.panEnc)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

const sealer = createSealer('outbox', randomBytes(32));

describe('notification dispatcher', () => {
  test('delivers pending rows once through the channel adapter and records failures', async () => {
    const t = await openTestDb();
    try {
      const delivered: OutboxMessage[] = [];
      const ok: DeliveryAdapter = { name: 'ok', deliver: async (m) => void delivered.push(m) };
      const failing: DeliveryAdapter = {
        name: 'down',
        deliver: () => Promise.reject(new Error('gateway down')),
      };
      await enqueue(
        t.db,
        { channel: 'email', recipient: 'a@example.com', subject: 'Hi', body: 'Hello' },
        new Date(),
      );
      await enqueue(t.db, { channel: 'sms', recipient: '2125550100', body: 'PIN 1234' }, new Date());
      const dispatcher = createDispatcher(
        t.db,
        { email: ok, sms: failing },
        pino({ level: 'silent' }),
        sealer,
      );
      expect(await dispatcher.runOnce()).toBe(1);
      expect(await dispatcher.runOnce()).toBe(0);
      expect(delivered.map((m) => m.recipient)).toEqual(['a@example.com']);
      const rows = await t.db.query<{
        channel: string;
        sent: boolean;
        attempts: number;
        last_error: string | null;
      }>('select channel, sent_at is not null as sent, attempts, last_error from outbox order by id');
      expect(rows).toEqual([
        { channel: 'email', sent: true, attempts: 1, last_error: null },
        // the failed one waits for its backoff (2 s): the second run does not try it again
        { channel: 'sms', sent: false, attempts: 1, last_error: 'gateway down' },
      ]);
    } finally {
      await t.dispose();
    }
  });

  test('a row claimed by another instance is left alone until its claim lapses', async () => {
    const t = await openTestDb();
    try {
      const id = await enqueue(
        t.db,
        { channel: 'email', recipient: 'b@example.com', subject: 'S', body: 'B' },
        new Date(),
      );
      await t.db.query('update outbox set claimed_until = $2 where id = $1', [
        id,
        new Date(Date.now() + 60_000),
      ]);
      const delivered: OutboxMessage[] = [];
      const ok: DeliveryAdapter = { name: 'ok', deliver: async (m) => void delivered.push(m) };
      const dispatcher = createDispatcher(t.db, { email: ok, sms: ok }, pino({ level: 'silent' }), sealer);
      expect(await dispatcher.runOnce()).toBe(0);
      await t.db.query('update outbox set claimed_until = $2 where id = $1', [
        id,
        new Date(Date.now() - 1000),
      ]);
      expect(await dispatcher.runOnce()).toBe(1);
      expect(delivered).toHaveLength(1);
    } finally {
      await t.dispose();
    }
  });

  test('the SMS webhook adapter posts {to, body} as JSON and fails on a non-2xx answer', async () => {
    const calls: { url: string; body: string }[] = [];
    let status = 200;
    const fetchImpl = (async (url: string, init: { body: string }) => {
      calls.push({ url, body: init.body });
      return new Response('', { status });
    }) as unknown as typeof fetch;
    const adapter = smsWebhookAdapter('https://sms.example/send', fetchImpl);
    const message = {
      id: 1,
      channel: 'sms' as const,
      recipient: '2125550100',
      subject: null,
      body: 'Your PIN is 1234',
    };
    await adapter.deliver(message);
    expect(calls).toEqual([
      {
        url: 'https://sms.example/send',
        body: JSON.stringify({ to: '2125550100', body: 'Your PIN is 1234' }),
      },
    ]);
    status = 502;
    await expect(adapter.deliver(message)).rejects.toThrow(/502/);
  });

  test('the console adapter leaves the body (a PIN) out of the log in production', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _e, cb) {
        lines.push(chunk.toString());
        cb();
      },
    });
    const message = {
      id: 7,
      channel: 'sms' as const,
      recipient: '2125550100',
      subject: null,
      body: 'Your PIN is 4321',
    };
    await consoleAdapter(pino(stream), true).deliver(message);
    await consoleAdapter(pino(stream), false).deliver(message);
    expect(lines[0]).not.toContain('4321');
    expect(lines[1]).toContain('4321');
  });
});
