// The card in a frame on the portal's origin (mfe-virtual-card/PARTNERS.md): the frame page and its
// frame-ancestors per partner, the card-data calls answering the portal's own origin only
// (403 cross_origin, no CORS), the exchange's framing page origin, single-use image tokens and the
// e-sign address of an embed session. Every refusal: status + code.
import { EMBED_FRAME_PATH } from '@portal/contracts/partner-frame';
import type { LightMyRequestResponse } from 'fastify';
import { API, captchaFor, harness, holder, type Harness } from './helpers';
import { verifyAs } from './embed-code';
import { PARTNER_ORIGIN, exchange, image, partnerAndCard, partnerHarness, refusal } from './partner-kit';

const ORIGIN = PARTNER_ORIGIN;
const SECOND_ORIGIN = 'https://app.rewards.example';

let h: Harness;
beforeAll(async () => {
  h = await partnerHarness();
});
afterAll(() => h.close());

type Headers = Record<string, string>;

const partnerWithCard = (h: Harness) => partnerAndCard(h, {}, [ORIGIN, SECOND_ORIGIN]);

const post = (h: Harness, path: string, body: unknown, headers: Headers = {}) =>
  h.app.inject({ method: 'POST', url: `${API}${path}`, headers, payload: body as Record<string, unknown> });

/**
 * An embed session opened by the frame (same origin), the member's code typed, agreement signed,
 * and one image token.
 */
async function openSession(h: Harness) {
  const setup = await partnerWithCard(h);
  const res = await exchange(h, await setup.token());
  expect(res.statusCode).toBe(200);
  const { accountId } = res.json<{ accountId: string }>();
  await verifyAs(h, accountId, 'member@example.com');
  expect((await post(h, '/card/vv/agreement/sign', { accountId, email: null })).statusCode).toBe(200);
  const mint = async () => {
    const minted = await post(h, '/card/vv/getToken', { accountId });
    expect(minted.statusCode).toBe(200);
    return minted.json<{ token: string }>().token;
  };
  // each token is spent by one read: the image's, and the card's text's
  return { ...setup, accountId, imageToken: await mint(), detailsToken: await mint() };
}

async function outcomes(action: string): Promise<string[]> {
  const rows = await h.rows<{ outcome: string }>('select outcome from audit_log where action = $1', [action]);
  return rows.map((r) => r.outcome);
}

/** The five card-data calls, each made with `headers`, for one open embed session. */
async function cardDataCalls(h: Harness, headers: Headers) {
  const s = await openSession(h);
  return {
    exchange: await exchange(h, await s.token(), { headers }),
    agreement: await post(h, '/card/vv/agreement', { accountId: s.accountId }, headers),
    agreementSign: await post(h, '/card/vv/agreement/sign', { accountId: s.accountId, email: null }, headers),
    getToken: await post(h, '/card/vv/getToken', { accountId: s.accountId }, headers),
    cardImage: await image(h, s.card.cardImageId, s.imageToken, headers),
    cardDetails: await post(
      h,
      '/card/vv/details',
      { cardImageId: s.card.cardImageId, token: s.detailsToken },
      headers,
    ),
  };
}

describe('the frame page: GET /embed/virtual-card/v1?partner=<partnerId>', () => {
  const frame = (query: string) => h.app.inject({ method: 'GET', url: `${EMBED_FRAME_PATH}${query}` });
  const directives = (res: LightMyRequestResponse) =>
    String(res.headers['content-security-policy'])
      .split(';')
      .map((d) => d.trim());

  test("a partner's frame: frame-ancestors is exactly its registered origins, no X-Frame-Options, no-store, no referrer, the page loads frame.js", async () => {
    const { partner } = await partnerWithCard(h);
    const res = await frame(`?partner=${partner.partnerId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = directives(res);
    expect(csp.filter((d) => d.startsWith('frame-ancestors'))).toEqual([
      `frame-ancestors ${ORIGIN} ${SECOND_ORIGIN}`,
    ]);
    // the rest of the portal's policy stays
    expect(csp).toContain("default-src 'self'");
    expect(csp.find((d) => d.startsWith('script-src'))).toMatch(/^script-src 'self'/);
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.body).toContain('<main id="portal-virtual-card"></main>');
    expect(res.body).toContain('<script src="/remotes/mfe-virtual-card/partner/v1/frame.js" defer></script>');
    expect(res.body).toMatch(/^<!doctype html>\n<html lang="en">/);
  });

  test("an unknown, malformed or missing partner: 404 with frame-ancestors 'none'", async () => {
    for (const query of ['?partner=ptn_unknownunknown0000', '?partner=not-a-partner', '', '?partner=']) {
      const res = await frame(query);
      expect([query, ...refusal(res)]).toEqual([query, 404, 'not_found']);
      expect(directives(res).filter((d) => d.startsWith('frame-ancestors'))).toEqual([
        "frame-ancestors 'none'",
      ]);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  test("a revoked partner: 404 with frame-ancestors 'none' at once", async () => {
    const { partner } = await partnerWithCard(h);
    expect((await frame(`?partner=${partner.partnerId}`)).statusCode).toBe(200);
    const revoked = await h.admin('POST', '/partners/revoke', { id: partner.partnerId, reason: 'test' });
    expect(revoked.statusCode).toBe(200);
    const res = await frame(`?partner=${partner.partnerId}`);
    expect(refusal(res)).toEqual([404, 'not_found']);
    expect(directives(res).filter((d) => d.startsWith('frame-ancestors'))).toEqual([
      "frame-ancestors 'none'",
    ]);
  });
});

describe('the card-data calls answer the portal itself only (403 cross_origin)', () => {
  const NAMES = ['exchange', 'agreement', 'agreementSign', 'getToken', 'cardImage', 'cardDetails'] as const;

  test("a partner origin's Origin header: each call 403 cross_origin with no Access-Control-Allow-Origin, audited", async () => {
    const calls = await cardDataCalls(h, { origin: ORIGIN });
    for (const name of NAMES) {
      const res = calls[name];
      expect([name, ...refusal(res)]).toEqual([name, 403, 'cross_origin']);
      expect([name, res.headers['access-control-allow-origin']]).toEqual([name, undefined]);
    }
    for (const action of [
      'partner_embed_exchange',
      'agreement_sign',
      'card_image_token',
      'card_image_read',
      'card_details_read',
    ])
      expect([action, await outcomes(action)]).toEqual([action, expect.arrayContaining(['cross_origin'])]);
  });

  test('Sec-Fetch-Site cross-site (an image or form with no Origin), or a value no browser sends: each call 403 cross_origin', async () => {
    for (const site of ['cross-site', 'cross-site, same-origin']) {
      const calls = await cardDataCalls(h, { 'sec-fetch-site': site });
      for (const name of NAMES)
        expect([site, name, ...refusal(calls[name])]).toEqual([site, name, 403, 'cross_origin']);
    }
  });

  test("a refused exchange does not burn the token: the frame's own exchange then works", async () => {
    const { token } = await partnerWithCard(h);
    const embedToken = await token();
    expect(refusal(await exchange(h, embedToken, { headers: { origin: ORIGIN } }))).toEqual([
      403,
      'cross_origin',
    ]);
    expect((await exchange(h, embedToken, { headers: { 'sec-fetch-site': 'same-origin' } })).statusCode).toBe(
      200,
    );
  });

  test("the portal's own pages pass: its origin, Sec-Fetch-Site same-origin or none, and outside production its dev servers and the request's own host", async () => {
    const own = new URL(h.app.ctx.settings.publicUrl).origin;
    const dev = h.app.ctx.settings.corsOrigins[0] ?? '';
    for (const headers of [
      { origin: own, 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
      { origin: dev, 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'http://portal.test:8090', host: 'portal.test:8090' },
    ] as Headers[]) {
      const calls = await cardDataCalls(h, headers);
      for (const name of NAMES) expect([headers, name, calls[name].statusCode]).toEqual([headers, name, 200]);
    }
    // a dev server reads the answers (CORS_ORIGINS), a partner never does
    const s = await openSession(h);
    const res = await post(h, '/card/vv/agreement', { accountId: s.accountId }, { origin: dev });
    expect(res.headers['access-control-allow-origin']).toBe(dev);
  });

  test('in production: PUBLIC_URL is the portal, same-site and a look-alike Host are refused; the card image may not be embedded by another site', async () => {
    const prod = await harness({
      settings: {
        production: true,
        publicUrl: 'https://cards.example',
        corsOrigins: [],
        partnerRateLimit: { perPartner: 1000, perClient: 1000 },
      },
    });
    try {
      const ok = await cardDataCalls(prod, { origin: 'https://cards.example' });
      for (const name of NAMES) expect([name, ok[name].statusCode]).toEqual([name, 200]);
      expect(ok.cardImage.headers['cross-origin-resource-policy']).toBe('same-origin');
      for (const headers of [
        { 'sec-fetch-site': 'same-site' },
        { origin: 'https://evil.example', host: 'evil.example' },
        { origin: 'null' },
      ] as Headers[]) {
        const calls = await cardDataCalls(prod, headers);
        for (const name of NAMES)
          expect([headers, name, ...refusal(calls[name])]).toEqual([headers, name, 403, 'cross_origin']);
      }
    } finally {
      await prod.close();
    }
  });

  test('the whole card-data path from a partner origin yields no card number and no CVV in any answer', async () => {
    const setup = await partnerWithCard(h);
    const { cardNumber, cvv } = setup.card;
    const grouped = cardNumber.replace(/(\d{4})(?=\d)/g, '$1 ');
    const bodies: string[] = [];
    for (const headers of [
      { origin: ORIGIN },
      { origin: ORIGIN, 'sec-fetch-site': 'cross-site' },
    ] as Headers[]) {
      // as a partner's page would call, straight after its own server asked the token
      const exchanged = await exchange(h, await setup.token(), { headers });
      bodies.push(exchanged.body);
      // even holding a live session's ids (opened by the frame), the page gets nothing
      const opened = await exchange(h, await setup.token());
      const { accountId } = opened.json<{ accountId: string }>();
      await verifyAs(h, accountId, 'member@example.com');
      const signed = await post(h, '/card/vv/agreement/sign', { accountId, email: null }, headers);
      const minted = await post(h, '/card/vv/getToken', { accountId }, headers);
      const frameToken = (await post(h, '/card/vv/getToken', { accountId })).json<{ token: string }>().token;
      const shown = await image(h, setup.card.cardImageId, frameToken, headers);
      bodies.push(signed.body, minted.body, shown.body);
      for (const res of [exchanged, signed, minted, shown]) expect(res.statusCode).toBe(403);
    }
    for (const body of bodies) {
      expect(body).not.toContain(cardNumber);
      expect(body).not.toContain(grouped);
      expect(body).not.toMatch(new RegExp(`\\b${cvv}\\b`));
    }
  });
});

describe('image tokens are single use and bound to their session', () => {
  test('a second fetch with the same token: 410 link_expired, audited token_reused; a fresh token works while its session lives', async () => {
    const s = await openSession(h);
    expect((await image(h, s.card.cardImageId, s.imageToken)).statusCode).toBe(200);
    expect(refusal(await image(h, s.card.cardImageId, s.imageToken))).toEqual([410, 'link_expired']);
    expect(await outcomes('card_image_read')).toContain('token_reused');
    const fresh = async () =>
      (await post(h, '/card/vv/getToken', { accountId: s.accountId })).json<{ token: string }>().token;
    expect((await image(h, s.card.cardImageId, await fresh())).statusCode).toBe(200);
    // bound to the session that minted it: the session ends (partner revoked), so does the token
    const unused = await fresh();
    await h.admin('POST', '/partners/revoke', { id: s.partner.partnerId, reason: 'test' });
    expect(refusal(await image(h, s.card.cardImageId, unused))).toEqual([410, 'link_expired']);
  });
});

describe('an embed session never chooses the e-sign address', () => {
  const esign = async (card: { cardImageId: string }) =>
    (
      await h.rows<{ esign_email: string | null }>(
        'select a.esign_email from agreements a join cards c on c.id = a.card_id where c.card_image_id = $1',
        [card.cardImageId],
      )
    )[0]?.esign_email;

  test('another address 409 not_permitted (audited, nothing stored); none or the same one records the address of record', async () => {
    const { card, token } = await partnerWithCard(h);
    const { accountId } = (await exchange(h, await token())).json<{ accountId: string }>();
    await verifyAs(h, accountId, 'member@example.com');
    const attacker = await post(h, '/card/vv/agreement/sign', { accountId, email: 'attacker@evil.example' });
    expect(refusal(attacker)).toEqual([409, 'not_permitted']);
    expect(await esign(card)).toBeUndefined();
    expect(await outcomes('agreement_sign')).toContain('esign_address_refused');
    // the address the card was issued to, typed in another case, is the holder's own
    const same = await post(h, '/card/vv/agreement/sign', { accountId, email: 'Member@Example.com' });
    expect(same.statusCode).toBe(200);
    expect(await esign(card)).toBe('member@example.com');
  });

  test('a registered card: the registered address is recorded, not one typed in', async () => {
    const { card, token } = await partnerWithCard(h);
    const registered = await post(h, '/card/registerVirtualCard', {
      accountId: card.accountId,
      captchaResponse: captchaFor('ind_card_registration'),
      ...holder,
    });
    expect(registered.statusCode).toBe(200);
    const { accountId } = (await exchange(h, await token())).json<{ accountId: string }>();
    await verifyAs(h, accountId, holder.email);
    const typed = await post(h, '/card/vv/agreement/sign', { accountId, email: 'member@example.com' });
    expect(refusal(typed)).toEqual([409, 'not_permitted']);
    expect((await post(h, '/card/vv/agreement/sign', { accountId, email: null })).statusCode).toBe(200);
    expect(await esign(card)).toBe(holder.email);
  });
});
