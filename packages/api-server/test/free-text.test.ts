// Free text is cleaned before it is kept: card numbers and security codes typed into a contact
// message, a close note or an operator's reason are masked (contracts maskCardData) in the stored
// row, the email to the support address, the operator's answers, the audit log and the log.
// Closed contact requests are purged after RETENTION_SUPPORT_DAYS.
import { harness, captchaFor, type Harness } from './helpers';

const PAN = '4532015112830366';
const TYPED = `my card 4532 0151 1283 0366 exp 11/34 CVV 193, or 4532-0151-1283-0366 cvv: 193`;
const MASKED = 'my card •••• 0366 exp 11/34 CVV •••, or •••• 0366 cvv: •••';

let h: Harness;
beforeAll(async () => {
  h = await harness({ settings: { contactRateLimit: 100 } });
});
afterAll(() => h.close());

/** No card number (however written) and no security code of the typed text is in `text`. */
function expectClean(text: string) {
  expect(text.replace(/(?<=\d)[ -](?=\d)/g, '')).not.toContain(PAN);
  expect(text).not.toMatch(/cvv:? 193/i);
}

async function contact(message: string) {
  const res = await h.post('/support/contact', {
    name: 'Avery Stone',
    email: 'avery@example.com',
    cardNumber: '',
    inquiryType: 'Card Use',
    message,
    captchaResponse: captchaFor('ind_contact_form'),
  });
  expect(res.statusCode).toBe(200);
  const [row] = await h.rows<{ id: number; message: string }>(
    'select id, message from support_requests order by id desc limit 1',
  );
  return row!;
}

describe('a contact message with card data', () => {
  test('is stored, emailed to the support address, listed and shown with the number and CVV masked; no log line has them; other text is kept', async () => {
    const row = await contact(TYPED);
    expect(row.message).toBe(MASKED);
    await h.app.dispatcher.runOnce();
    const [email] = await h.rows<{ body: string }>(
      'select body from outbox where recipient = $1 and subject like $2',
      [h.app.ctx.settings.supportEmail, `Contact request #${row.id}:%`],
    );
    expect(email!.body).toContain(MASKED);
    const list = await h.admin('POST', '/support/list', { open: true });
    const shown = await h.admin('POST', '/support/show', { id: row.id });
    expect(list.json<{ id: number; message: string }[]>().find((r) => r.id === row.id)?.message).toBe(MASKED);
    expect(shown.json<{ message: string }>().message).toBe(MASKED);
    const outbox = await h.admin('GET', '/outbox');
    for (const text of [list.body, shown.body, outbox.body, h.logs.join('\n')]) expectClean(text);
    // what is not card data is kept as written: dates, times, amounts, phone numbers
    const plain = 'Declined on 11/24/2026 at 14:05 for $1,234.56; call me on +1 555 010 0199 or 555-010-0199';
    expect((await contact(plain)).message).toBe(plain);
  });

  test('a row stored with card data in clear (by a server without the mask) leaves the server masked', async () => {
    const row = await contact('placeholder');
    await h.rows('update support_requests set message = $2, close_note = $2 where id = $1', [row.id, TYPED]);
    const shown = await h.admin('POST', '/support/show', { id: row.id });
    expect(shown.json()).toMatchObject({ message: MASKED, closed: null });
    const listed = await h.admin('POST', '/support/list', {});
    expectClean(listed.body);
  });
});

describe('a close note and an operator reason with card data', () => {
  test('support close: the note is stored, answered and audited masked', async () => {
    const row = await contact('please call me');
    const closed = await h.admin('POST', '/support/close', { id: row.id, note: `refunded ${TYPED}` });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().closed).toMatchObject({ note: `refunded ${MASKED}` });
    const [stored] = await h.rows<{ close_note: string }>(
      'select close_note from support_requests where id = $1',
      [row.id],
    );
    expect(stored!.close_note).toBe(`refunded ${MASKED}`);
    const [audit] = await h.rows<{ detail: string }>(
      "select detail from audit_log where action = 'admin_support_close' order by id desc limit 1",
    );
    expect(JSON.parse(audit!.detail)).toMatchObject({ request: row.id, note: `refunded ${MASKED}` });
  });

  test('every operator reason is audited masked (the audit plugin cleans every text of the detail)', async () => {
    const card = await h.issue({ status: 'activated' });
    const res = await h.admin('POST', '/sessions/revoke', {
      card: card.cardNumber,
      reason: `caller read ${TYPED}`,
    });
    expect(res.statusCode).toBe(200);
    const rows = await h.rows<{ detail: string }>(
      "select detail from audit_log where action = 'admin_session_revoke' order by id desc limit 1",
    );
    expect(JSON.parse(rows[0]!.detail)).toMatchObject({ reason: `caller read ${MASKED}` });
    const all = await h.rows<{ detail: string | null }>('select detail from audit_log');
    expectClean(JSON.stringify(all));
  });
});

describe('retention of contact requests', () => {
  test('a closed request older than RETENTION_SUPPORT_DAYS is gone after the purge; a newer one and an open one stay', async () => {
    const days = h.app.ctx.settings.retention.supportDays;
    const ago = (d: number) => new Date(h.clock.now.getTime() - d * 86_400_000).toISOString();
    const ids: Record<string, number> = {};
    for (const name of ['old', 'recent', 'open']) ids[name] = (await contact(`retention ${name}`)).id;
    await h.rows('update support_requests set created_at = $2, closed_at = $3 where id = $1', [
      ids.old!,
      ago(days + 30),
      ago(days + 1),
    ]);
    await h.rows('update support_requests set created_at = $2, closed_at = $3 where id = $1', [
      ids.recent!,
      ago(days + 30),
      ago(days - 1),
    ]);
    await h.rows('update support_requests set created_at = $2 where id = $1', [ids.open!, ago(days * 3)]);
    const res = await h.admin('POST', '/purge', {});
    expect(res.statusCode).toBe(200);
    expect(res.json().removed).toMatchObject({ supportRequests: 1 });
    const left = await h.rows<{ id: number }>('select id from support_requests where id = any($1::int[])', [
      `{${Object.values(ids).join(',')}}`,
    ]);
    expect(left.map((r) => r.id).sort((a, b) => a - b)).toEqual([ids.recent, ids.open]);
  });
});
