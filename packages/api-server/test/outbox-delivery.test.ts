// Notifications are not lost: a failed delivery waits with exponential backoff, survives an
// outage of its channel, is sent once afterwards; after the give-up horizon it is failed for good
// (an error log line) until an operator retries it.
import type { OutboxMessage } from '../src/notify/message';
import type { DeliveryAdapter } from '../src/notify/outbox';
import { harness, type Harness } from './helpers';

let h: Harness;
let down = true;
const delivered: OutboxMessage[] = [];
const sms: DeliveryAdapter = {
  name: 'sms-test',
  deliver: async (m) => {
    if (down) throw new Error('SMS gateway unreachable');
    delivered.push(m);
  },
};

beforeAll(async () => {
  h = await harness({ adapters: { sms }, settings: { outboxGiveUpHours: 1 } });
});
afterAll(() => h.close());
beforeEach(() => {
  down = true;
  delivered.length = 0;
});

async function pinSms(): Promise<number> {
  const card = await h.issue({ status: 'activated', registered: true });
  expect((await h.post('/card/pin/reset', {}, await h.login(card))).statusCode).toBe(200);
  const rows = await h.rows<{ id: number }>("select max(id) as id from outbox where channel = 'sms'");
  return rows[0]!.id;
}

const stateOf = async (id: number) =>
  (await h.admin('GET', '/outbox'))
    .json<{ id: number; state: string; attempts: number }[]>()
    .find((m) => m.id === id)!;

test('a PIN text survives a 60-second outage of its channel and is sent once afterwards', async () => {
  const id = await pinSms();
  for (let second = 0; second <= 60; second += 5) {
    await h.app.dispatcher.runOnce();
    h.clock.advance(5_000);
  }
  expect(delivered).toHaveLength(0);
  const during = await stateOf(id);
  // backoff 2, 4, 8, 16, 32 s: about five attempts in a minute, not one every run
  expect(during).toMatchObject({ state: 'retrying' });
  expect(during.attempts).toBeGreaterThanOrEqual(4);
  expect(during.attempts).toBeLessThanOrEqual(6);
  down = false;
  for (let i = 0; i < 12; i++) {
    await h.app.dispatcher.runOnce();
    h.clock.advance(10_000);
  }
  expect(delivered.filter((m) => m.recipient && /PIN/.test(m.body))).toHaveLength(1);
  expect(await stateOf(id)).toMatchObject({ state: 'sent' });
});

test('past the give-up horizon a message is failed for good (error log line); outbox retry sends it', async () => {
  const id = await pinSms();
  for (let i = 0; i < 10; i++) {
    await h.app.dispatcher.runOnce();
    h.clock.advance(10 * 60_000);
  }
  expect(await stateOf(id)).toMatchObject({ state: 'failed' });
  expect(h.logs.some((l) => l.includes('notification failed for good') && l.includes('"level":50'))).toBe(
    true,
  );
  const failed = (await h.admin('GET', '/outbox?failed=true')).json<{ id: number }[]>();
  expect(failed.map((m) => m.id)).toContain(id);
  down = false;
  await h.app.dispatcher.runOnce();
  expect(delivered).toHaveLength(0); // failed for good: not tried again by itself
  const retry = await h.admin('POST', '/outbox/retry', { id });
  expect(retry.json()).toEqual({ id, retried: true });
  await h.app.dispatcher.runOnce();
  expect(delivered).toHaveLength(1);
  const again = await h.admin('POST', '/outbox/retry', { id });
  expect([again.statusCode, again.json().code]).toEqual([409, 'not_permitted']);
  const unknown = await h.admin('POST', '/outbox/retry', { id: 999_999 });
  expect([unknown.statusCode, unknown.json().code]).toEqual([409, 'not_permitted']);
});
