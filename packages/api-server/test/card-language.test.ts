// The card's language: migration 18 gives every card one (English unless its holder chose
// Spanish), the session's card saves the holder's choice (POST /card/language, its refusals), and
// the mail and SMS a holder who chose Spanish gets are in Spanish: the PIN SMS, the virtual-card
// link email, the dispute mail, the replacement notice; the contact reply and the CSV's header row
// follow the page's language.
//
// One piece: one store and server for the whole path of the choice, from the column to each message.
import { randomBytes } from 'node:crypto';
import { migrate, openPg, openPglite, type Db } from '../src/db';
import {
  API,
  NativePGlite,
  PG_URL,
  captchaFor,
  daysAgo,
  harness,
  postTxn,
  us,
  type Harness,
} from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(() => h.close());

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

const saveLanguage = (language: unknown, token?: string) => h.post('/card/language', { language }, token);

/** A card's row by its image id (unique; the issue answer carries no row id). */
const rowOf = async (card: { cardImageId: string }) =>
  (
    await h.rows<{ id: number; language: string }>(
      'select id, language from cards where card_image_id = $1',
      [card.cardImageId],
    )
  )[0]!;
const languageOf = async (card: { cardImageId: string }) => (await rowOf(card)).language;

/** A registered, activated card whose holder chose Spanish, and its session. */
async function spanishCard(options: Record<string, unknown> = {}) {
  const card = await h.issue({ status: 'activated', registered: true, ...options });
  const token = await h.login(card);
  expect((await saveLanguage('es', token)).statusCode).toBe(204);
  return { card, token };
}

describe('migration 18: the card language', () => {
  test('cards stored before it write in English; only en and es are kept', async () => {
    const { db, dispose } = await rawDb();
    try {
      await migrate(db, 17);
      await db.exec(`insert into cards (pan_enc, pan_fp, bin, last4, expiry, status, card_image_id)
        values ('enc', 'fp-old', '411111', '0001', '12/30', 'ACTIVATED', 'img-old')`);
      expect(await migrate(db)).toContain(18);
      expect(await db.query('select language from cards')).toEqual([{ language: 'en' }]);
      await db.query("update cards set language = 'es'");
      expect(await db.query('select language from cards')).toEqual([{ language: 'es' }]);
      await expect(db.query("update cards set language = 'fr'")).rejects.toThrow(/check/i);
    } finally {
      await dispose();
    }
  });
});

describe('POST /card/language', () => {
  test("saves the session's card's language (204), audited, and card info tells it", async () => {
    const other = await h.issue({ status: 'activated', registered: true });
    const { card, token } = await spanishCard();
    expect(await languageOf(card)).toBe('es');
    expect(await languageOf(other)).toBe('en');
    expect((await h.get('/card/info', token)).json().language).toBe('es');
    const audit = await h.rows<{ outcome: string; detail: unknown }>(
      "select outcome, detail from audit_log where action = 'card_language' and card_id = $1",
      [(await rowOf(card)).id],
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]!.outcome).toBe('success');
    expect(JSON.stringify(audit[0]!.detail)).toContain('es');
    // back to English
    expect((await saveLanguage('en', token)).statusCode).toBe(204);
    expect(await languageOf(card)).toBe('en');
  });

  test('the language the card has already changes nothing and leaves no audit row', async () => {
    const card = await h.issue({ status: 'activated', registered: true });
    const res = await saveLanguage('en', await h.login(card));
    expect(res.statusCode).toBe(204);
    expect(
      await h.rows("select 1 from audit_log where action = 'card_language' and card_id = $1", [
        (await rowOf(card)).id,
      ]),
    ).toEqual([]);
  });

  test('without a session or with a bad token: refused', async () => {
    const res = await saveLanguage('es');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('session_ended');
    const bad = await saveLanguage('es', 'not-a-token');
    expect([401, 403]).toContain(bad.statusCode);
  });

  test.each([['fr'], ['en-XA'], ['ES'], [''], [null], [1]])(
    'a language that is not en or es (%p): 400 invalid_request, nothing saved',
    async (language) => {
      const card = await h.issue({ status: 'activated', registered: true });
      const res = await saveLanguage(language, await h.login(card));
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('invalid_request');
      expect(await languageOf(card)).toBe('en');
    },
  );
});

describe('a holder who chose Spanish gets their mail and SMS in Spanish', () => {
  test('the PIN SMS', async () => {
    const { token } = await spanishCard();
    expect((await h.post('/card/pin/reset', undefined, token)).statusCode).toBe(200);
    const [sms] = await h.rows<{ body: string; body_enc: string }>(
      "select body, body_enc from outbox where channel = 'sms' order by id desc limit 1",
    );
    expect(h.app.ctx.sealer.open(sms!.body_enc)).toMatch(
      /: su nuevo PIN es \d{4}\. No lo comparta con nadie\.$/,
    );
    expect(sms!.body).toMatch(/: se envió un nuevo PIN al ···\d{4}$/);
  });

  test('the PIN SMS of a holder who did not choose is in English', async () => {
    const card = await h.issue({ status: 'activated', registered: true });
    await h.post('/card/pin/reset', undefined, await h.login(card));
    const [sms] = await h.rows<{ body_enc: string }>(
      "select body_enc from outbox where channel = 'sms' order by id desc limit 1",
    );
    expect(h.app.ctx.sealer.open(sms!.body_enc)).toMatch(/your new PIN is \d{4}\./);
  });

  test('the virtual-card link email', async () => {
    const email = 'es.link@example.com';
    const card = await h.issue({ virtual: true, status: 'activated', email });
    expect((await saveLanguage('es', await h.login(card))).statusCode).toBe(204);
    const accountId = new URL(card.registrationPath!, 'http://x').pathname.split('/')[3]!;
    const res = await h.post('/card/email/resend', { accountId, captchaResponse: captchaFor('card_resend') });
    expect(res.statusCode).toBe(200);
    const [mail] = await h.rows<{ recipient: string; subject: string; body: string; body_enc: string }>(
      "select recipient, subject, body, body_enc from outbox where channel = 'email' order by id desc limit 1",
    );
    expect(mail).toMatchObject({ recipient: email, subject: expect.stringMatching(/^Su tarjeta virtual /) });
    expect(mail!.body).toMatch(/^Se envió el enlace de su tarjeta virtual .* \(vence el \d+ de \w+ de \d{4}/);
    const body = h.app.ctx.sealer.open(mail!.body_enc)!;
    expect(body).toContain('está lista.');
    expect(body).toMatch(/Abra este enlace para registrarla y ver su tarjeta: http\S+\/registration\//);
    expect(body).toMatch(/El enlace vence el \d+ de \w+ de \d{4}/);
    expect(body).not.toMatch(/Your|expires/);
  });

  test('the dispute mail', async () => {
    const email = 'es.dispute@example.com';
    const { card, token } = await spanishCard({ amount: 100, email });
    const txnId = await postTxn(h, card, {
      merchant: 'Mercado',
      amount: -42.5,
      type: 'purchase',
      date: daysAgo(h.clock.now, 2),
    });
    const res = await h.post(
      '/card/disputes',
      { txnId, reason: 'charged_twice', description: 'Dos veces', contact: email },
      token,
    );
    expect(res.statusCode).toBe(200);
    const { reference } = res.json<{ reference: string }>();
    const [mail] = await h.rows<{ recipient: string; subject: string; body: string }>(
      'select recipient, subject, body from outbox where subject like $1',
      [`%${reference}%`],
    );
    expect(mail!.recipient).toBe(email);
    expect(mail!.subject).toMatch(new RegExp(`: recibimos su disputa \\(${reference}\\)$`));
    expect(mail!.body).toContain('Estimado titular de la tarjeta:');
    expect(mail!.body).toContain(
      `Recibimos su reporte sobre el cargo de $42.50 en Mercado del ${us(daysAgo(h.clock.now, 2))}: "Me cobraron más de una vez".`,
    );
    expect(mail!.body).toContain(`El número de referencia de su caso es ${reference}.`);
    expect(mail!.body).toMatch(/Servicio al cliente de .+$/);
    expect(mail!.body).not.toMatch(/Dear|We received/);
  });
});

describe('the other messages of a holder who chose Spanish', () => {
  test('the replacement notice, and the new card keeps the language', async () => {
    const email = 'es.replace@example.com';
    const { token } = await spanishCard({ amount: 40, email });
    const res = await h.post(
      '/card/replacement',
      { reason: 'stolen', idempotencyKey: randomBytes(12).toString('hex') },
      token,
    );
    expect(res.statusCode).toBe(200);
    const [mail] = await h.rows<{ subject: string; body: string }>(
      "select subject, body from outbox where recipient = $1 and channel = 'email' order by id desc limit 1",
      [email],
    );
    expect(mail!.subject).toMatch(/: su tarjeta de reemplazo$/);
    expect(mail!.body).toMatch(
      /^Su tarjeta que termina en \d{4} se reportó como robada, así que la cerramos\. /,
    );
    expect(mail!.body).toContain('Su nuevo saldo es $');
    expect(mail!.body).toMatch(/¿No fue usted\? Llame al .+\.$/);
    const [fresh] = await h.rows<{ language: string }>(
      'select c.language from card_replacements r join cards c on c.id = r.replacement_card_id order by r.id desc limit 1',
    );
    expect(fresh!.language).toBe('es');
  });

  test('the contact acknowledgement follows the page’s language (no card is known)', async () => {
    const send = (email: string, headers: Record<string, string>) =>
      h.app.inject({
        method: 'POST',
        url: `${API}/support/contact`,
        headers,
        payload: {
          name: 'Ana Ruiz',
          email,
          cardNumber: '',
          inquiryType: 'Card Balance',
          message: 'Mi saldo',
          captchaResponse: captchaFor('ind_contact_form'),
        },
      });
    expect((await send('es.contact@example.com', { 'accept-language': 'es-MX' })).statusCode).toBe(200);
    expect((await send('cookie.contact@example.com', { cookie: 'portal_lang=es' })).statusCode).toBe(200);
    expect(
      (await send('en.contact@example.com', { cookie: 'portal_lang=en', 'accept-language': 'es' }))
        .statusCode,
    ).toBe(200);
    const ack = async (email: string) =>
      (
        await h.rows<{ subject: string; body: string }>(
          'select subject, body from outbox where recipient = $1',
          [email],
        )
      )[0]!;
    for (const email of ['es.contact@example.com', 'cookie.contact@example.com']) {
      const mail = await ack(email);
      expect(mail.subject).toMatch(/: recibimos su solicitud$/);
      expect(mail.body).toMatch(
        /^Estimado\/a Ana Ruiz:\n\nRecibimos su solicitud C-\w{6} sobre "Saldo de la tarjeta"/,
      );
    }
    expect((await ack('en.contact@example.com')).body).toMatch(/^Dear Ana Ruiz,/);
    // the programme's own copy stays in English, whoever wrote
    const [staff] = await h.rows<{ subject: string }>(
      "select subject from outbox where subject like 'Contact request #%' order by id desc limit 1",
    );
    expect(staff!.subject).toMatch(/: Card Balance$/);
  });
});

describe('the CSV header row follows Accept-Language', () => {
  const download = async (acceptLanguage?: string) => {
    const card = await h.issue({ status: 'activated', amount: 0 });
    const token = await h.login(card);
    await postTxn(h, card, { merchant: 'Tienda', amount: -3, date: daysAgo(h.clock.now, 1) });
    const res = await h.app.inject({
      method: 'POST',
      url: `${API}/card/txn/history/download`,
      headers: {
        authorization: `Bearer ${token}`,
        ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
      },
      payload: { startDate: us(daysAgo(h.clock.now, 10)), endDate: us(h.clock.now) },
    });
    expect(res.statusCode).toBe(200);
    return res.body.trim().split('\r\n');
  };

  test('Spanish names with Accept-Language: es; the cells stay as they are', async () => {
    const lines = await download('es-US,es;q=0.9,en;q=0.8');
    expect(lines[0]).toBe('Fecha,Tipo,Comercio,Monto');
    expect(lines[1]).toBe(`"${us(daysAgo(h.clock.now, 1))}","Purchase","Tienda","-3.00"`);
  });

  test('the spec names otherwise', async () => {
    expect((await download('en-US'))[0]).toBe('Date,Type,Merchant,Amount');
    expect((await download())[0]).toBe('Date,Type,Merchant,Amount');
  });
});
