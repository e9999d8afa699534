// The virtual-card link's whole life on the server — the signed parameters survive mail
// systems, every state of the link answers something a page can act on, resend reaches the
// address the card was issued or registered with, and a registration cannot be overwritten.
import { decodeBase64Param } from '@portal/contracts';
import { captchaFor, harness, holder, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await harness({ settings: { linkRateLimit: { perLink: 6, perClient: 1000 } } });
});
afterAll(() => h.close());

function parseLink(path: string) {
  const url = new URL(path, 'http://x');
  const [, , , accountId, image] = url.pathname.split('/');
  return {
    accountId: accountId!,
    cardImageId: decodeBase64Param(image!)!,
    params: Object.fromEntries(url.searchParams) as Record<string, string>,
  };
}

async function virtualCard(email = 'issued@example.com') {
  const card = await h.issue({ virtual: true, status: 'activated', email });
  return { card, ...parseLink(card.registrationPath!) };
}

const registerBody = (accountId: string, params: Record<string, string> | null, extra = {}) => ({
  accountId,
  captchaResponse: captchaFor('ind_card_registration'),
  ...holder,
  linkClickParams: params,
  ...extra,
});

const resend = (accountId: string) =>
  h.post('/card/email/resend', { accountId, captchaResponse: captchaFor('card_resend') });

async function lastEmail() {
  const rows = await h.rows<{ recipient: string; body_enc: string }>(
    "select recipient, body_enc from outbox where channel = 'email' order by id desc limit 1",
  );
  return { recipient: rows[0]!.recipient, body: h.app.ctx.sealer.open(rows[0]!.body_enc) ?? '' };
}

describe('link signature: exactly the portal parameters are signed', () => {
  test('the emailed link carries src, lt and the signature ls, nothing else', async () => {
    const { params } = await virtualCard();
    expect(Object.keys(params).sort()).toEqual(['ls', 'lt', 'src']);
  });

  test('tracking parameters appended by a mail provider (utm_*, fbclid) pass isRegistered and registration', async () => {
    const { accountId, params } = await virtualCard();
    const tracked = { ...params, utm_source: 'newsletter', utm_medium: 'email', fbclid: 'IwAR0abc' };
    const check = await h.post('/card/isRegistered', { cardNum: accountId, linkClickParams: tracked });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ registered: false, expired: false });
    const reg = await h.post('/card/registerVirtualCard', registerBody(accountId, tracked));
    expect(reg.statusCode).toBe(200);
  });

  test('a link stripped of every parameter passes (no click data to vouch for)', async () => {
    const { accountId } = await virtualCard();
    const check = await h.post('/card/isRegistered', { cardNum: accountId, linkClickParams: null });
    expect(check.statusCode).toBe(200);
    const onlyTracking = await h.post('/card/isRegistered', {
      cardNum: accountId,
      linkClickParams: { utm_source: 'x' },
    });
    expect(onlyTracking.statusCode).toBe(200);
  });

  test('portal parameters without their signature are refused: 400 invalid_request', async () => {
    const { accountId, params } = await virtualCard();
    const { ls: _ls, ...unsigned } = params;
    void _ls;
    const res = await h.post('/card/isRegistered', { cardNum: accountId, linkClickParams: unsigned });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'invalid_request',
      fields: { linkClickParams: 'linkInvalid' },
    });
  });

  test('a changed portal parameter is refused: 400 invalid_request', async () => {
    const { accountId, params } = await virtualCard();
    const res = await h.post('/card/isRegistered', {
      cardNum: accountId,
      linkClickParams: { ...params, lt: String(Number(params.lt) + 1) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_request');
  });

  test('a signature kept while a portal parameter was stripped is refused: 400 invalid_request', async () => {
    const { accountId, params } = await virtualCard();
    const { lt: _lt, ...partial } = params;
    void _lt;
    const res = await h.post('/card/registerVirtualCard', registerBody(accountId, partial));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_request');
  });

  test('a signature of another link is refused: 400 invalid_request', async () => {
    const a = await virtualCard();
    const b = await virtualCard();
    const res = await h.post('/card/isRegistered', { cardNum: a.accountId, linkClickParams: b.params });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_request');
  });
});

describe('every state of the link', () => {
  test('fresh: isRegistered false and not expired; agreement null', async () => {
    const { accountId, params } = await virtualCard();
    expect(
      (await h.post('/card/isRegistered', { cardNum: accountId, linkClickParams: params })).json(),
    ).toEqual({ registered: false, expired: false });
    expect((await h.post('/card/vv/agreement', { accountId })).json()).toEqual({ acceptanceDate: null });
  });

  test('expired before registration: isRegistered says expired, registration and agreement 410 link_expired, resend goes to the issued address', async () => {
    const { accountId, params } = await virtualCard('before-reg@example.com');
    h.clock.advance(7 * 86_400_000 + 1000);
    expect(
      (await h.post('/card/isRegistered', { cardNum: accountId, linkClickParams: params })).json(),
    ).toEqual({ registered: false, expired: true });
    const reg = await h.post('/card/registerVirtualCard', registerBody(accountId, params));
    expect(reg.statusCode).toBe(410);
    expect(reg.json().code).toBe('link_expired');
    const agreement = await h.post('/card/vv/agreement', { accountId });
    expect(agreement.statusCode).toBe(410);
    expect(agreement.json().code).toBe('link_expired');

    const res = await resend(accountId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: true });
    const mail = await lastEmail();
    expect(mail.recipient).toBe('before-reg@example.com');
    // the fresh link works: the holder can register with it
    const fresh = parseLink(/(\/ind\/registration\/\S+)/.exec(mail.body)![1]!);
    expect(fresh.accountId).not.toBe(accountId);
    expect(
      (await h.post('/card/registerVirtualCard', registerBody(fresh.accountId, fresh.params))).statusCode,
    ).toBe(200);
  });

  test('expired after registration, before the agreement: agreement and sign 410, resend goes to the registered address', async () => {
    const { accountId, params } = await virtualCard('issued-2@example.com');
    expect(
      (
        await h.post(
          '/card/registerVirtualCard',
          registerBody(accountId, params, { email: 'mine@example.com' }),
        )
      ).statusCode,
    ).toBe(200);
    h.clock.advance(7 * 86_400_000 + 1000);
    expect((await h.post('/card/vv/agreement', { accountId })).statusCode).toBe(410);
    const sign = await h.post('/card/vv/agreement/sign', { accountId, email: null });
    expect(sign.statusCode).toBe(410);
    expect(sign.json().code).toBe('link_expired');
    expect((await resend(accountId)).statusCode).toBe(200);
    expect((await lastEmail()).recipient).toBe('mine@example.com');
  });

  test('already used (superseded by a resend): the old link answers 410 link_expired, the new one works', async () => {
    const { accountId, params } = await virtualCard('used@example.com');
    expect((await resend(accountId)).statusCode).toBe(200);
    const old = await h.post('/card/vv/agreement', { accountId });
    expect(old.statusCode).toBe(410);
    expect(old.json().code).toBe('link_expired');
    expect(
      (await h.post('/card/isRegistered', { cardNum: accountId, linkClickParams: params })).json(),
    ).toEqual({ registered: false, expired: true });
    const fresh = parseLink(/(\/ind\/registration\/\S+)/.exec((await lastEmail()).body)![1]!);
    expect((await h.post('/card/vv/agreement', { accountId: fresh.accountId })).statusCode).toBe(200);
  });

  test('unknown: isRegistered, agreement and resend answer 404 not_found', async () => {
    const accountId = 'AAAAAAAAAAAAAAAAAAAAAAAA';
    for (const res of [
      await h.post('/card/isRegistered', { cardNum: accountId, linkClickParams: null }),
      await h.post('/card/vv/agreement', { accountId }),
      await resend(accountId),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
  });
});

describe('a registration cannot be overwritten', () => {
  test('a second registerVirtualCard is 409 already_registered and changes no stored email or phone; both attempts audited', async () => {
    const { accountId, params } = await virtualCard('owner@example.com');
    expect((await h.post('/card/registerVirtualCard', registerBody(accountId, params))).statusCode).toBe(200);
    const again = await h.post(
      '/card/registerVirtualCard',
      registerBody(accountId, params, { email: 'fraud@example.com', phone: '(555) 555-0101' }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_registered');
    const stored = await h.rows<{ email: string; phone: string }>(
      'select h.email, h.phone from cardholders h join virtual_links l on l.card_id = h.card_id where l.account_id = $1',
      [accountId],
    );
    expect(stored).toEqual([{ email: holder.email, phone: '2175550188' }]);
    const audit = await h.rows<{ outcome: string }>(
      "select outcome from audit_log where action = 'registration' order by id desc limit 2",
    );
    expect(audit.map((a) => a.outcome)).toEqual(['already_registered', 'success']);
  });

  test('registerVirtualCard is rate-limited per link: 429 locked above the limit, audited as limited', async () => {
    const { accountId, params } = await virtualCard();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await h.post('/card/registerVirtualCard', registerBody(accountId, params))).statusCode);
    }
    expect(statuses.slice(0, 2)).toEqual([200, 409]);
    expect(statuses[6]).toBe(429);
    const last = await h.post('/card/registerVirtualCard', registerBody(accountId, params));
    expect(last.statusCode).toBe(429);
    expect(last.json().code).toBe('locked');
  });
});

describe('registerVirtualCard rate limit per client', () => {
  test('429 locked after the per-client limit across different links', async () => {
    const p = await harness({ settings: { linkRateLimit: { perLink: 100, perClient: 3 } } });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const card = await p.issue({ virtual: true, status: 'activated', email: 'c@example.com' });
        const link = parseLink(card.registrationPath!);
        codes.push(
          (await p.post('/card/registerVirtualCard', registerBody(link.accountId, link.params))).statusCode,
        );
      }
      expect(codes).toEqual([200, 200, 200, 429]);
    } finally {
      await p.close();
    }
  });
});
