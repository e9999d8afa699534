import * as v from 'valibot';
import { solveChallenge } from 'altcha-lib/v1';
import { RuntimeConfigSchema, CaptchaChallengeSchema } from '@portal/contracts';
import { harness, openTestDb, type Harness } from './helpers';
import { loadSettings } from '../src/config/settings';
import { recaptchaProvider, altchaProvider } from '../src/captcha';
import { loadProgram } from '../src/config/program';
import { cspDirectives } from '../src/hosting/csp';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(() => h.close());

describe('operations endpoints', () => {
  test('/healthz and /readyz answer 200 when the database is reachable', async () => {
    expect((await h.get('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await h.get('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().status).toBe('ready');
  });

  test('/config.json is a valid RuntimeConfig with the default remotes and the API base', async () => {
    const res = await h.get('/config.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const config = v.parse(RuntimeConfigSchema, res.json());
    expect(config.apiBaseUrl).toBe('/api/ind/v1');
    expect(config.remotes).toEqual({
      account: '/remotes/mfe-account/mf-manifest.json',
      registration: '/remotes/mfe-registration/mf-manifest.json',
      virtualCard: '/remotes/mfe-virtual-card/mf-manifest.json',
      history: '/remotes/mfe-history/mf-manifest.json',
      support: '/remotes/mfe-support/mf-manifest.json',
    });
    expect(config.program.supportHours).toBe('8am to midnight EST, 7 days a week');
    expect(config.program.carouselImages).toHaveLength(5);
    expect(config.program.imageHost).toBe('/api/ind/v1/card/vv/image');
    expect(config.program.virtualAgreementPdfUrl).toBe('/api/ind/v1/legal/vv.pdf');
  });

  test('remote URLs and the API base follow the environment', () => {
    const s = loadSettings({
      REMOTE_VIRTUAL_CARD_URL: 'https://cdn.example/vc/mf-manifest.json',
      PUBLIC_API_BASE_URL: 'https://api.example/api/ind/v1',
    });
    expect(s.remotes.virtualCard).toBe('https://cdn.example/vc/mf-manifest.json');
    expect(s.remotes.account).toBe('/remotes/mfe-account/mf-manifest.json');
    expect(s.publicApiBaseUrl).toBe('https://api.example/api/ind/v1');
  });

  test('PROGRAM_CONFIG_FILE overrides programme values (colours key by key) and is validated', () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-program-'));
    try {
      const file = join(dir, 'program.json');
      writeFileSync(
        file,
        JSON.stringify({
          productName: 'Acme Gift Card',
          supportPhone: '1-888-555-0100',
          colors: { primary: '#000000' },
        }),
      );
      const program = loadProgram('/api/ind/v1', file);
      expect(program.productName).toBe('Acme Gift Card');
      expect(program.supportPhone).toBe('1-888-555-0100');
      expect(program.colors.primary).toBe('#000000');
      expect(program.colors.accent).toBe('#f2a900');
      writeFileSync(file, JSON.stringify({ carouselImages: 'none' }));
      expect(() => loadProgram('/api/ind/v1', file)).toThrow(/carouselImages/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('remotes on another origin are allowed by the CSP', async () => {
    const remote = await harness({
      settings: {
        remotes: {
          ...loadSettings({ PORTAL_MODE: 'development' }).remotes,
          support: 'https://cdn.example/support/mf-manifest.json',
        },
      },
    });
    try {
      const res = await remote.get('/config.json');
      expect(res.json().remotes.support).toBe('https://cdn.example/support/mf-manifest.json');
      // the agreement PDF is the server's (rendered from the programme), wherever the remote lives
      expect(res.json().program.virtualAgreementPdfUrl).toBe('/api/ind/v1/legal/vv.pdf');
      expect(res.headers['content-security-policy']).toMatch(/script-src 'self' https:\/\/cdn\.example/);
      expect(res.headers['content-security-policy']).toMatch(/connect-src 'self' https:\/\/cdn\.example/);
    } finally {
      await remote.close();
    }
  });

  test('safe unless told otherwise: without PORTAL_MODE=development every default is production', () => {
    for (const env of [{}, { NODE_ENV: 'production' }, { NODE_ENV: 'development' }, { NODE_ENV: 'test' }]) {
      const s = loadSettings(env);
      expect(s.production).toBe(true);
      expect(s.loginRateLimit).toEqual({ max: 30, windowSeconds: 600 });
      expect(s.contactRateLimit).toBe(20);
      expect(s.corsOrigins).toEqual([]);
      expect(s.testData).toBe(false);
      expect(s.seedDemo).toBe(false);
      expect(s.admin).toEqual({ host: '127.0.0.1', port: 8081, socket: undefined });
    }
    const dev = loadSettings({ PORTAL_MODE: 'development' });
    expect(dev.production).toBe(false);
    expect(dev.loginRateLimit.max).toBe(1000);
    expect(dev.corsOrigins).toContain('http://localhost:3000');
    expect(dev.testData).toBe(true);
    expect(loadSettings({ LOGIN_RATE_LIMIT: '5' }).loginRateLimit.max).toBe(5);
    expect(loadSettings({ ALLOW_TEST_DATA: 'true' }).testData).toBe(true);
    expect(() => loadSettings({ PORTAL_MODE: 'development', NODE_ENV: 'production' })).toThrow(/refused/);
    expect(() => loadSettings({ PORTAL_MODE: 'relaxed' })).toThrow(/PORTAL_MODE/);
  });

  test('CAPTCHA=off is refused unless the relaxed posture is asked for', () => {
    expect(() => loadSettings({ NODE_ENV: 'production', CAPTCHA: 'off' })).toThrow(/refused/);
    expect(() => loadSettings({ CAPTCHA: 'off' })).toThrow(/refused/);
    expect(loadSettings({ PORTAL_MODE: 'development', CAPTCHA: 'off' }).captcha.mode).toBe('off');
  });

  test('the carousel card images are served as SVG', async () => {
    for (let i = 1; i <= 5; i++) {
      const res = await h.get(`/assets/cards/${i}.svg`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.body).toContain('<svg');
    }
  });

  test('the OpenAPI 3.1 document lists every call', async () => {
    const res = await h.get('/api/ind/v1/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toBe('3.1.0');
    for (const path of [
      '/auth/card',
      '/card/info',
      '/card/txn/history/download',
      '/card/vv/image/{cardImageId}',
      '/support/contact',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
  });

  test('unknown paths answer 404 JSON not_found', async () => {
    const res = await h.get('/api/ind/v1/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
  });

  test('security headers: CSP with frame-ancestors, nosniff', async () => {
    const res = await h.get('/healthz');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['content-security-policy']).toContain("img-src 'self' data:");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  test('a programme image host on another origin is allowed in img-src, and only that one', () => {
    const remotes = { account: '/a', registration: '/r', virtualCard: '/v', history: '/h', support: '/s' };
    const settings = { remotes, publicApiBaseUrl: '/api/ind/v1' };
    expect(cspDirectives(settings, 'https://images.example.com/vv').imgSrc).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://images.example.com',
    ]);
    expect(cspDirectives(settings, '/api/ind/v1/card/vv/image').imgSrc).toEqual(["'self'", 'data:', 'blob:']);
  });
});

describe('CORS', () => {
  test('an allowed origin gets credentials-free CORS with the agreed headers; others get none', async () => {
    const pre = await h.app.inject({
      method: 'OPTIONS',
      url: '/api/ind/v1/card/info',
      headers: {
        origin: 'http://localhost:3001',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,x-correlation-id',
      },
    });
    expect(pre.headers['access-control-allow-origin']).toBe('http://localhost:3001');
    expect(String(pre.headers['access-control-allow-headers'])).toMatch(/Authorization/);
    expect(String(pre.headers['access-control-allow-headers'])).toMatch(/X-Correlation-Id/);
    const get = await h.app.inject({
      method: 'GET',
      url: '/config.json',
      headers: { origin: 'http://localhost:3000' },
    });
    expect(get.headers['access-control-expose-headers']).toMatch(/X-Content-Filename/);
    const evil = await h.app.inject({
      method: 'GET',
      url: '/config.json',
      headers: { origin: 'https://evil.example' },
    });
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });

  test('CORS_ORIGINS replaces the default list', () => {
    expect(loadSettings({ CORS_ORIGINS: 'https://partner.example, https://b.example' }).corsOrigins).toEqual([
      'https://partner.example',
      'https://b.example',
    ]);
  });
});

describe('POST /support/contact', () => {
  const body = {
    name: 'Sam Lee',
    email: 'sam@example.com',
    cardNumber: '4111 1111 1111 1111',
    inquiryType: 'Card Use',
    message: 'Where can I use it?',
    captchaResponse: 'ok:ind_contact_form',
  };

  test('stores the request with a masked card number', async () => {
    const res = await h.post('/support/contact', body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, reference: expect.stringMatching(/^C-[A-HJ-NP-Z2-9]{6}$/) });
    const rows = await h.rows<{ name: string; card_masked: string; inquiry_type: string; message: string }>(
      'select name, card_masked, inquiry_type, message from support_requests',
    );
    expect(rows).toEqual([
      {
        name: 'Sam Lee',
        card_masked: '4111 **** **** 1111',
        inquiry_type: 'Card Use',
        message: 'Where can I use it?',
      },
    ]);
  });

  test('a failed captcha answers 400 captcha_failed; an invalid inquiry type names the field', async () => {
    expect((await h.post('/support/contact', { ...body, captchaResponse: 'ok:ind_login' })).json().code).toBe(
      'captcha_failed',
    );
    const bad = await h.post('/support/contact', { ...body, inquiryType: 'Other' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.inquiryType).toBe('inquiryRequired');
  });
});

describe('captcha providers', () => {
  test('altcha: a solved challenge passes once, for its own action only', async () => {
    const t = await harness({
      captcha: undefined,
      settings: {
        captcha: {
          ...loadSettings({ PORTAL_MODE: 'development' }).captcha,
          mode: 'altcha',
          altchaMaxNumber: 2000,
        },
      },
    });
    try {
      const config = (await t.get('/config.json')).json();
      expect(config.captcha).toEqual({ provider: 'altcha', challengeUrl: '/api/ind/v1/captcha/challenge' });
      const solve = async (action: string) => {
        const res = await t.get(`/api/ind/v1/captcha/challenge?action=${action}`);
        expect(res.headers['cache-control']).toBe('no-store');
        const challenge = v.parse(CaptchaChallengeSchema, res.json());
        expect(challenge.maxnumber).toBe(2000);
        const solution = await solveChallenge(
          challenge.challenge,
          challenge.salt,
          challenge.algorithm,
          challenge.maxnumber,
        ).promise;
        const payload = {
          algorithm: challenge.algorithm,
          challenge: challenge.challenge,
          number: solution!.number,
          salt: challenge.salt,
          signature: challenge.signature,
        };
        return Buffer.from(JSON.stringify(payload)).toString('base64');
      };
      const body = (captchaResponse: string) => ({
        name: 'Sam Lee',
        email: 'sam@example.com',
        cardNumber: null,
        inquiryType: 'Card Use',
        message: '',
        captchaResponse,
      });
      const token = await solve('ind_contact_form');
      expect((await t.post('/support/contact', body(token))).statusCode).toBe(200);
      // single use
      expect((await t.post('/support/contact', body(token))).json().code).toBe('captcha_failed');
      // bound to its action
      const loginToken = await solve('ind_login');
      expect((await t.post('/support/contact', body(loginToken))).json().code).toBe('captcha_failed');
      // garbage
      expect((await t.post('/support/contact', body('garbage'))).json().code).toBe('captcha_failed');
      expect((await t.get('/api/ind/v1/captcha/challenge?action=bogus')).statusCode).toBe(400);
    } finally {
      await t.close();
    }
  });

  test('altcha: an expired challenge is refused', async () => {
    const db = await openTestDb();
    try {
      const provider = altchaProvider({ db: db.db, hmacKey: 'k'.repeat(32), maxNumber: 500 });
      const challenge = await provider.challenge!('card_resend');
      const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, 500)
        .promise;
      const token = JSON.stringify({ ...challenge, number: solution!.number });
      const realNow = Date.now;
      Date.now = () => realNow() + 6 * 60_000;
      try {
        expect(await provider.verify(token, 'card_resend')).toBe(false);
      } finally {
        Date.now = realNow;
      }
      expect(await provider.verify(token, 'card_resend')).toBe(true);
    } finally {
      await db.dispose();
    }
  });

  test('reCAPTCHA v3: the action must match and the score reach the minimum', async () => {
    const answers: Record<string, unknown> = {
      good: { success: true, action: 'ind_login', score: 0.9 },
      low: { success: true, action: 'ind_login', score: 0.2 },
      other: { success: true, action: 'ind_contact_form', score: 0.9 },
      failed: { success: false },
    };
    const sent: string[] = [];
    const fetchImpl = (async (_url: string, init: { body: URLSearchParams }) => {
      const token = init.body.get('response')!;
      sent.push(init.body.get('secret')!);
      return new Response(JSON.stringify(answers[token]), { status: 200 });
    }) as unknown as typeof fetch;
    const provider = recaptchaProvider({ secret: 's3cret', siteKey: 'site', minScore: 0.5, fetchImpl });
    expect(await provider.verify('good', 'ind_login')).toBe(true);
    expect(await provider.verify('low', 'ind_login')).toBe(false);
    expect(await provider.verify('other', 'ind_login')).toBe(false);
    expect(await provider.verify('failed', 'ind_login')).toBe(false);
    expect(sent[0]).toBe('s3cret');
    expect(provider.publicConfig('/api')).toEqual({ provider: 'recaptcha', siteKey: 'site' });
  });
});
