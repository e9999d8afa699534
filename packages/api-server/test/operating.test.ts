// Operating the portal: the metrics on the operator listener, the browsers' failure
// reports, the retention purge, the OpenAPI page outside production.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DeliveryAdapter } from '../src/notify/outbox';
import { findRepoRoot } from '../src/config/repo-root';
import { harness, captchaFor, type Harness } from './helpers';

let h: Harness;
let smsDown = false;
const sms: DeliveryAdapter = {
  name: 'sms-test',
  deliver: async () => {
    if (smsDown) throw new Error('SMS gateway unreachable');
  },
};

beforeAll(async () => {
  h = await harness({ adapters: { sms }, settings: { telemetryRateLimit: 5, outboxGiveUpHours: 1 } });
});
afterAll(() => h.close());

const metrics = async () => {
  const res = await h.app.admin.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: 'Bearer test-admin-token-0123456789' },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain/);
  return res.body;
};

/** The value of one series (name and labels exactly as Prometheus prints them), or undefined. */
const valueOf = (text: string, series: string): number | undefined => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

/** What the checkout's host build reports as its release (PORTAL_RELEASE unset): host@<version>. */
const HOST_RELEASE = `host@${(JSON.parse(readFileSync(join(findRepoRoot()!, 'host', 'package.json'), 'utf8')) as { version: string }).version}`;

const failure = {
  kind: 'remote-load',
  remote: 'support',
  release: HOST_RELEASE,
  route: '/contact-us',
};

describe('GET /metrics (operator listener)', () => {
  test('answers in the Prometheus text format with the listed series', async () => {
    const card = await h.issue({ status: 'activated', registered: true });
    const token = await h.login(card);
    expect((await h.get('/card/info', token)).statusCode).toBe(200);
    // a wrong CVV five times: the number is locked (a lockout counted)
    const locked = await h.issue({ status: 'activated', registered: true });
    for (let i = 0; i < 5; i++) {
      await h.post('/auth/card', {
        cardNumber: locked.cardNumber,
        cardCvv: locked.cvv === '999' ? '998' : '999',
        captchaResponse: captchaFor('ind_login'),
      });
    }
    // a captcha refused on the contact form
    await h.post('/support/contact', {
      name: 'Avery Stone',
      email: 'avery@example.com',
      inquiryType: 'Card Use',
      message: 'hello',
      captchaResponse: 'wrong',
    });
    const text = await metrics();
    expect(valueOf(text, 'portal_http_requests_total{operation="cardInfo",method="GET",status="200"}')).toBe(
      1,
    );
    expect(text).toMatch(
      /^portal_http_request_duration_seconds_bucket\{le="0\.005",operation="login",status="200"\} \d+$/m,
    );
    expect(valueOf(text, 'portal_login_outcomes_total{outcome="success"}')).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'portal_login_outcomes_total{outcome="failed"}')).toBe(4);
    expect(valueOf(text, 'portal_cvv_lockouts_total{kind="lockout"}')).toBe(1);
    expect(valueOf(text, 'portal_captcha_failures_total{action="ind_contact_form"}')).toBe(1);
    expect(valueOf(text, 'portal_outbox_pending')).toBeGreaterThanOrEqual(0);
    expect(valueOf(text, 'portal_outbox_failed')).toBe(0);
    expect(valueOf(text, 'portal_outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(0);
    expect(text).toMatch(/^# TYPE portal_client_failures_total counter$/m);
    expect(text).toMatch(/^# TYPE portal_db_errors_total counter$/m);
    expect(text).toMatch(/^portal_process_resident_memory_bytes \d+/m);
    if (h.db.kind === 'pg') expect(valueOf(text, 'portal_db_pool_max')).toBeGreaterThan(0);
    // no card number in the metrics, whatever was asked
    expect(text).not.toContain(card.cardNumber);
  });

  test('the outbox backlog: undelivered messages, the oldest one’s age, those failed for good', async () => {
    smsDown = true;
    const card = await h.issue({ status: 'activated', registered: true });
    expect((await h.post('/card/pin/reset', {}, await h.login(card))).statusCode).toBe(200);
    await h.app.dispatcher.runOnce();
    h.clock.advance(90_000);
    let text = await metrics();
    expect(valueOf(text, 'portal_outbox_pending')).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'portal_outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(90);
    // past the give-up horizon (1 h here) the text is failed for good
    h.clock.advance(2 * 3_600_000);
    await h.app.dispatcher.runOnce();
    text = await metrics();
    expect(valueOf(text, 'portal_outbox_failed')).toBeGreaterThanOrEqual(1);
    smsDown = false;
  });

  test('refused without an operator token (401 unauthorized), absent from the public listener (404), never audited', async () => {
    const anonymous = await h.app.admin.inject({ method: 'GET', url: '/metrics' });
    expect([anonymous.statusCode, anonymous.json().code]).toEqual([401, 'unauthorized']);
    const wrong = await h.app.admin.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer not-a-token-of-anyone' },
    });
    expect([wrong.statusCode, wrong.json().code]).toEqual([401, 'unauthorized']);
    const publicListener = await h.app.inject({ method: 'GET', url: '/metrics' });
    expect(publicListener.statusCode).toBe(404);
    const before = await h.rows<{ n: number }>(
      "select count(*)::int as n from audit_log where action = 'admin_call'",
    );
    await metrics();
    const after = await h.rows<{ n: number }>(
      "select count(*)::int as n from audit_log where action = 'admin_call'",
    );
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});

describe('POST /telemetry/client-failure (browsers report what failed)', () => {
  test('a remote that could not load is counted by remote and release, and logged with its route redacted', async () => {
    const res = await h.post('/telemetry/client-failure', {
      ...failure,
      route: '/ind/card/info/acct-secret-id/aW1n/ZW1haWw',
      correlationId: 'page-1.7',
    });
    expect(res.statusCode).toBe(204);
    await h.post('/telemetry/client-failure', { ...failure, kind: 'crash', remote: 'history' });
    const text = await metrics();
    expect(
      valueOf(
        text,
        `portal_client_failures_total{kind="remote-load",remote="support",release="${HOST_RELEASE}"}`,
      ),
    ).toBe(1);
    expect(
      valueOf(text, `portal_client_failures_total{kind="crash",remote="history",release="${HOST_RELEASE}"}`),
    ).toBe(1);
    const line = h.logs.find((l) => l.includes('browser reported a failure'))!;
    expect(JSON.parse(line)).toMatchObject({
      level: 40,
      failure: { kind: 'remote-load', remote: 'support', page: 'page-1.7' },
    });
    expect(line).not.toContain('acct-secret-id');
  });

  test('the release label is a release the server knows (registry or host build), else `other`', async () => {
    const p = await harness();
    try {
      await p.rows(
        `insert into remote_releases (remote, version, commit_sha, source, location, meta, published_at, published_by)
         values ('support', '2.4.0', 'abc1234', 'folder', '/srv/releases/support-2.4.0', '{}', $1, 'admin')`,
        [p.clock.now.toISOString()],
      );
      p.app.ctx.releases.invalidate();
      const sent = ['support@2.4.0', '2.4.0', HOST_RELEASE, 'made-up-1', 'made-up-2', 'support@9.9.9'];
      for (const release of sent) {
        expect((await p.post('/telemetry/client-failure', { ...failure, release })).statusCode).toBe(204);
      }
      const res = await p.app.admin.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer test-admin-token-0123456789' },
      });
      const series = (release: string) =>
        valueOf(
          res.body,
          `portal_client_failures_total{kind="remote-load",remote="support",release="${release}"}`,
        );
      expect(['support@2.4.0', '2.4.0', HOST_RELEASE, 'other'].map(series)).toEqual([1, 1, 1, 3]);
      expect(res.body).not.toMatch(/made-up|9\.9\.9/);
      // the log line keeps what the browser sent
      expect(p.logs.some((l) => l.includes('"release":"made-up-1"'))).toBe(true);
    } finally {
      await p.close();
    }
  });

  test.each([
    ['an unknown remote', { ...failure, remote: 'payments' }, 'remote'],
    ['an unknown kind', { ...failure, kind: 'slow' }, 'kind'],
    ['a release with spaces', { ...failure, release: 'v 1' }, 'release'],
    ['a route not starting with /', { ...failure, route: 'https://evil.example/' }, 'route'],
    ['a route too long', { ...failure, route: `/${'a'.repeat(400)}` }, 'route'],
  ])('%s is refused: 400 invalid_request', async (_case, body, field) => {
    const res = await h.post('/telemetry/client-failure', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_request');
    expect(Object.keys(res.json().fields ?? {})).toContain(field);
  });

  test('rate limited per client: 429 locked above the limit, and no longer counted', async () => {
    const fresh = await harness({ settings: { telemetryRateLimit: 2 } });
    try {
      const send = () => fresh.post('/telemetry/client-failure', failure);
      expect((await send()).statusCode).toBe(204);
      expect((await send()).statusCode).toBe(204);
      const third = await send();
      expect([third.statusCode, third.json().code]).toEqual([429, 'locked']);
      const res = await fresh.app.admin.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer test-admin-token-0123456789' },
      });
      expect(res.body).toContain(
        `portal_client_failures_total{kind="remote-load",remote="support",release="${HOST_RELEASE}"} 2`,
      );
    } finally {
      await fresh.close();
    }
  });
});

describe('retention: purge (server timer and `admin purge [--dry-run]`)', () => {
  test('rows past their horizon are removed, rows inside it kept; --dry-run only counts', async () => {
    const p = await harness({
      settings: { retention: { ...h.app.ctx.settings.retention, intervalMinutes: 0 } },
    });
    try {
      const now = p.clock.now.getTime();
      const ago = (ms: number) => new Date(now - ms).toISOString();
      const H = 3_600_000;
      const D = 24 * H;
      const card = await p.issue({ status: 'activated', registered: true });
      const cardId = (await p.rows<{ id: number }>('select max(id) as id from cards'))[0]!.id;
      await p.rows('delete from audit_log');
      await p.rows('delete from outbox');
      // each table: one row past its horizon ('old') and one inside it ('new')
      await p.rows(
        `insert into audit_log (at, action, outcome, detail) values ($1, 'old', 'x', null), ($2, 'new', 'x', null)`,
        [ago(401 * D), ago(399 * D)],
      );
      await p.rows(
        `insert into sessions (id, card_id, login_at, expires_at, token_exp) values
           ('s-old', $1, $2, $2, $2), ('s-new', $1, $3, $3, $3)`,
        [cardId, ago(31 * D), ago(29 * D)],
      );
      await p.rows(
        `insert into rate_limits (key, window_start, hits) values ('rl-old', $1, 1), ('rl-new', $2, 1)`,
        [ago(49 * H), ago(47 * H)],
      );
      await p.rows(
        `insert into login_failures (fingerprint, failures, window_start, held) values
           ('lf-old', 1, $1, false), ('lf-new', 1, $2, false), ('lf-held', 5, $1, true)`,
        [ago(49 * H), ago(47 * H)],
      );
      await p.rows(`insert into captcha_used (signature, expires_at) values ('c-old', $1), ('c-new', $2)`, [
        ago(2 * H),
        ago(0.5 * H),
      ]);
      await p.rows(
        `insert into outbox (channel, recipient, body, created_at, sent_at) values
           ('email', 'old@example.com', 'b', $1, $1), ('email', 'new@example.com', 'b', $2, $2),
           ('email', 'unsent@example.com', 'b', $1, null)`,
        [ago(31 * D), ago(29 * D)],
      );
      await p.rows(
        `insert into partners (id, name, origins, key_hash, key_prefix, created_at) values ('ptn_retention_test_0001', 'P', '[]', 'h', 'p', $1)`,
        [ago(0)],
      );
      await p.rows(
        `insert into embed_tokens (token_hash, partner_id, card_id, expires_at, created_at) values
           ('et-old', 'ptn_retention_test_0001', $1, $2, $2), ('et-new', 'ptn_retention_test_0001', $1, $3, $3)`,
        [cardId, ago(49 * H), ago(47 * H)],
      );
      // contact requests: closed past the horizon (gone), closed inside it, open however old (kept)
      await p.rows(
        `insert into support_requests (name, email, inquiry_type, message, created_at, closed_at, closed_by, close_note) values
           ('sr-closed-old', 'a@example.com', 'Card Use', 'm', $1, $2, 'admin', 'done'),
           ('sr-closed-new', 'b@example.com', 'Card Use', 'm', $1, $3, 'admin', 'done'),
           ('sr-open-old', 'c@example.com', 'Card Use', 'm', $1, null, null, null)`,
        [ago(400 * D), ago(181 * D), ago(179 * D)],
      );
      const expected = {
        audit: 1,
        sessions: 1,
        rateLimits: 1,
        lockouts: 1,
        captchas: 1,
        sentMessages: 1,
        supportRequests: 1,
        embedTokens: 1,
      };

      const dry = await p.admin('POST', '/purge', { 'dry-run': true });
      expect(dry.statusCode).toBe(200);
      expect(dry.json()).toEqual({ dryRun: true, wouldRemove: expected });
      expect(await p.rows("select 1 from audit_log where action = 'old'")).toHaveLength(1);

      const res = await p.admin('POST', '/purge', {});
      expect(res.json()).toEqual({ dryRun: false, removed: expected });
      const left = async (sql: string) => (await p.rows<{ k: string }>(sql)).map((r) => r.k).sort();
      expect(await left("select action as k from audit_log where action in ('old', 'new')")).toEqual(['new']);
      expect(await left("select id as k from sessions where id like 's-%'")).toEqual(['s-new']);
      expect(await left("select key as k from rate_limits where key like 'rl-%'")).toEqual(['rl-new']);
      expect(await left("select fingerprint as k from login_failures where fingerprint like 'lf-%'")).toEqual(
        ['lf-held', 'lf-new'],
      );
      expect(await left("select signature as k from captcha_used where signature like 'c-%'")).toEqual([
        'c-new',
      ]);
      expect(await left('select token_hash as k from embed_tokens')).toEqual(['et-new']);
      expect(await left("select name as k from support_requests where name like 'sr-%'")).toEqual([
        'sr-closed-new',
        'sr-open-old',
      ]);
      expect(await left('select recipient as k from outbox')).toEqual([
        'new@example.com',
        'unsent@example.com',
      ]);
      // the purge itself is audited with the operator's name and the counts
      const [audit] = await p.rows<{ outcome: string; detail: string }>(
        "select outcome, detail from audit_log where action = 'admin_purge' order by id desc limit 1",
      );
      expect(audit!.outcome).toBe('success');
      expect(JSON.parse(audit!.detail)).toMatchObject({ operator: 'admin', audit: 1 });
      expect(card.cardNumber).toBeTruthy();
    } finally {
      await p.close();
    }
  });

  test('the server purges by itself every PURGE_INTERVAL_MINUTES', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const p = await harness({
      settings: { retention: { ...h.app.ctx.settings.retention, intervalMinutes: 5 } },
    });
    try {
      await p.rows(`insert into captcha_used (signature, expires_at) values ('timer-old', $1)`, [
        new Date(p.clock.now.getTime() - 5 * 3_600_000).toISOString(),
      ]);
      await jest.advanceTimersByTimeAsync(61_000);
      jest.useRealTimers();
      // the purge deletes table by table and logs once all are done: wait for the log, not the first row
      // (a loaded CI machine read the log between the two)
      for (let i = 0; i < 250 && !p.logs.some((l) => l.includes('retention purge')); i++) {
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(await p.rows("select 1 from captcha_used where signature = 'timer-old'")).toHaveLength(0);
      expect(p.logs.some((l) => l.includes('retention purge'))).toBe(true);
    } finally {
      jest.useRealTimers();
      await p.close();
    }
  });
});

describe('the OpenAPI document as a page', () => {
  test('browsable outside production: one section per operation', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/ind/v1/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<h2 id="login"><code>POST /auth/card</code> — login</h2>');
    expect(res.body).toContain('<h2 id="clientFailure">');
    expect(res.body).not.toMatch(/<script/i);
  });

  test('not served in production (404)', async () => {
    const prod = await harness({ settings: { production: true, testData: true } });
    try {
      const res = await prod.app.inject({ method: 'GET', url: '/api/ind/v1/docs' });
      expect(res.statusCode).toBe(404);
      expect((await prod.app.inject({ method: 'GET', url: '/api/ind/v1/openapi.json' })).statusCode).toBe(
        200,
      );
    } finally {
      await prod.close();
    }
  });
});
