// Each message is sent once however many replicas run the dispatcher: two app instances on one
// database, an SMS provider taking 5 s a message, 20 messages -> 20 deliveries, each carrying its
// idempotency key; an email carries the same key and Message-ID on every attempt; the delivery
// counters and latency histogram on /metrics; the stuck-notifications alert's condition holds
// when a transport is down.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import nodemailer from 'nodemailer';
import { enqueue, smtpAdapter, type DeliveryAdapter } from '../src/notify/outbox';
import type { OutboxMessage } from '../src/notify/message';
import { ADMIN_TOKEN, harness, openTestDb, type Harness, type TestDb } from './helpers';

const PROVIDER_MS = 5_000;

interface ProviderCall {
  key: string | undefined;
  to: string;
  body: string;
}

/** An SMS provider that answers 200 after 5 s, recording each call's Idempotency-Key. */
async function slowProvider(): Promise<{ url: string; calls: ProviderCall[]; close(): Promise<void> }> {
  const calls: ProviderCall[] = [];
  const server = http.createServer((req, res) => {
    let text = '';
    req.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
    req.on('end', () => {
      setTimeout(() => {
        const body = JSON.parse(text) as { to: string; body: string };
        const key = req.headers['idempotency-key'];
        calls.push({ key: typeof key === 'string' ? key : undefined, to: body.to, body: body.body });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"accepted":true}');
      }, PROVIDER_MS);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/send`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The same database for a second replica: another pool on PostgreSQL, the same PGlite otherwise. */
async function sameDatabase(store: TestDb): Promise<TestDb> {
  if (store.replica) return store.replica();
  return { db: store.db, dispose: () => Promise.resolve() };
}

const scrape = async (h: Harness) =>
  (
    await h.app.admin.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    })
  ).body;

const waitFor = async (check: () => Promise<boolean>, ms: number) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
};

describe('two replicas, an SMS provider taking 5 s a message', () => {
  let provider: Awaited<ReturnType<typeof slowProvider>>;
  let a: Harness;
  let b: Harness;

  beforeAll(async () => {
    provider = await slowProvider();
    const store = await openTestDb();
    // the wall clock: a claim's lease runs out in real time, as it does between processes
    const common = { settings: { smsWebhookUrl: provider.url }, now: () => new Date() };
    a = await harness({ ...common, db: store });
    b = await harness({ ...common, db: await sameDatabase(store) });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await provider?.close();
  });

  test('20 messages make exactly 20 deliveries, each with its key outbox-<id>', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 20; i++)
      ids.push(
        await enqueue(
          a.db,
          { channel: 'sms', recipient: `212555${String(1000 + i)}`, body: `text ${i}` },
          new Date(),
        ),
      );
    a.app.dispatcher.start(100);
    b.app.dispatcher.start(100);
    // while the provider holds the first messages, their claims outlive its 5 s
    expect(
      await waitFor(async () => {
        const held = await a.rows<{ ms: number }>(
          'select extract(epoch from (claimed_until - now())) * 1000 as ms from outbox where claimed_until is not null and sent_at is null',
        );
        return held.length > 0 && held.every((r) => Number(r.ms) > PROVIDER_MS);
      }, 3_000),
    ).toBe(true);
    const allSent = () =>
      a
        .rows<{ n: number }>('select count(*)::int as n from outbox where sent_at is not null')
        .then(([row]) => row!.n === 20);
    expect(await waitFor(allSent, 60_000)).toBe(true);
    // a little longer: a doubled delivery would land after the claims of the first ones lapse
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await Promise.all([a.app.dispatcher.stop(), b.app.dispatcher.stop()]);

    expect(provider.calls).toHaveLength(20);
    expect(provider.calls.map((c) => c.key).sort()).toEqual(ids.map((id) => `outbox-${id}`).sort());
    expect(new Set(provider.calls.map((c) => c.to)).size).toBe(20);
    const attempts = await a.rows<{ attempts: number }>('select attempts from outbox order by id');
    expect(attempts.every((r) => r.attempts === 1)).toBe(true);

    // both replicas delivered, and each counted its own deliveries with their latency
    const counts = await Promise.all(
      [a, b].map(async (h) => {
        const text = await scrape(h);
        const sent = /portal_outbox_deliveries_total\{channel="sms",outcome="sent"\} (\d+)/.exec(text);
        const slow =
          /portal_outbox_delivery_seconds_bucket\{le="2.5",channel="sms",outcome="sent"\} (\d+)/.exec(text);
        const total = /portal_outbox_delivery_seconds_count\{channel="sms",outcome="sent"\} (\d+)/.exec(text);
        // none answered within 2.5 s: the histogram holds the provider's 5 s
        expect(slow?.[1] ?? '0').toBe('0');
        expect(total?.[1]).toBe(sent?.[1]);
        return Number(sent?.[1] ?? 0);
      }),
    );
    expect(counts[0]! + counts[1]!).toBe(20);
    expect(counts[0]).toBeGreaterThan(0);
    expect(counts[1]).toBeGreaterThan(0);
  }, 90_000);
});

describe('an email', () => {
  test('carries X-Idempotency-Key outbox-<id> and the same Message-ID on every attempt', async () => {
    const sent: { messageId: string; key: string | undefined }[] = [];
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const adapter = smtpAdapter(transport, 'Prime Rewards Card <no-reply@primerewardscard.example>');
    const record = transport.sendMail.bind(transport);
    transport.sendMail = (async (mail: Parameters<typeof record>[0]) => {
      const info = await record(mail);
      const raw = (info as unknown as { message: Buffer }).message.toString('utf8');
      sent.push({ messageId: info.messageId, key: /^X-Idempotency-Key: (.+)$/im.exec(raw)?.[1]?.trim() });
      return info;
    }) as typeof transport.sendMail;
    const message: OutboxMessage = {
      id: 42,
      channel: 'email',
      recipient: 'a@example.com',
      subject: 'S',
      body: 'B',
    };
    await adapter.deliver(message);
    await adapter.deliver(message);
    expect(sent).toEqual([
      { messageId: '<outbox-42@primerewardscard.example>', key: 'outbox-42' },
      { messageId: '<outbox-42@primerewardscard.example>', key: 'outbox-42' },
    ]);
  });
});

describe('the stuck-notifications alert', () => {
  let h: Harness;
  const down: DeliveryAdapter = {
    name: 'down',
    deliver: () => Promise.reject(new Error('SMS gateway unreachable')),
  };
  beforeAll(async () => {
    h = await harness({ adapters: { sms: down } });
  });
  afterAll(() => h.close());

  test('fires on a transport that is down: oldest pending past 600 s, failed attempts counted', async () => {
    await enqueue(h.db, { channel: 'sms', recipient: '2125550100', body: 'a text' }, h.clock.now);
    for (let minute = 0; minute <= 11; minute++) {
      await h.app.dispatcher.runOnce();
      h.clock.advance(60_000);
    }
    const text = await scrape(h);
    const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]);
    // the alert's expression: max(portal_outbox_oldest_pending_seconds) > 600 or max(portal_outbox_failed) > 0
    expect(value('portal_outbox_oldest_pending_seconds')).toBeGreaterThan(600);
    expect(value('portal_outbox_deliveries_total\\{channel="sms",outcome="retry"\\}')).toBeGreaterThan(3);
    expect(text).not.toMatch(/portal_outbox_deliveries_total\{channel="sms",outcome="sent"\}/);
  });
});
