// The member's one-time code on a partner's embed session (mfe-virtual-card/PARTNERS.md 'The
// member's code'): the embed token is a bearer credential the partner's server and page hold, so an
// embed session opens nothing of the card until the code sent to the holder's contact of record is
// typed in the frame. The reviewer's attack (a partner's server, its API key, no browser headers),
// every refusal with its status and code, the code's storage, lifetime, tries and resends.
import { PARTNER_BASE_PATH } from '@portal/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { imageToken } from '../src/modules/auth/sessions';
import { API, captchaFor, holder, type Harness } from './helpers';
import { codeSentTo, verifyAs, verifyCode } from './embed-code';
import { PARTNER_ORIGIN, exchange, image, partnerAndCard, partnerHarness, refusal } from './partner-kit';

const ORIGIN = PARTNER_ORIGIN;
const EMAIL = 'member@example.com';

let h: Harness;
beforeAll(async () => {
  h = await partnerHarness();
});
afterAll(() => h.close());

interface Exchanged {
  accountId: string;
  cardImageId: string;
  codeSentTo: { email: string | null; phone: string | null };
}

/** A partner, one of its virtual cards (with its row id), and its server's way to ask embed tokens. */
async function partnerWithCard(options: Record<string, unknown> = {}) {
  const setup = await partnerAndCard(h, { email: EMAIL, ...options });
  const [row] = await h.rows<{ id: number }>('select id from cards where card_image_id = $1', [
    setup.card.cardImageId,
  ]);
  return { ...setup, cardId: Number(row!.id) };
}

const resendCode = (accountId: string, headers: Record<string, string> = {}) =>
  h.app.inject({
    method: 'POST',
    url: `${PARTNER_BASE_PATH}/embed-sessions/code`,
    headers,
    payload: { accountId },
  });
const post = (path: string, body: object) =>
  h.app.inject({ method: 'POST', url: `${API}${path}`, payload: body as Record<string, unknown> });

async function outcomes(action: string): Promise<string[]> {
  const rows = await h.rows<{ outcome: string }>('select outcome from audit_log where action = $1', [action]);
  return rows.map((r) => r.outcome);
}

/** An embed session exchanged as the partner's server would: no Origin, no Sec-Fetch-Site. */
async function unverifiedSession(options: Record<string, unknown> = {}) {
  const setup = await partnerWithCard(options);
  const res = await exchange(h, await setup.token());
  expect(res.statusCode).toBe(200);
  return { ...setup, session: res.json<Exchanged>(), exchanged: res };
}

describe("the reviewer's attack: a partner's server with its API key and no browser headers", () => {
  test('exchange → agreement, sign, getToken and the image all refused 403 verification_required; nothing it can do without the code yields the number or the CVV', async () => {
    const { card, session, exchanged, cardId } = await unverifiedSession();
    const { accountId } = session;
    const answers: LightMyRequestResponse[] = [exchanged];
    const sign = await post('/card/vv/agreement/sign', { accountId, email: null });
    const getToken = await post('/card/vv/getToken', { accountId });
    const agreement = await post('/card/vv/agreement', { accountId });
    expect(refusal(sign)).toEqual([403, 'verification_required']);
    expect(refusal(getToken)).toEqual([403, 'verification_required']);
    expect(refusal(agreement)).toEqual([403, 'verification_required']);
    // no consent was recorded with the holder's address
    expect(await h.rows('select 1 from agreements where card_id = $1', [cardId])).toEqual([]);
    // an image token it could not get (minted here as if it had): the image is refused as well
    const forged = await imageToken(h.app.ctx, cardId, card.cardImageId, accountId);
    const shown = await image(h, card.cardImageId, forged);
    expect(refusal(shown)).toEqual([403, 'verification_required']);
    answers.push(sign, getToken, agreement, shown);
    // what else it may try: new codes (they go to the holder), guesses until the session ends
    answers.push(await resendCode(accountId));
    for (const guess of ['000000', '111111', '222222', '333333', '444444', '555555'])
      answers.push(await verifyCode(h, accountId, guess));
    expect(refusal(answers.at(-1)!)).toEqual([429, 'locked']);
    answers.push(await post('/card/vv/getToken', { accountId }), await image(h, card.cardImageId, forged));
    const grouped = card.cardNumber.replace(/(\d{4})(?=\d)/g, '$1 ');
    for (const res of answers) {
      expect(res.body).not.toContain(card.cardNumber);
      expect(res.body).not.toContain(grouped);
      expect(res.body).not.toMatch(new RegExp(`\\b${card.cvv}\\b`));
      expect(res.body).not.toContain(EMAIL);
      expect(res.body).not.toContain('<svg');
    }
    expect(await outcomes('agreement_sign')).toContain('verification_required');
    expect(await outcomes('card_image_token')).toContain('verification_required');
    expect(await outcomes('card_image_read')).toContain('verification_required');
  });
});

describe('each refusal of an unverified embed session: 403 verification_required, audited', () => {
  test('agreement', async () => {
    const { session } = await unverifiedSession();
    expect(refusal(await post('/card/vv/agreement', { accountId: session.accountId }))).toEqual([
      403,
      'verification_required',
    ]);
  });

  test('agreementSign (email null: the address of record is not recorded as consent)', async () => {
    const { session, cardId } = await unverifiedSession();
    const res = await post('/card/vv/agreement/sign', { accountId: session.accountId, email: null });
    expect(refusal(res)).toEqual([403, 'verification_required']);
    expect(await h.rows('select 1 from agreements where card_id = $1', [cardId])).toEqual([]);
    expect(await outcomes('agreement_sign')).toContain('verification_required');
  });

  test('getToken', async () => {
    const { session } = await unverifiedSession();
    expect(refusal(await post('/card/vv/getToken', { accountId: session.accountId }))).toEqual([
      403,
      'verification_required',
    ]);
    expect(await outcomes('card_image_token')).toContain('verification_required');
  });

  test('the image, even with an image token of the session', async () => {
    const { session, card, cardId } = await unverifiedSession();
    const token = await imageToken(h.app.ctx, cardId, card.cardImageId, session.accountId);
    expect(refusal(await image(h, card.cardImageId, token))).toEqual([403, 'verification_required']);
    expect(await outcomes('card_image_read')).toContain('verification_required');
  });

  test("an emailed link (the holder's own) is not asked for a code", async () => {
    const { card } = await partnerWithCard();
    expect((await post('/card/vv/agreement', { accountId: card.accountId })).statusCode).toBe(200);
  });
});

describe('the code: where it goes, how it is kept', () => {
  test('the exchange sends 6 digits to the email of record and answers only where it went, masked; only an HMAC is stored', async () => {
    const { session, exchanged } = await unverifiedSession();
    expect(session.codeSentTo).toEqual({ email: 'm•••@example.com', phone: null });
    expect(exchanged.body).not.toContain(EMAIL);
    const code = await codeSentTo(h, EMAIL);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await h.rows<Record<string, unknown>>('select * from embed_codes where account_id = $1', [
      session.accountId,
    ]);
    expect(row).toBeDefined();
    expect(JSON.stringify(row)).not.toContain(code);
    expect(String(row!.code_hash)).toMatch(/^[0-9a-f]{64}$/);
    // the outbox keeps the code sealed: its readable body has no code
    const [mail] = await h.rows<{ body: string; subject: string }>(
      "select body, subject from outbox where recipient = $1 and body like 'A code to see%' order by id desc limit 1",
      [EMAIL],
    );
    expect(mail!.body).not.toMatch(/\d{6}/);
  });

  test('a registered card: to the registered email, and by SMS to the registered phone', async () => {
    const { card, token } = await partnerWithCard();
    const registered = await post('/card/registerVirtualCard', {
      accountId: card.accountId,
      captchaResponse: captchaFor('ind_card_registration'),
      ...holder,
    });
    expect(registered.statusCode).toBe(200);
    const session = (await exchange(h, await token())).json<Exchanged>();
    expect(session.codeSentTo).toEqual({ email: 'a•••@example.com', phone: '•••• 0188' });
    const sms = await h.rows<{ recipient: string }>(
      "select recipient from outbox where channel = 'sms' and body like 'A code to see%' order by id desc limit 1",
    );
    expect(sms[0]?.recipient.replace(/\D/g, '')).toMatch(/2175550188$/);
    await verifyAs(h, session.accountId, holder.email);
  });
});

describe('POST /embed-sessions/verify', () => {
  test('the right code: 200, and the session opens the agreement, its signing, the image token and the image', async () => {
    const { session, card } = await unverifiedSession();
    const { accountId } = session;
    const res = await verifyCode(h, accountId, await codeSentTo(h, EMAIL));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ verified: true });
    expect((await post('/card/vv/agreement', { accountId })).statusCode).toBe(200);
    expect((await post('/card/vv/agreement/sign', { accountId, email: null })).statusCode).toBe(200);
    const minted = await post('/card/vv/getToken', { accountId });
    expect(minted.statusCode).toBe(200);
    expect((await image(h, card.cardImageId, minted.json<{ token: string }>().token)).statusCode).toBe(200);
    expect(await outcomes('partner_embed_verify')).toContain('success');
  });

  test('a wrong code: 400 code_invalid with the tries left, audited', async () => {
    const { session } = await unverifiedSession();
    const right = await codeSentTo(h, EMAIL);
    const wrong = right === '000000' ? '000001' : '000000';
    const res = await verifyCode(h, session.accountId, wrong);
    expect(refusal(res)).toEqual([400, 'code_invalid']);
    expect(res.json<{ triesLeft: number }>().triesLeft).toBe(4);
    expect(await outcomes('partner_embed_verify')).toContain('code_invalid');
    // the right one still works after a wrong one
    expect((await verifyCode(h, session.accountId, right)).statusCode).toBe(200);
  });

  test('a code not 6 digits: 400 invalid_request', async () => {
    const { session } = await unverifiedSession();
    expect(refusal(await verifyCode(h, session.accountId, '12345'))).toEqual([400, 'invalid_request']);
  });

  test('an expired code (10 minutes): 410 code_expired; a new code works', async () => {
    const { session } = await unverifiedSession();
    const old = await codeSentTo(h, EMAIL);
    h.clock.advance(10 * 60_000 + 1000);
    expect(refusal(await verifyCode(h, session.accountId, old))).toEqual([410, 'code_expired']);
    expect(await outcomes('partner_embed_verify')).toContain('code_expired');
    expect((await resendCode(session.accountId)).statusCode).toBe(200);
    await verifyAs(h, session.accountId, EMAIL);
  });

  test('5 wrong codes: 429 locked and the session ended (the right code, the agreement: refused)', async () => {
    const { session } = await unverifiedSession();
    const right = await codeSentTo(h, EMAIL);
    const wrongs = ['000000', '000001', '000002', '000003', '000004', '000005']
      .filter((c) => c !== right)
      .slice(0, 5);
    const answers = [];
    for (const wrong of wrongs) answers.push(refusal(await verifyCode(h, session.accountId, wrong)));
    expect(answers).toEqual([
      [400, 'code_invalid'],
      [400, 'code_invalid'],
      [400, 'code_invalid'],
      [400, 'code_invalid'],
      [429, 'locked'],
    ]);
    expect(refusal(await verifyCode(h, session.accountId, right))).toEqual([429, 'locked']);
    expect(refusal(await resendCode(session.accountId))).toEqual([429, 'locked']);
    expect(refusal(await post('/card/vv/agreement', { accountId: session.accountId }))).toEqual([
      410,
      'link_expired',
    ]);
    expect(await outcomes('partner_embed_verify')).toContain('locked');
  });

  test('from another site: 403 cross_origin; an emailed link or an unknown id: 404 not_found', async () => {
    const { session, card } = await unverifiedSession();
    const code = await codeSentTo(h, EMAIL);
    expect(refusal(await verifyCode(h, session.accountId, code, { origin: ORIGIN }))).toEqual([
      403,
      'cross_origin',
    ]);
    expect(refusal(await verifyCode(h, card.accountId!, code))).toEqual([404, 'not_found']);
    expect(refusal(await verifyCode(h, 'unknown-account-id-0000', code))).toEqual([404, 'not_found']);
  });
});

describe('POST /embed-sessions/code (a new code)', () => {
  test('sends a new code (the earlier one stops working), masked in the answer', async () => {
    const { session } = await unverifiedSession();
    const first = await codeSentTo(h, EMAIL);
    const res = await resendCode(session.accountId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ codeSentTo: { email: 'm•••@example.com', phone: null } });
    const second = await codeSentTo(h, EMAIL);
    if (first !== second)
      expect(refusal(await verifyCode(h, session.accountId, first))).toEqual([400, 'code_invalid']);
    expect((await verifyCode(h, session.accountId, second)).statusCode).toBe(200);
  });

  test('rate-limited per session: the 4th new code in 10 minutes 429 locked', async () => {
    const { session } = await unverifiedSession();
    for (let i = 0; i < 3; i++) expect((await resendCode(session.accountId)).statusCode).toBe(200);
    expect(refusal(await resendCode(session.accountId))).toEqual([429, 'locked']);
  });

  test('rate-limited per card: past 10 codes in an hour, a new code and a new exchange are 429 locked', async () => {
    const { token } = await partnerWithCard();
    const sessions: string[] = [];
    // 10 codes for the card: 5 exchanges, each with one new code
    for (let i = 0; i < 5; i++) {
      const { accountId } = (await exchange(h, await token())).json<Exchanged>();
      sessions.push(accountId);
      expect((await resendCode(accountId)).statusCode).toBe(200);
    }
    expect(refusal(await resendCode(sessions[0]!))).toEqual([429, 'locked']);
    const embedToken = await token();
    expect(refusal(await exchange(h, embedToken))).toEqual([429, 'locked']);
    // an hour on, the card gets codes again
    h.clock.advance(3600_000 + 1000);
    expect((await exchange(h, await token())).statusCode).toBe(200);
  });
});
