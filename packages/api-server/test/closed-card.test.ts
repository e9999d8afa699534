// Closed means closed: a virtual card reported lost or stolen never yields its number, its CVV or
// a fresh link again, by any path (its emailed link, a resend from its retired link, a partner's
// embed); the partner's embed follows the card to its replacement; an embed session whose member
// has not typed the code can do nothing but ask for the code. Each refusal with its status and
// code, and what it left unwritten (links, outbox). Runs on PGlite, and on PostgreSQL with
// TEST_DATABASE_URL.
import { randomBytes } from 'node:crypto';
import { API, captchaFor, type Harness } from './helpers';
import { verifyAs } from './embed-code';
import { embedToken, exchange, image, partnerAndCard, partnerHarness, refusal } from './partner-kit';

let h: Harness;
beforeAll(async () => {
  h = await partnerHarness();
});
afterAll(() => h.close());

const EMAIL = 'member@example.com';
const key = () => randomBytes(12).toString('hex');

const post = (path: string, body: object) =>
  h.app.inject({ method: 'POST', url: `${API}${path}`, payload: body as Record<string, unknown> });
const resend = (accountId: string) =>
  post('/card/email/resend', { accountId, captchaResponse: captchaFor('card_resend') });

const count = async (sql: string, params: (string | number)[] = []) =>
  (await h.rows<{ n: number }>(`select count(*)::int as n from (${sql}) x`, params))[0]!.n;

const cardRow = async (cardNumber: string) =>
  (
    await h.rows<{
      id: number;
      card_image_id: string;
      partner_id: string | null;
      external_ref: string | null;
    }>(
      'select id::float8 as id, card_image_id, partner_id, external_ref from cards where last4 = $1 and bin = $2',
      [cardNumber.slice(-4), cardNumber.slice(0, 6)],
    )
  )[0]!;

/** The account id of an emailed link path (/…/<accountId>/<image>?…). */
const accountOf = (path: string) => new URL(path, 'http://x').pathname.split('/')[3]!;

/** The replacement of a closed card, as the card plant prints it (number and CVV). */
async function replacementOf(card: { cardNumber: string }) {
  const res = await h.admin('POST', '/cards/replacement', { card: card.cardNumber });
  expect(res.statusCode).toBe(200);
  return res.json<{ cardNumber: string; cvv: string }>();
}

/** A partner's registered virtual card, reported by its holder; what the partner and the card were. */
async function reported(reason: 'lost' | 'stolen') {
  const setup = await partnerAndCard(h, { email: EMAIL, registered: true, status: 'activated' });
  const old = await cardRow(setup.card.cardNumber);
  const token = await h.login(setup.card);
  const res = await h.post('/card/replacement', { reason, idempotencyKey: key() }, token);
  expect(res.statusCode).toBe(200);
  return { ...setup, old };
}

/** Everything that shows or sends the card, for the member's embed session `accountId` (its code typed). */
async function showCard(accountId: string, cardImageId: string) {
  expect((await post('/card/vv/agreement/sign', { accountId, email: null })).statusCode).toBe(200);
  const mint = async () => (await post('/card/vv/getToken', { accountId })).json<{ token: string }>().token;
  const details = await post('/card/vv/details', { cardImageId, token: await mint() });
  const svg = await image(h, cardImageId, await mint());
  return { details, svg };
}

describe("a card reported lost or stolen: its emailed link's paths", () => {
  test('a resend from its retired link: 409 card_closed, no link made, nothing mailed', async () => {
    const { card, old } = await reported('lost');
    const accountId = accountOf(card.registrationPath!);
    const links = await count('select 1 from virtual_links where card_id = $1', [old.id]);
    const mails = await count('select 1 from outbox');
    const res = await resend(accountId);
    expect(refusal(res)).toEqual([409, 'card_closed']);
    expect(await count('select 1 from virtual_links where card_id = $1', [old.id])).toBe(links);
    expect(await count('select 1 from outbox')).toBe(mails);
    const audit = await h.rows<{ outcome: string }>(
      "select outcome from audit_log where action = 'email_resend' and card_id = $1",
      [old.id],
    );
    expect(audit).toEqual([{ outcome: 'closed' }]);
  });

  test('its link, were it left live: the image token is 409 card_closed', async () => {
    const { card, old } = await reported('stolen');
    const accountId = accountOf(card.registrationPath!);
    expect(refusal(await post('/card/vv/getToken', { accountId }))).toEqual([410, 'link_expired']);
    // a link that escaped the report's retirement still opens nothing of a closed card
    await h.rows('update virtual_links set retired_at = null where account_id = $1', [accountId]);
    expect((await post('/card/vv/agreement/sign', { accountId, email: null })).statusCode).toBe(200);
    const res = await post('/card/vv/getToken', { accountId });
    expect(refusal(res)).toEqual([409, 'card_closed']);
    expect(res.body).not.toContain(card.cardNumber);
    const audit = await h.rows<{ outcome: string }>(
      "select outcome from audit_log where action = 'card_image_token' and card_id = $1",
      [old.id],
    );
    expect(audit.map((a) => a.outcome)).toContain('closed');
  });
});

describe("the partner's embed after a report", () => {
  test("follows to the replacement: the partner's reference opens the new card, never the closed one", async () => {
    const { card, partner, old } = await reported('stolen');
    const fresh = await replacementOf(card);
    const next = await cardRow(fresh.cardNumber);
    // the partner link moved: the replacement carries the partner and its reference
    expect(next).toMatchObject({ partner_id: partner.partnerId, external_ref: old.external_ref });
    expect((await cardRow(card.cardNumber)).external_ref).toBeNull();

    const exchanged = await exchange(h, await embedToken(h, partner, old.external_ref!));
    expect(exchanged.statusCode).toBe(200);
    const session = exchanged.json<{ accountId: string; cardImageId: string }>();
    expect(session.cardImageId).toBe(next.card_image_id);
    await verifyAs(h, session.accountId, EMAIL);
    const { details, svg } = await showCard(session.accountId, session.cardImageId);
    expect(details.json<{ cardNumber: string }>().cardNumber).toBe(fresh.cardNumber);
    for (const res of [exchanged, details, svg]) expect(res.body).not.toContain(card.cardNumber);
  });

  test('an embed token minted before the report, exchanged after: 409 card_closed, no code sent', async () => {
    const setup = await partnerAndCard(h, { email: EMAIL, registered: true, status: 'activated' });
    const minted = await setup.token();
    const token = await h.login(setup.card);
    expect(
      (await h.post('/card/replacement', { reason: 'lost', idempotencyKey: key() }, token)).statusCode,
    ).toBe(200);
    const mails = await count('select 1 from outbox');
    const res = await exchange(h, minted);
    expect(refusal(res)).toEqual([409, 'card_closed']);
    expect(await count('select 1 from outbox')).toBe(mails);
    const old = await cardRow(setup.card.cardNumber);
    expect(
      await count('select 1 from virtual_links where card_id = $1 and partner_id is not null', [old.id]),
    ).toBe(0);
  });

  test('an embed session open at the report ends with it: 410 for the card, 404 for a resend', async () => {
    const setup = await partnerAndCard(h, { email: EMAIL, registered: true, status: 'activated' });
    const exchanged = (await exchange(h, await setup.token())).json<{ accountId: string }>();
    await verifyAs(h, exchanged.accountId, EMAIL);
    const token = await h.login(setup.card);
    expect(
      (await h.post('/card/replacement', { reason: 'lost', idempotencyKey: key() }, token)).statusCode,
    ).toBe(200);
    expect(refusal(await post('/card/vv/getToken', { accountId: exchanged.accountId }))).toEqual([
      410,
      'link_expired',
    ]);
    expect(refusal(await resend(exchanged.accountId))).toEqual([404, 'not_found']);
  });
});

describe('an embed session before its code', () => {
  test('"resend my link": 403 verification_required, the holder\'s link kept, nothing mailed', async () => {
    const setup = await partnerAndCard(h, { email: EMAIL });
    const row = await cardRow(setup.card.cardNumber);
    const exchanged = (await exchange(h, await setup.token())).json<{ accountId: string }>();
    const mails = await count('select 1 from outbox');
    const res = await resend(exchanged.accountId);
    expect(refusal(res)).toEqual([403, 'verification_required']);
    expect(await count('select 1 from outbox')).toBe(mails);
    // the holder's emailed link still works
    const live = await count(
      'select 1 from virtual_links where card_id = $1 and partner_id is null and retired_at is null',
      [row.id],
    );
    expect(live).toBe(1);
    const audit = await h.rows<{ outcome: string }>(
      "select outcome from audit_log where action = 'email_resend' and card_id = $1",
      [row.id],
    );
    expect(audit).toEqual([{ outcome: 'verification_required' }]);
  });

  test('once the code is typed, the resend goes to the address of record', async () => {
    const setup = await partnerAndCard(h, { email: EMAIL });
    const exchanged = (await exchange(h, await setup.token())).json<{ accountId: string }>();
    await verifyAs(h, exchanged.accountId, EMAIL);
    const res = await resend(exchanged.accountId);
    expect(res.statusCode).toBe(200);
    const [last] = await h.rows<{ recipient: string }>(
      "select recipient from outbox where channel = 'email' order by id desc limit 1",
    );
    expect(last!.recipient).toBe(EMAIL);
  });
});
