// A card number put where none belongs is masked before it is logged or stored: in a request's
// path (the log's request line), in every field of a browser's failure report, and in the contact
// form's email field (stored masked; no acknowledgement goes to such an address).
import { harness, captchaFor, type Harness } from './helpers';

const PAN = '4532015112830366';
const MASKED = '•••• 0366';

let h: Harness;
beforeAll(async () => {
  h = await harness({ settings: { contactRateLimit: 100, telemetryRateLimit: 100 } });
});
afterAll(() => h.close());

const logged = () => h.logs.join('\n');
/** whether a text carries the card number, with or without spaces or dashes, on any one line */
const carries = (text: string) => text.split('\n').some((line) => line.replace(/[\s-]/g, '').includes(PAN));

test('a card number in a request path is masked in the log', async () => {
  const before = h.logs.length;
  await h.get(`/api/ind/v1/card/${PAN}`);
  await h.get(
    `/remotes/history/${PAN.slice(0, 4)}-${PAN.slice(4, 8)}-${PAN.slice(8, 12)}-${PAN.slice(12)}/x.js`,
  );
  const lines = h.logs.slice(before).join('\n');
  expect(lines).toContain('incoming request');
  expect(carries(lines)).toBe(false);
  expect(lines).toContain(MASKED);
});

test('a card number in any field of a browser failure report is masked in the log', async () => {
  const before = h.logs.length;
  const res = await h.post('/telemetry/client-failure', {
    kind: 'crash',
    remote: 'history',
    release: PAN,
    route: `/history/${PAN}`,
    correlationId: `page-${PAN}`,
  });
  expect(res.statusCode).toBe(204);
  const lines = h.logs.slice(before).join('\n');
  expect(lines).toContain('browser reported a failure');
  expect(carries(lines)).toBe(false);
  expect(lines).toContain(MASKED);
});

test("a card number typed into the contact form's email field is stored and emailed masked; no acknowledgement to it", async () => {
  const res = await h.post('/support/contact', {
    name: 'Avery Stone',
    email: `${PAN}@example.com`,
    cardNumber: '',
    inquiryType: 'Card Use',
    message: 'hello',
    captchaResponse: captchaFor('ind_contact_form'),
  });
  expect(res.statusCode).toBe(200);
  const [row] = await h.rows<{ id: number; name: string; email: string }>(
    'select id, name, email from support_requests order by id desc limit 1',
  );
  expect(row).toMatchObject({ name: 'Avery Stone', email: `${MASKED}@example.com` });
  const mails = await h.rows<{ recipient: string; body: string }>(
    "select recipient, body from outbox where channel = 'email' order by id desc limit 2",
  );
  // the request to the support address only: no acknowledgement to an address holding a card number
  expect(mails[0]!.recipient).not.toContain('0366');
  expect(mails[0]!.body).toContain(`Email: ${MASKED}@example.com`);
  expect(carries(mails.map((m) => `${m.recipient} ${m.body}`).join('\n'))).toBe(false);
  const shown = await h.admin('POST', '/support/show', { id: row!.id });
  expect(carries(shown.body)).toBe(false);
  expect(carries(logged())).toBe(false);
});

test('a plain contact email is kept and acknowledged', async () => {
  const res = await h.post('/support/contact', {
    name: 'Avery Stone',
    email: 'avery@example.com',
    cardNumber: '',
    inquiryType: 'Card Use',
    message: 'hello',
    captchaResponse: captchaFor('ind_contact_form'),
  });
  expect(res.statusCode).toBe(200);
  const [ack] = await h.rows<{ recipient: string }>(
    "select recipient from outbox where channel = 'email' order by id desc limit 1",
  );
  expect(ack!.recipient).toBe('avery@example.com');
});
