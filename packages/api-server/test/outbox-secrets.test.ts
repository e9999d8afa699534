// PINs and links in the outbox: sealed at rest, never logged, dropped once a real transport
// delivered them; readable by the operator only in development, with the console transport.
import { randomBytes } from 'node:crypto';
import { harness, type Harness } from './helpers';
import { createSealer } from '../src/crypto/sealed';
import type { OutboxMessage } from '../src/notify/message';
import type { DeliveryAdapter } from '../src/notify/outbox';

async function resetPin(h: Harness): Promise<void> {
  const card = await h.issue({ status: 'activated', registered: true });
  const token = await h.login(card);
  expect((await h.post('/card/pin/reset', {}, token)).statusCode).toBe(200);
}

interface Row {
  body: string;
  body_enc: string | null;
  sent: boolean;
}
const lastSms = async (h: Harness) =>
  (
    await h.rows<Row>(
      "select body, body_enc, sent_at is not null as sent from outbox where channel = 'sms' order by id desc limit 1",
    )
  )[0]!;

describe('the PIN SMS with the console transport (no SMS gateway configured)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness();
  });
  afterAll(() => h.close());

  test('the stored body is redacted, the PIN is sealed, and no log line carries it after delivery', async () => {
    await resetPin(h);
    const row = await lastSms(h);
    expect(row.body).toBe('Prime Rewards Visa Prepaid Card: a new PIN was sent to ···0143');
    expect(row.body).not.toContain('PIN is');
    expect(row.body_enc).toMatch(/^s1\.[0-9a-f]{8}\./);
    const pin = h.app.ctx.sealer.open(row.body_enc!)!.match(/PIN is (\d{4})/)![1]!;
    expect(row.body_enc).not.toContain(pin);
    await h.app.dispatcher.runOnce();
    const after = await lastSms(h);
    expect(after.sent).toBe(true);
    // the console delivers nowhere: the secret stays sealed for the operator
    expect(after.body_enc).toBe(row.body_enc);
    const log = h.logs.join('\n');
    expect(log).toContain('a new PIN was sent to ···0143');
    expect(log).not.toContain(`PIN is ${pin}`);
  });

  test('in development, outbox list reveals the sealed PIN (local testing) and flags it secret', async () => {
    await resetPin(h);
    const list = (await h.admin('GET', '/outbox')).json<{ body: string; secret?: boolean }[]>();
    expect(list.at(-1)).toMatchObject({ body: expect.stringMatching(/your new PIN is \d{4}/), secret: true });
  });
});

describe('in production', () => {
  test('outbox list never shows a PIN, and the console log has no body at all', async () => {
    const h = await harness({ settings: { production: true, testData: true } });
    try {
      await resetPin(h);
      await h.app.dispatcher.runOnce();
      const list = (await h.admin('GET', '/outbox')).json<{ body: string; channel: string }[]>();
      const sms = list.filter((m) => m.channel === 'sms');
      expect(sms.at(-1)!.body).toMatch(/a new PIN was sent to ···\d{4}$/);
      expect(JSON.stringify(list)).not.toMatch(/PIN is \d{4}/);
      expect(h.logs.join('\n')).not.toMatch(/PIN is \d{4}|a new PIN was sent/);
    } finally {
      await h.close();
    }
  });
});

describe('with a real transport (SMS webhook)', () => {
  test('the gateway gets the PIN; afterwards only the redacted body is kept', async () => {
    const delivered: OutboxMessage[] = [];
    const gateway: DeliveryAdapter = {
      name: 'sms-webhook',
      deliver: (m) => {
        delivered.push(m);
        return Promise.resolve();
      },
    };
    const h = await harness({ adapters: { sms: gateway } });
    try {
      await resetPin(h);
      await h.app.dispatcher.runOnce();
      expect(delivered).toHaveLength(1);
      expect(delivered[0]!.body).toMatch(/your new PIN is \d{4}\. Never share it with anyone\.$/);
      const row = await lastSms(h);
      expect(row).toEqual({
        body: expect.stringContaining('a new PIN was sent to ···'),
        body_enc: null,
        sent: true,
      });
      const list = (await h.admin('GET', '/outbox')).json<{ body: string; secret?: boolean }[]>();
      expect(list.at(-1)!.body).toContain('a new PIN was sent to ···');
      expect(list.at(-1)!.secret).toBeUndefined();
    } finally {
      await h.close();
    }
  });

  test('a sealed body the keys cannot open is not delivered (the failure is recorded)', async () => {
    const delivered: OutboxMessage[] = [];
    const gateway: DeliveryAdapter = { name: 'sms-webhook', deliver: async (m) => void delivered.push(m) };
    const h = await harness({ adapters: { sms: gateway } });
    try {
      const foreign = createSealer('outbox', randomBytes(32)).seal('PIN 0000');
      await h.rows(
        "insert into outbox (channel, recipient, body, body_enc) values ('sms', '2125550100', 'x', $1)",
        [foreign],
      );
      await h.app.dispatcher.runOnce();
      expect(delivered).toHaveLength(0);
      const rows = await h.rows<{ last_error: string }>(
        'select last_error from outbox order by id desc limit 1',
      );
      expect(rows[0]!.last_error).toMatch(/cannot be opened/);
    } finally {
      await h.close();
    }
  });
});

describe('the sealer', () => {
  test('opens its own blobs and previous keys, refuses another purpose, another key or a tampered blob', () => {
    const old = randomBytes(32);
    const current = randomBytes(32);
    const before = createSealer('outbox', old).seal('your new PIN is 1234');
    const rotated = createSealer('outbox', current, [old]);
    expect(rotated.open(before)).toBe('your new PIN is 1234');
    expect(rotated.open(rotated.seal('x'))).toBe('x');
    expect(createSealer('other', current, [old]).open(before)).toBeNull();
    expect(createSealer('outbox', current).open(before)).toBeNull();
    const parts = before.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(rotated.open(parts.join('.'))).toBeNull();
  });
});
