// A whole journey (register, login, PIN reset, virtual card, CSV, contact), then a scan of every
// table of the database and of every captured log line: no full card number, no CVV beside its
// card, no PIN.
import { decodeBase64Param } from '@portal/contracts';
import { captchaFor, daysAgo, harness, holder, us, type Harness } from './helpers';
import type { OutboxMessage } from '../src/notify/message';
import type { DeliveryAdapter } from '../src/notify/outbox';

const delivered: OutboxMessage[] = [];
const capture = (name: string): DeliveryAdapter =>
  ({
    name,
    real: true,
    deliver(message: OutboxMessage) {
      delivered.push(message);
      return Promise.resolve();
    },
  }) as DeliveryAdapter;

let h: Harness;
beforeAll(async () => {
  h = await harness({ adapters: { email: capture('smtp'), sms: capture('sms-webhook') } });
});
afterAll(() => h.close());

/** Every row of every table of the store, as text. */
async function dump(): Promise<string> {
  const tables = await h.rows<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'",
  );
  expect(tables.map((t) => t.name)).toEqual(
    expect.arrayContaining(['cards', 'outbox', 'audit_log', 'sessions']),
  );
  const parts: string[] = [];
  for (const { name } of tables) {
    const rows = await h.rows(`select * from "${name}"`);
    parts.push(`${name}: ${JSON.stringify(rows)}`);
  }
  return parts.join('\n');
}

/** Places in `text` where `secret` stands alone (not inside a longer number) within `span` characters of `anchor`. */
function beside(text: string, anchor: string, secret: string, span = 64): string[] {
  // timestamps and client addresses carry digits that are no secret: a CVV of 127 or 793 would
  // otherwise be 'found' in 127.0.0.1 or in …T17:01:09.793Z beside a masked card (a chance failure)
  const scanned = text
    .replace(/\d{4}-\d\d-\d\d[T ][\d:.]+(Z|[+-]\d\d(:?\d\d)?)?/g, ' ')
    .replace(/\b\d{1,3}(\.\d{1,3}){3}\b/g, ' ');
  const found: string[] = [];
  let at = scanned.indexOf(anchor);
  while (at !== -1) {
    const window = scanned.slice(Math.max(0, at - span), at + anchor.length + span);
    if (new RegExp(`(^|\\D)${secret}(\\D|$)`).test(window.replace(anchor, ' '))) found.push(window);
    at = scanned.indexOf(anchor, at + 1);
  }
  return found;
}

test('after a whole journey, neither the database nor the log holds a full card number, a CVV beside its card, or a PIN', async () => {
  // physical card: register, log in, reset the PIN, read and export the history
  const physical = await h.issue({ status: 'activated', amount: 50 });
  expect(
    (
      await h.post('/card/register', {
        cardNum: physical.cardNumber,
        cvv: physical.cvv,
        captchaResponse: captchaFor('ind_card_registration'),
        ...holder,
      })
    ).statusCode,
  ).toBe(200);
  // a wrong CVV and a text/plain body carrying the number: refused, and not kept anywhere
  const wrongCvv = String((Number(physical.cvv) + 1) % 1000).padStart(3, '0');
  await h.post('/auth/card', {
    cardNumber: physical.cardNumber,
    cardCvv: wrongCvv,
    captchaResponse: captchaFor('ind_login'),
  });
  await h.app.inject({
    method: 'POST',
    url: '/api/ind/v1/card/register',
    headers: { 'content-type': 'text/plain' },
    payload: `cardNum=${physical.cardNumber}&cvv=${physical.cvv}`,
  });
  const token = await h.login(physical);
  expect((await h.post('/card/pin/reset', {}, token)).statusCode).toBe(200);
  const range = { startDate: us(daysAgo(h.clock.now, 30)), endDate: us(h.clock.now) };
  expect((await h.post('/card/txn/history', { ...range, page: 1, txnPerPage: 50 }, token)).statusCode).toBe(
    200,
  );
  expect((await h.post('/card/txn/history/download', range, token)).statusCode).toBe(200);

  // virtual card: register through the link, sign, see the image
  const virtual = await h.issue({ virtual: true, status: 'activated', email: 'scan@example.com' });
  const url = new URL(virtual.registrationPath!, 'http://x');
  const [, , , accountId, image] = url.pathname.split('/');
  await h.app.inject({ method: 'GET', url: virtual.registrationPath! });
  expect(
    (
      await h.post('/card/registerVirtualCard', {
        accountId,
        captchaResponse: captchaFor('ind_card_registration'),
        linkClickParams: Object.fromEntries(url.searchParams),
        ...holder,
        email: 'scan@example.com',
      })
    ).statusCode,
  ).toBe(200);
  expect((await h.post('/card/vv/agreement/sign', { accountId, email: null })).statusCode).toBe(200);
  const imageToken = (await h.post('/card/vv/getToken', { accountId })).json<{ token: string }>().token;
  const svg = await h.get(`/api/ind/v1/card/vv/image/${decodeBase64Param(image!)}?token=${imageToken}`);
  expect(svg.statusCode).toBe(200);
  expect(svg.body).toContain(virtual.cardNumber.slice(-4));

  // the contact form with a card number
  expect(
    (
      await h.post('/support/contact', {
        name: 'Avery Stone',
        email: 'avery.stone@example.com',
        cardNumber: physical.cardNumber,
        inquiryType: 'Card Use',
        message: 'Where is my card?',
        captchaResponse: captchaFor('ind_contact_form'),
      })
    ).statusCode,
  ).toBe(200);

  // deliver the notifications (the PIN reaches the phone and only the phone)
  await h.app.dispatcher.runOnce();
  const sms = delivered.find((m) => m.channel === 'sms' && /PIN/.test(m.body));
  const pin = sms?.body.match(/\b(\d{4})\b/)?.[1];
  expect(pin).toMatch(/^\d{4}$/);

  const store = await dump();
  const log = h.logs.join('\n');
  for (const [where, text] of [
    ['database', store],
    ['log', log],
  ] as const) {
    for (const card of [physical, virtual]) {
      expect({ where, pan: text.includes(card.cardNumber) }).toEqual({ where, pan: false });
      expect({ where, cvv: beside(text, card.cardNumber.slice(-4), card.cvv) }).toEqual({ where, cvv: [] });
    }
    expect({ where, pin: beside(text, 'PIN', pin!) }).toEqual({ where, pin: [] });
    expect({ where, sms: text.includes(sms!.body) }).toEqual({ where, sms: false });
  }
});
