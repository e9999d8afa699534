// Programme partners: the operator's partner records, the partner API (embed tokens
// with the partner's key), the frame's exchange (the framing page's origin, single use, 5 minutes)
// and the embed session's scope (the virtual-card screen's operations only). Every refusal: status
// + code. The frame page and the same-origin rule of the card-data calls: partner-frame.test.ts.
import type { AddressInfo } from 'node:net';
import {
  EMBED_SESSION_OPERATIONS,
  OPERATIONS,
  OPERATION_NAMES,
  PARTNER_BASE_PATH,
  type Operation,
} from '@portal/contracts';
import { run } from '../src/cli/admin';
import { ADMIN_TOKEN, captchaFor, harness, holder, type Harness } from './helpers';
import { verifyAs } from './embed-code';
import { PARTNER_ORIGIN, embedToken, exchange, partnerHarness, refusal, type Partner } from './partner-kit';

const ORIGIN = PARTNER_ORIGIN;
const OTHER_ORIGIN = 'https://benefits.other.example';

let h: Harness;
beforeAll(async () => {
  h = await partnerHarness();
});
afterAll(() => h.close());

async function createPartner(origins = [ORIGIN], name = 'Rewards Co'): Promise<Partner> {
  const res = await h.admin('POST', '/partners', { name, origin: origins });
  expect(res.statusCode).toBe(200);
  return res.json<Partner>();
}

let refCounter = 0;
async function partnerCard(partner: Partner, options: Record<string, unknown> = {}) {
  const ref = `member-${++refCounter}`;
  const card = await h.issue({
    virtual: true,
    email: 'member@example.com',
    partner: partner.partnerId,
    'external-ref': ref,
    ...options,
  });
  return { ...card, externalRef: ref };
}

/** The emails queued so far. */
async function outboxCount(): Promise<number> {
  const [row] = await h.rows<{ n: number }>("select count(*)::int as n from outbox where channel = 'email'");
  return row?.n ?? 0;
}

function embedSession(body: unknown, key?: string) {
  return h.app.inject({
    method: 'POST',
    url: `${PARTNER_BASE_PATH}/embed-sessions`,
    headers: key === undefined ? {} : { authorization: `Bearer ${key}` },
    payload: body as Record<string, unknown>,
  });
}

async function auditOutcomes(action: string): Promise<string[]> {
  const rows = await h.rows<{ outcome: string }>('select outcome from audit_log where action = $1', [action]);
  return rows.map((r) => r.outcome);
}

describe('partner records (operator table)', () => {
  test('partner create → {partnerId, apiKey}: the key is shown once and kept only as a hash; list shows no key', async () => {
    const partner = await createPartner([ORIGIN, 'http://127.0.0.1:8195'], 'Benefits Inc');
    expect(partner.partnerId).toMatch(/^ptn_/);
    expect(partner.apiKey).toMatch(/^ppk_[A-Za-z0-9_-]{40,}$/);
    const stored = await h.rows<Record<string, unknown>>('select * from partners where id = $1', [
      partner.partnerId,
    ]);
    expect(JSON.stringify(stored)).not.toContain(partner.apiKey);
    const list = await h.admin('POST', '/partners/list', {});
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(partner.apiKey);
    expect(list.json()).toContainEqual(
      expect.objectContaining({
        partnerId: partner.partnerId,
        name: 'Benefits Inc',
        origins: [ORIGIN, 'http://127.0.0.1:8195'],
        keyPrefix: partner.apiKey.slice(0, 12),
        revokedAt: null,
        cards: 0,
      }),
    );
    expect(await auditOutcomes('admin_partner_create')).toContain('success');
  });

  test('partner create refuses a missing name, no origin, an origin with a path (400 invalid_request); no operator token 401', async () => {
    const cases: [unknown, string][] = [
      [{ origin: [ORIGIN] }, 'name'],
      [{ name: 'X Co', origin: [] }, 'origin'],
      [{ name: 'X Co', origin: ['https://p.example/page'] }, 'origin'],
      [{ name: 'X Co', origin: ['*'] }, 'origin'],
    ];
    for (const [body, field] of cases) {
      const res = await h.admin('POST', '/partners', body);
      expect([...refusal(res), Object.keys(res.json<{ fields: object }>().fields)]).toEqual([
        400,
        'invalid_request',
        [field],
      ]);
    }
    expect(
      refusal(await h.admin('POST', '/partners', { name: 'X', origin: [ORIGIN] }, 'wrong-token')),
    ).toEqual([401, 'unauthorized']);
  });

  test('in production a partner origin must be https (localhost aside): 400 invalid_request', async () => {
    const prod = await harness({ settings: { production: true } });
    try {
      const res = await prod.admin('POST', '/partners', {
        name: 'Plain Co',
        origin: ['http://plain.example'],
      });
      expect([...refusal(res), Object.keys(res.json<{ fields: object }>().fields)]).toEqual([
        400,
        'invalid_request',
        ['origin'],
      ]);
      const ok = await prod.admin('POST', '/partners', {
        name: 'Safe Co',
        origin: ['https://safe.example', 'http://localhost:8195'],
      });
      expect(ok.statusCode).toBe(200);
    } finally {
      await prod.close();
    }
  });

  test('partner rotate-key: the old key stops at once, the new one works; unknown 404, revoked 409', async () => {
    const partner = await createPartner();
    const card = await partnerCard(partner);
    const rotated = await h.admin('POST', '/partners/rotate-key', { id: partner.partnerId });
    expect(rotated.statusCode).toBe(200);
    const { apiKey } = rotated.json<{ apiKey: string }>();
    expect(apiKey).not.toBe(partner.apiKey);
    expect(refusal(await embedSession({ externalRef: card.externalRef }, partner.apiKey))).toEqual([
      401,
      'unauthorized',
    ]);
    expect((await embedSession({ externalRef: card.externalRef }, apiKey)).statusCode).toBe(200);
    expect(refusal(await h.admin('POST', '/partners/rotate-key', { id: 'ptn_unknownunknown0000' }))).toEqual([
      404,
      'not_found',
    ]);
    await h.admin('POST', '/partners/revoke', { id: partner.partnerId, reason: 'contract ended' });
    expect(refusal(await h.admin('POST', '/partners/rotate-key', { id: partner.partnerId }))).toEqual([
      409,
      'not_permitted',
    ]);
    expect(await auditOutcomes('admin_partner_rotate_key')).toEqual(
      expect.arrayContaining(['success', 'revoked']),
    );
  });

  test('partner revoke: unknown 404, twice 409; audited with the reason', async () => {
    const partner = await createPartner();
    const res = await h.admin('POST', '/partners/revoke', {
      id: partner.partnerId,
      reason: 'contract ended',
    });
    expect(res.json()).toEqual({ partnerId: partner.partnerId, revoked: true });
    expect(
      refusal(await h.admin('POST', '/partners/revoke', { id: partner.partnerId, reason: 'contract ended' })),
    ).toEqual([409, 'not_permitted']);
    expect(
      refusal(
        await h.admin('POST', '/partners/revoke', { id: 'ptn_unknownunknown0000', reason: 'contract ended' }),
      ),
    ).toEqual([404, 'not_found']);
    const rows = await h.rows<{ outcome: string; detail: string }>(
      "select outcome, detail from audit_log where action = 'admin_partner_revoke' and outcome = 'success'",
    );
    expect(rows.some((r) => r.detail.includes('contract ended'))).toBe(true);
  });

  test('card issue --partner --external-ref ties the card to the partner; refusals: unknown partner 404, revoked 409, taken reference 409, a reference without a partner 400', async () => {
    const partner = await createPartner();
    const card = await partnerCard(partner);
    expect(card).toMatchObject({ partnerId: partner.partnerId, externalRef: card.externalRef });
    const issue = (body: Record<string, unknown>) => h.admin('POST', '/cards', { virtual: true, ...body });
    expect(refusal(await issue({ partner: 'ptn_unknownunknown0000' }))).toEqual([404, 'not_found']);
    expect(refusal(await issue({ partner: partner.partnerId, 'external-ref': card.externalRef }))).toEqual([
      409,
      'not_permitted',
    ]);
    expect(refusal(await issue({ 'external-ref': 'lonely' }))).toEqual([400, 'invalid_request']);
    const revoked = await createPartner();
    await h.admin('POST', '/partners/revoke', { id: revoked.partnerId, reason: 'contract ended' });
    expect(refusal(await issue({ partner: revoked.partnerId }))).toEqual([409, 'not_permitted']);
  });

  test('the CLI: partner create with repeated --origin, list, rotate-key, revoke', async () => {
    await h.app.admin.listen({ port: 0, host: '127.0.0.1' });
    const { port } = h.app.admin.server.address() as AddressInfo;
    const env = { ADMIN_URL: `http://127.0.0.1:${port}`, ADMIN_TOKEN };
    const created = await run(
      ['partner', 'create', '--name', 'CLI Co', '--origin', ORIGIN, '--origin', OTHER_ORIGIN, '--json'],
      env,
    );
    expect(created.code).toBe(0);
    const { partnerId, apiKey } = created.output as Partner;
    expect(apiKey).toMatch(/^ppk_/);
    const listed = await run(['partner', 'list', '--json'], env);
    expect(listed.output).toContainEqual(
      expect.objectContaining({ partnerId, origins: [ORIGIN, OTHER_ORIGIN] }),
    );
    const issued = await run(
      ['card', 'issue', '--virtual', '--partner', partnerId, '--external-ref', 'cli-1', '--json'],
      env,
    );
    expect(issued.output).toMatchObject({ partnerId, externalRef: 'cli-1' });
    expect((await run(['partner', 'rotate-key', partnerId, '--json'], env)).output).toMatchObject({
      partnerId,
    });
    expect((await run(['partner', 'revoke', partnerId, '--reason', 'test', '--json'], env)).output).toEqual({
      partnerId,
      revoked: true,
    });
  });
});

describe('the partner API: POST /api/partner/v1/embed-sessions', () => {
  test("a partner's key and its card's reference (or account id) give a single-card token for at most 5 minutes", async () => {
    const partner = await createPartner();
    const card = await partnerCard(partner);
    const res = await embedSession({ externalRef: card.externalRef }, partner.apiKey);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<{ embedToken: string; expiresAt: string }>();
    expect(body.embedToken).toMatch(/^pet_/);
    const lifetime = new Date(body.expiresAt).getTime() - h.clock.now.getTime();
    expect(lifetime).toBeGreaterThan(0);
    expect(lifetime).toBeLessThanOrEqual(5 * 60_000);
    expect((await embedSession({ accountId: card.accountId }, partner.apiKey)).statusCode).toBe(200);
    // kept as a hash only
    const stored = await h.rows<Record<string, unknown>>('select * from embed_tokens');
    expect(JSON.stringify(stored)).not.toContain(body.embedToken);
  });

  test('refusals: no key or a wrong key 401 unauthorized, a revoked partner 403 partner_revoked, audited', async () => {
    const partner = await createPartner();
    const card = await partnerCard(partner);
    const body = { externalRef: card.externalRef };
    expect(refusal(await embedSession(body))).toEqual([401, 'unauthorized']);
    expect(refusal(await embedSession(body, 'ppk_wrongwrongwrongwrongwrongwrongwrongwrong'))).toEqual([
      401,
      'unauthorized',
    ]);
    await h.admin('POST', '/partners/revoke', { id: partner.partnerId, reason: 'contract ended' });
    expect(refusal(await embedSession(body, partner.apiKey))).toEqual([403, 'partner_revoked']);
    expect(await auditOutcomes('partner_embed_session')).toEqual(
      expect.arrayContaining(['denied', 'revoked']),
    );
  });

  test("refusals: another partner's card and an unknown reference answer alike (404 not_found), a physical card 409, a bad body 400", async () => {
    const mine = await createPartner();
    const theirs = await createPartner([OTHER_ORIGIN], 'Other Co');
    const theirCard = await partnerCard(theirs);
    const other = await embedSession({ externalRef: theirCard.externalRef }, mine.apiKey);
    const unknown = await embedSession({ externalRef: 'nobody-here' }, mine.apiKey);
    expect(refusal(other)).toEqual([404, 'not_found']);
    expect(other.json()).toEqual(unknown.json());
    expect(refusal(await embedSession({ accountId: theirCard.accountId }, mine.apiKey))).toEqual([
      404,
      'not_found',
    ]);
    // a card of no partner at all
    const plain = await h.issue({ virtual: true, email: 'p@example.com' });
    expect(refusal(await embedSession({ accountId: plain.accountId }, mine.apiKey))).toEqual([
      404,
      'not_found',
    ]);
    const physical = await partnerCard(mine, { virtual: false });
    expect(refusal(await embedSession({ externalRef: physical.externalRef }, mine.apiKey))).toEqual([
      409,
      'not_permitted',
    ]);
    for (const bad of [
      {},
      { externalRef: 'a', accountId: 'abcdefghijkl' },
      { externalRef: 'no spaces' },
      [],
    ]) {
      expect(refusal(await embedSession(bad, mine.apiKey))).toEqual([400, 'invalid_request']);
    }
    expect(await auditOutcomes('partner_embed_session')).toEqual(
      expect.arrayContaining(['not_found', 'not_virtual']),
    );
  });

  test('rate limits per partner: 429 locked above the limit for that partner only', async () => {
    const limited = await harness({ settings: { partnerRateLimit: { perPartner: 2, perClient: 100 } } });
    try {
      const make = async () =>
        (await limited.admin('POST', '/partners', { name: 'Busy Co', origin: [ORIGIN] })).json<Partner>();
      const busy = await make();
      const calm = await make();
      const issue = async (p: Partner, ref: string) =>
        limited.issue({ virtual: true, partner: p.partnerId, 'external-ref': ref });
      await issue(busy, 'b1');
      await issue(calm, 'c1');
      const ask = (p: Partner, ref: string) =>
        limited.app.inject({
          method: 'POST',
          url: `${PARTNER_BASE_PATH}/embed-sessions`,
          headers: { authorization: `Bearer ${p.apiKey}` },
          payload: { externalRef: ref },
        });
      expect((await ask(busy, 'b1')).statusCode).toBe(200);
      expect((await ask(busy, 'b1')).statusCode).toBe(200);
      expect(refusal(await ask(busy, 'b1'))).toEqual([429, 'locked']);
      expect((await ask(calm, 'c1')).statusCode).toBe(200);
      limited.clock.advance(61_000);
      expect((await ask(busy, 'b1')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe("the frame's exchange: POST /api/partner/v1/embed-sessions/exchange", () => {
  test('for a registered page origin, once: an embed session that runs the virtual-card screen (agreement, sign, image token, image, resend)', async () => {
    const partner = await createPartner();
    // registered: a resend goes to the holder's registered address
    const card = await partnerCard(partner, { registered: true });
    const res = await exchange(h, await embedToken(h, partner, card.externalRef));
    expect(res.statusCode).toBe(200);
    const session = res.json<{ accountId: string; cardImageId: string; expiresAt: string }>();
    expect(session.cardImageId).toBe(card.cardImageId);
    expect(session.accountId).not.toBe(card.accountId);
    const { accountId } = session;
    await verifyAs(h, accountId);
    expect((await h.post('/card/vv/agreement', { accountId })).json()).toEqual({ acceptanceDate: null });
    expect(refusal(await h.post('/card/vv/getToken', { accountId }))).toEqual([409, 'not_permitted']);
    expect((await h.post('/card/vv/agreement/sign', { accountId, email: null })).statusCode).toBe(200);
    const token = (await h.post('/card/vv/getToken', { accountId })).json<{ token: string }>().token;
    const image = await h.get(
      `/api/ind/v1/card/vv/image/${card.cardImageId}?token=${encodeURIComponent(token)}`,
    );
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    // resend from the embed: a fresh emailed link, and the embed session goes on
    const resend = await h.post('/card/email/resend', {
      accountId,
      captchaResponse: captchaFor('card_resend'),
    });
    expect(resend.json()).toEqual({ sent: true });
    expect((await h.post('/card/vv/agreement', { accountId })).statusCode).toBe(200);
    expect(await auditOutcomes('partner_embed_exchange')).toContain('success');
  });

  test('a card not registered yet: a resend from the embed goes to the address the card was issued to (the embed session has none); with no address at all, 409 not_permitted', async () => {
    const partner = await createPartner();
    const card = await partnerCard(partner);
    const { accountId } = (await exchange(h, await embedToken(h, partner, card.externalRef))).json<{
      accountId: string;
    }>();
    await verifyAs(h, accountId, 'member@example.com');
    expect((await h.post('/card/vv/agreement/sign', { accountId, email: null })).statusCode).toBe(200);
    const emails = await outboxCount();
    const resend = await h.post('/card/email/resend', {
      accountId,
      captchaResponse: captchaFor('card_resend'),
    });
    expect(resend.statusCode).toBe(200);
    expect(await outboxCount()).toBe(emails + 1);
    const [sent] = await h.rows<{ recipient: string }>(
      "select recipient from outbox where channel = 'email' order by id desc limit 1",
    );
    expect(sent?.recipient).toBe('member@example.com');

    // a partner card issued with no address: nowhere to send the member's code (nor a link), so
    // the exchange itself is refused, audited
    const bare = await partnerCard(partner, { email: undefined });
    expect(refusal(await exchange(h, await embedToken(h, partner, bare.externalRef)))).toEqual([
      409,
      'not_permitted',
    ]);
    expect(await auditOutcomes('partner_embed_exchange')).toContain('no_contact');
  });

  test('the embed session is refused by every other operation: freeze, history, PIN and the other session calls 403; registration calls 404', async () => {
    const partner = await createPartner();
    const card = await partnerCard(partner);
    const { accountId } = (await exchange(h, await embedToken(h, partner, card.externalRef))).json<{
      accountId: string;
    }>();
    const sessionOps = OPERATION_NAMES.filter((n) => OPERATIONS[n].auth === 'session');
    expect(sessionOps).toEqual(
      expect.arrayContaining(['freeze', 'history', 'pinReset', 'cardInfo', 'balance']),
    );
    for (const name of sessionOps) {
      const op: Operation = OPERATIONS[name];
      const res =
        op.method === 'get'
          ? await h.get(`/api/ind/v1${op.path}`, accountId)
          : await h.post(op.path, { accountId, startDate: '01/01/2026', endDate: '01/02/2026' }, accountId);
      expect([name, ...refusal(res)]).toEqual([name, 403, 'session_ended']);
    }
    const otherLinkOps = OPERATION_NAMES.filter(
      (n) => OPERATIONS[n].auth === 'link' && !(EMBED_SESSION_OPERATIONS as readonly string[]).includes(n),
    );
    expect(otherLinkOps.sort()).toEqual(['isRegistered', 'registerVirtualCard']);
    const isRegistered = await h.post('/card/isRegistered', { cardNum: accountId });
    expect(refusal(isRegistered)).toEqual([404, 'not_found']);
    const register = await h.post('/card/registerVirtualCard', {
      accountId,
      captchaResponse: captchaFor('ind_card_registration'),
      ...holder,
    });
    expect(refusal(register)).toEqual([404, 'not_found']);
    expect(await auditOutcomes('registration')).toContain('embed_session_refused');
  });

  test('refusals: a reused token 401 embed_token_used, an expired one 401 embed_token_expired, a made-up one 401 embed_token_expired', async () => {
    const partner = await createPartner();
    const card = await partnerCard(partner);
    const token = await embedToken(h, partner, card.externalRef);
    expect((await exchange(h, token)).statusCode).toBe(200);
    expect(refusal(await exchange(h, token))).toEqual([401, 'embed_token_used']);
    const late = await embedToken(h, partner, card.externalRef);
    h.clock.advance(5 * 60_000 + 1000);
    expect(refusal(await exchange(h, late))).toEqual([401, 'embed_token_expired']);
    expect(refusal(await exchange(h, `pet_${'x'.repeat(43)}`))).toEqual([401, 'embed_token_expired']);
    expect(refusal(await exchange(h, 'not a token'))).toEqual([400, 'invalid_request']);
    expect(await auditOutcomes('partner_embed_exchange')).toEqual(
      expect.arrayContaining(['reused', 'expired']),
    );
  });

  test('refusals: a framing page on an origin the partner did not register 403 origin_not_allowed (none, or not an origin: 400), and the token stays good for the real page', async () => {
    const partner = await createPartner();
    const card = await partnerCard(partner);
    const token = await embedToken(h, partner, card.externalRef);
    expect(refusal(await exchange(h, token, { parentOrigin: OTHER_ORIGIN }))).toEqual([
      403,
      'origin_not_allowed',
    ]);
    expect(refusal(await exchange(h, token, { parentOrigin: `${ORIGIN}.evil.example` }))).toEqual([
      403,
      'origin_not_allowed',
    ]);
    expect(refusal(await exchange(h, token, { parentOrigin: null }))).toEqual([400, 'invalid_request']);
    expect(refusal(await exchange(h, token, { parentOrigin: `${ORIGIN}/page` }))).toEqual([
      400,
      'invalid_request',
    ]);
    const extra = await h.app.inject({
      method: 'POST',
      url: `${PARTNER_BASE_PATH}/embed-sessions/exchange`,
      payload: { embedToken: token, parentOrigin: ORIGIN, origin: ORIGIN },
    });
    expect(refusal(extra)).toEqual([400, 'invalid_request']);
    expect((await exchange(h, token, { parentOrigin: ORIGIN })).statusCode).toBe(200);
    expect(await auditOutcomes('partner_embed_exchange')).toContain('wrong_origin');
  });

  test('revoking the partner: its unused tokens 403 partner_revoked, its live embed sessions end (410 link_expired), and their resend is refused (404 not_found, no email)', async () => {
    const partner = await createPartner();
    const card = await partnerCard(partner);
    const { accountId } = (await exchange(h, await embedToken(h, partner, card.externalRef))).json<{
      accountId: string;
    }>();
    const unused = await embedToken(h, partner, card.externalRef);
    await h.admin('POST', '/partners/revoke', { id: partner.partnerId, reason: 'contract ended' });
    expect(refusal(await exchange(h, unused))).toEqual([403, 'partner_revoked']);
    expect(refusal(await h.post('/card/vv/agreement', { accountId }))).toEqual([410, 'link_expired']);
    expect(await auditOutcomes('partner_embed_exchange')).toContain('revoked');
    // a resend takes an expired link, but not a session its partner's revocation ended
    const emails = await outboxCount();
    const resend = await h.post('/card/email/resend', {
      accountId,
      captchaResponse: captchaFor('card_resend'),
    });
    expect(refusal(resend)).toEqual([404, 'not_found']);
    expect(await outboxCount()).toBe(emails);
    expect(await auditOutcomes('email_resend')).toContain('embed_session_ended');
  });

  test('an embed session lasts 15 minutes (410 link_expired after)', async () => {
    const partner = await createPartner();
    const card = await partnerCard(partner);
    const { accountId } = (await exchange(h, await embedToken(h, partner, card.externalRef))).json<{
      accountId: string;
    }>();
    await verifyAs(h, accountId, 'member@example.com');
    h.clock.advance(14 * 60_000);
    expect((await h.post('/card/vv/agreement', { accountId })).statusCode).toBe(200);
    h.clock.advance(2 * 60_000);
    expect(refusal(await h.post('/card/vv/agreement', { accountId }))).toEqual([410, 'link_expired']);
  });
});

describe('no CORS and no framing of the remote for partner origins: the card lives in the frame', () => {
  const preflight = (url: string, origin: string) =>
    h.app.inject({
      method: 'OPTIONS',
      url,
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
  const allowOrigin = async (url: string, origin: string) =>
    (await preflight(url, origin)).headers['access-control-allow-origin'];

  test("a registered partner origin may call none of the embed session's paths, the exchange or the config", async () => {
    const origin = 'https://cors.partner.example';
    await createPartner([origin]);
    for (const url of [
      `${PARTNER_BASE_PATH}/embed-sessions/exchange`,
      `${PARTNER_BASE_PATH}/embed-sessions`,
      '/api/ind/v1/card/vv/agreement',
      '/api/ind/v1/card/vv/getToken',
      '/api/ind/v1/card/vv/agreement/sign',
      '/api/ind/v1/card/email/resend',
      '/config.json',
    ]) {
      expect([url, await allowOrigin(url, origin)]).toEqual([url, undefined]);
    }
    // the portal's own dev servers (CORS_ORIGINS) keep theirs
    const dev = h.app.ctx.settings.corsOrigins[0] ?? '';
    expect(dev).toMatch(/^http:\/\/localhost:/);
    expect(await allowOrigin('/api/ind/v1/card/vv/getToken', dev)).toBe(dev);
  });

  test("the virtual-card remote's files are framed by the portal only (the frame page is what partners frame)", async () => {
    const origin = 'https://frame.partner.example';
    await createPartner([origin]);
    const remote = await h.get('/remotes/mfe-virtual-card/mf-manifest.json');
    expect(remote.headers['content-security-policy']).toContain("frame-ancestors 'self';");
    expect(remote.headers['content-security-policy']).not.toContain(origin);
  });

  test('the OpenAPI document (JSON and page) lists the partner API', async () => {
    const doc = (await h.get('/api/ind/v1/openapi.json')).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/embed-sessions', '/embed-sessions/exchange']),
    );
    // and the page of the document shows them under their own base
    const page = await h.get('/api/ind/v1/docs');
    expect(page.body).toContain('POST /api/partner/v1/embed-sessions</code>');
    expect(page.body).not.toContain('SERVERS');
  });
});
