import { decodeBase64Param } from '@portal/contracts';
import { ADMIN_TOKEN, captchaFor, harness, holder, type Harness } from './helpers';
import type { IssuedCard } from '../src/modules/admin/issuing';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(() => h.close());

/** accountId, cardImageId, email and linkClickParams of an emailed registration path */
function parseLink(path: string) {
  const url = new URL(path, 'http://x');
  const [, , , accountId, image, email] = url.pathname.split('/');
  return {
    accountId: accountId!,
    cardImageId: decodeBase64Param(image!)!,
    email: email ? decodeBase64Param(email) : null,
    linkClickParams: Object.fromEntries(url.searchParams),
  };
}

async function virtualCard(
  email = 'holder@example.com',
): Promise<IssuedCard & { accountId: string; link: ReturnType<typeof parseLink> }> {
  const card = await h.issue({ virtual: true, status: 'activated', email });
  return { ...card, accountId: card.accountId!, link: parseLink(card.registrationPath!) };
}

const registerBody = (accountId: string, extra: Record<string, unknown> = {}) => ({
  accountId,
  captchaResponse: captchaFor('ind_card_registration'),
  ...holder,
  ...extra,
});

describe('virtual card link', () => {
  test('issuing a virtual card emails the registration link (outbox row in the same transaction)', async () => {
    const card = await virtualCard('first@example.com');
    expect(card.link.accountId).toBe(card.accountId);
    expect(card.link.cardImageId).toBe(card.cardImageId);
    expect(card.link.email).toBe('first@example.com');
    expect(card.accountId.length).toBeGreaterThanOrEqual(22); // ≥ 128 bits, base64url
    const mail = await h.rows<{ recipient: string; body: string; body_enc: string }>(
      "select recipient, body, body_enc from outbox where channel = 'email' order by id desc limit 1",
    );
    expect(mail[0]!.recipient).toBe('first@example.com');
    // the link is a capability: sealed at rest, the stored body says only that it was sent
    expect(mail[0]!.body).not.toContain(card.accountId);
    expect(h.app.ctx.sealer.open(mail[0]!.body_enc)).toContain(card.registrationPath!);
  });

  test('isRegistered answers false, then true after registerVirtualCard', async () => {
    const card = await virtualCard();
    const before = await h.post('/card/isRegistered', {
      cardNum: card.accountId,
      linkClickParams: card.link.linkClickParams,
    });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ registered: false, expired: false });
    const reg = await h.post(
      '/card/registerVirtualCard',
      registerBody(card.accountId, { linkClickParams: card.link.linkClickParams }),
    );
    expect(reg.statusCode).toBe(200);
    expect(reg.json()).toEqual({ needToUpdateInfo: false });
    const after = await h.post('/card/isRegistered', { cardNum: card.accountId });
    expect(after.json()).toEqual({ registered: true, expired: false });
  });

  test('tampered or unsigned linkClickParams are refused with 400', async () => {
    const card = await virtualCard();
    const tampered = { ...card.link.linkClickParams, src: 'sms' };
    const res = await h.post('/card/isRegistered', { cardNum: card.accountId, linkClickParams: tampered });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('linkClickParams');
    const unsigned = await h.post('/card/isRegistered', {
      cardNum: card.accountId,
      linkClickParams: { src: 'email', utm: 'x' },
    });
    expect(unsigned.statusCode).toBe(400);
    // the signature of one account id does not fit another
    const other = await virtualCard();
    const swapped = await h.post('/card/isRegistered', {
      cardNum: other.accountId,
      linkClickParams: card.link.linkClickParams,
    });
    expect(swapped.statusCode).toBe(400);
  });

  test('an unknown account id answers 404 not_found', async () => {
    const res = await h.post('/card/isRegistered', { cardNum: 'A'.repeat(24) });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });

  test('registerVirtualCard with a failed captcha answers 400 captcha_failed', async () => {
    const card = await virtualCard();
    const res = await h.post(
      '/card/registerVirtualCard',
      registerBody(card.accountId, { captchaResponse: 'nope' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('captcha_failed');
  });
});

describe('agreement, token and card image', () => {
  test('agreement is null until signed; getToken is refused until then; the image shows the full card', async () => {
    const card = await virtualCard();
    await h.post('/card/registerVirtualCard', registerBody(card.accountId));
    expect((await h.post('/card/vv/agreement', { accountId: card.accountId })).json()).toEqual({
      acceptanceDate: null,
    });
    const early = await h.post('/card/vv/getToken', { accountId: card.accountId });
    expect(early.statusCode).toBe(409);
    // the refusal is audited; a granted token is not (its one image fetch is)
    const tokenRows = () =>
      h.rows<{ outcome: string }>(
        "select outcome from audit_log where action = 'card_image_token' and card_id = (select card_id from virtual_links where account_id = $1) order by id",
        [card.accountId],
      );
    expect(await tokenRows()).toEqual([{ outcome: 'not_permitted' }]);

    const signed = await h.post('/card/vv/agreement/sign', { accountId: card.accountId, email: null });
    expect(signed.statusCode).toBe(200);
    const date = signed.json().acceptanceDate as string;
    expect(date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect((await h.post('/card/vv/agreement', { accountId: card.accountId })).json()).toEqual({
      acceptanceDate: date,
    });
    const stored = await h.rows<{ esign_email: string }>(
      'select esign_email from agreements a join virtual_links l on l.card_id = a.card_id where l.account_id = $1',
      [card.accountId],
    );
    expect(stored[0]!.esign_email).toBe(holder.email);

    const tokenRes = await h.post('/card/vv/getToken', { accountId: card.accountId });
    expect(tokenRes.statusCode).toBe(200);
    expect(await tokenRows()).toEqual([{ outcome: 'not_permitted' }]);
    const { token } = tokenRes.json<{ token: string }>();
    const image = await h.get(
      `/api/ind/v1/card/vv/image/${card.cardImageId}?token=${encodeURIComponent(token)}`,
    );
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(image.headers['cache-control']).toBe('no-store');
    const grouped = card.cardNumber.replace(/(\d{4})(?=\d)/g, '$1 ');
    expect(image.body).toContain(grouped);
    expect(image.body).toContain(`>${card.cvv}<`);
    expect(image.body).toContain(`>${card.expiry}<`);
    expect(image.body).toContain('AVERY STONE');
    // …and nowhere in the logs
    expect(h.logs.join('')).not.toContain(card.cardNumber);
    expect(h.logs.join('')).not.toContain(token);
  });

  test('the image token lasts 5 minutes and fits only its own card image', async () => {
    const card = await virtualCard();
    const other = await virtualCard();
    await h.post('/card/vv/agreement/sign', { accountId: card.accountId, email: 'x@example.com' });
    const { token } = (await h.post('/card/vv/getToken', { accountId: card.accountId })).json<{
      token: string;
    }>();
    const wrongImage = await h.get(`/api/ind/v1/card/vv/image/${other.cardImageId}?token=${token}`);
    expect(wrongImage.statusCode).toBe(410);
    h.clock.advance(5 * 60_000 + 1000);
    const late = await h.get(`/api/ind/v1/card/vv/image/${card.cardImageId}?token=${token}`);
    expect(late.statusCode).toBe(410);
    expect(late.json().code).toBe('link_expired');
  });

  describe('POST /card/vv/details: the card as text', () => {
    const signedCard = async () => {
      const card = await virtualCard();
      await h.post('/card/vv/agreement/sign', { accountId: card.accountId, email: null });
      return card;
    };
    const token = async (accountId: string) =>
      (await h.post('/card/vv/getToken', { accountId })).json<{ token: string }>().token;
    const details = (cardImageId: string, t: string) => h.post('/card/vv/details', { cardImageId, token: t });
    const outcomes = async (accountId: string) =>
      (
        await h.rows<{ outcome: string }>(
          "select outcome from audit_log where action = 'card_details_read' and card_id = (select card_id from virtual_links where account_id = $1) order by id",
          [accountId],
        )
      ).map((r) => r.outcome);

    test('answers the number, expiry and CVV, no-store, audited, and never logged', async () => {
      const card = await signedCard();
      const t = await token(card.accountId);
      const res = await details(card.cardImageId, t);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({ cardNumber: card.cardNumber, expiry: card.expiry, cvv: card.cvv });
      expect(await outcomes(card.accountId)).toEqual(['success']);
      expect(h.logs.join('')).not.toContain(card.cardNumber);
      expect(h.logs.join('')).not.toContain(t);
    });

    test('a token is spent by one read: a second read, or the image after the text, is 410 link_expired', async () => {
      const card = await signedCard();
      const t = await token(card.accountId);
      expect((await details(card.cardImageId, t)).statusCode).toBe(200);
      const again = await details(card.cardImageId, t);
      expect([again.statusCode, again.json().code]).toEqual([410, 'link_expired']);
      const image = await h.get(
        `/api/ind/v1/card/vv/image/${card.cardImageId}?token=${encodeURIComponent(t)}`,
      );
      expect(image.statusCode).toBe(410);
      expect(await outcomes(card.accountId)).toEqual(['success', 'token_reused']);
    });

    test("another card's image id, an expired token, or no real token: 410 link_expired", async () => {
      const card = await signedCard();
      const other = await virtualCard();
      const t = await token(card.accountId);
      const wrong = await details(other.cardImageId, t);
      expect([wrong.statusCode, wrong.json().code]).toEqual([410, 'link_expired']);
      const forged = await details(card.cardImageId, 'not-a-token');
      expect([forged.statusCode, forged.json().code]).toEqual([410, 'link_expired']);
      h.clock.advance(5 * 60_000 + 1000);
      const late = await details(card.cardImageId, t);
      expect([late.statusCode, late.json().code]).toEqual([410, 'link_expired']);
    });

    test('a malformed image id or a missing token: 400 invalid_request, naming no card data', async () => {
      const card = await signedCard();
      const bad = await h.post('/card/vv/details', { cardImageId: '../x', token: 'a' });
      expect([bad.statusCode, bad.json().code]).toEqual([400, 'invalid_request']);
      const missing = await h.post('/card/vv/details', { cardImageId: card.cardImageId });
      expect([missing.statusCode, missing.json().code]).toEqual([400, 'invalid_request']);
    });

    test('a card frozen after its token was granted: 409 card_frozen, audited', async () => {
      const card = await signedCard();
      const t = await token(card.accountId);
      await h.rows('update cards set frozen = true where card_image_id = $1', [card.cardImageId]);
      const res = await details(card.cardImageId, t);
      expect([res.statusCode, res.json().code]).toEqual([409, 'card_frozen']);
      expect(res.body).not.toContain(card.cardNumber);
      expect(await outcomes(card.accountId)).toContain('frozen');
    });
  });

  test('after the link expiry (7 days) getToken answers 410 link_expired', async () => {
    const card = await virtualCard();
    await h.post('/card/vv/agreement/sign', { accountId: card.accountId, email: null });
    expect((await h.post('/card/vv/getToken', { accountId: card.accountId })).statusCode).toBe(200);
    h.clock.advance(7 * 86_400_000 + 1000);
    const res = await h.post('/card/vv/getToken', { accountId: card.accountId });
    expect(res.statusCode).toBe(410);
    expect(res.json().code).toBe('link_expired');
  });
});

describe('POST /card/email/resend', () => {
  test('emails a fresh link to the registered address only; the fresh link works', async () => {
    const card = await virtualCard('original@example.com');
    await h.post(
      '/card/registerVirtualCard',
      registerBody(card.accountId, { email: 'registered@example.com' }),
    );
    await h.post('/card/vv/agreement/sign', { accountId: card.accountId, email: null });
    h.clock.advance(8 * 86_400_000);
    expect((await h.post('/card/vv/getToken', { accountId: card.accountId })).statusCode).toBe(410);

    const res = await h.post('/card/email/resend', {
      accountId: card.accountId,
      captchaResponse: captchaFor('card_resend'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: true });
    const outbox = await h.app.admin.inject({
      method: 'GET',
      url: '/admin/v1/outbox',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    const last = outbox.json<{ to: string; body: string; channel: string }[]>().at(-1)!;
    expect(last).toMatchObject({ channel: 'email', to: 'registered@example.com' });
    const path = /https?:\/\/[^\s]+?(\/ind\/registration\/[^\s]+)/.exec(last.body)![1]!;
    const fresh = parseLink(path);
    expect(fresh.accountId).not.toBe(card.accountId);
    expect(fresh.cardImageId).toBe(card.cardImageId);
    expect(
      (
        await h.post('/card/isRegistered', {
          cardNum: fresh.accountId,
          linkClickParams: fresh.linkClickParams,
        })
      ).json(),
    ).toEqual({ registered: true, expired: false });
    expect((await h.post('/card/vv/getToken', { accountId: fresh.accountId })).statusCode).toBe(200);
  });

  test('an unregistered card has the link resent to the address it was issued to, a failed captcha is 400 captcha_failed', async () => {
    const card = await virtualCard('issued-to@example.com');
    const res = await h.post('/card/email/resend', {
      accountId: card.accountId,
      captchaResponse: captchaFor('card_resend'),
    });
    expect(res.statusCode).toBe(200);
    const mail = await h.rows<{ recipient: string }>(
      "select recipient from outbox where channel = 'email' order by id desc limit 1",
    );
    expect(mail[0]!.recipient).toBe('issued-to@example.com');
    const bad = await h.post('/card/email/resend', {
      accountId: card.accountId,
      captchaResponse: captchaFor('ind_login'),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('captcha_failed');
  });
});
