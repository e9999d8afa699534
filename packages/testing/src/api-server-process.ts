// The real api-server for the front-end tests, in a Node process of its own (started by
// ./api-server with tsx): the jsdom test environment is another JavaScript realm, in which the
// server's crypto and database libraries do not run. It starts the app (@portal/api-server's
// start-server) on a copy of a migrated PGlite database with a clock the test moves and the test
// captcha, listens on a free port of 127.0.0.1 and answers the test's requests (issue a card, log
// in, the operator API, the clock) over the IPC channel.
import { Writable } from 'node:stream';
import type { BuildAppOptions } from '@portal/api-server';
import { openStore, startApiServer } from '@portal/api-server/start-server';
import { TEST_PROGRAM } from './fixtures';

/** What the test asks the process (one message per request, answered by id). */
export type Request =
  | { op: 'admin'; method: 'GET' | 'POST'; path: string; body?: object }
  | { op: 'login'; cardNumber: string; cvv: string }
  | { op: 'call'; method: 'GET' | 'POST'; path: string; body?: object; token?: string }
  | { op: 'clock'; set?: string; advanceMs?: number }
  | { op: 'close' };

export interface Started {
  ready: true;
  port: number;
  apiPrefix: string;
  now: string;
}

export type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };

const OPERATOR_TOKEN = 'front-end-tests-operator-token';

/** 'test': the token 'captcha-<action>' passes for that action only; 'off': any token passes. */
function captchaProvider(kind: string): NonNullable<BuildAppOptions['captcha']> {
  return {
    mode: kind === 'off' ? 'off' : 'altcha',
    verify: (token, action) => Promise.resolve(kind === 'off' || token === `captcha-${action}`),
    publicConfig: () => ({ provider: 'off' }),
  };
}

async function main(): Promise<void> {
  const clock = { now: new Date(process.env.PORTAL_TEST_NOW ?? Date.now()) };
  const {
    app,
    settings,
    port,
    close: closeServer,
  } = await startApiServer({
    store: await openStore({ pglite: 'template' }),
    captcha: captchaProvider(process.env.PORTAL_TEST_CAPTCHA ?? 'test'),
    program: TEST_PROGRAM,
    now: () => clock.now,
    // the log is dropped unless PORTAL_TEST_SERVER_LOG=1 (then it goes to stderr)
    logStream:
      process.env.PORTAL_TEST_SERVER_LOG === '1'
        ? process.stderr
        : new Writable({ write: (_chunk, _enc, done) => done() }),
    operatorToken: OPERATOR_TOKEN,
    settings: (base) => ({
      testData: true,
      logLevel: 'warn',
      // many cards log in from 127.0.0.1 in one file; the per-card limits stay as they are
      loginRateLimit: { ...base.loginRateLimit, max: 100_000 },
      contactRateLimit: 100_000,
      pinResetLimit: { ...base.pinResetLimit, perClient: 100_000 },
      linkRateLimit: { ...base.linkRateLimit, perClient: 100_000 },
    }),
    listen: true,
  });

  let closing: Promise<void> | undefined;
  const close = () => (closing ??= closeServer());

  async function handle(request: Request): Promise<unknown> {
    switch (request.op) {
      case 'admin': {
        const res = await app.admin.inject({
          method: request.method,
          url: `/admin/v1${request.path}`,
          headers: { authorization: `Bearer ${OPERATOR_TOKEN}` },
          ...(request.body === undefined ? {} : { payload: request.body }),
        });
        if (res.statusCode !== 200)
          throw new Error(`${request.method} ${request.path}: ${res.statusCode} ${res.body}`);
        return res.json();
      }
      case 'login': {
        const res = await app.inject({
          method: 'POST',
          url: `${settings.publicApiBaseUrl}/auth/card`,
          payload: {
            cardNumber: request.cardNumber,
            cardCvv: request.cvv,
            captchaResponse: 'captcha-ind_login',
          },
        });
        if (res.statusCode !== 200) throw new Error(`login: ${res.statusCode} ${res.body}`);
        return res.json();
      }
      case 'call': {
        const res = await app.inject({
          method: request.method,
          url: `${settings.publicApiBaseUrl}${request.path}`,
          headers: request.token ? { authorization: `Bearer ${request.token}` } : {},
          ...(request.body === undefined ? {} : { payload: request.body }),
        });
        return { status: res.statusCode, body: res.body ? (res.json() as unknown) : null };
      }
      case 'clock':
        if (request.set) clock.now = new Date(request.set);
        if (request.advanceMs) clock.now = new Date(clock.now.getTime() + request.advanceMs);
        return clock.now.toISOString();
      case 'close':
        await close();
        return null;
    }
  }

  process.on('message', (message: { id: number } & Request) => {
    const { id, ...request } = message;
    handle(request).then(
      (value) =>
        process.send?.({ id, ok: true, value } satisfies Reply, () => {
          if (request.op === 'close') process.exit(0);
        }),
      (error: unknown) => process.send?.({ id, ok: false, error: String(error) } satisfies Reply),
    );
  });
  // the test process went away without closing: clean up and go too
  process.on('disconnect', () => void close().finally(() => process.exit(0)));
  process.send?.({
    ready: true,
    port: port!,
    apiPrefix: settings.publicApiBaseUrl,
    now: clock.now.toISOString(),
  } satisfies Started);
}

main().catch((error: unknown) => {
  process.stderr.write(`api-server process failed: ${String(error)}\n`);
  process.exit(1);
});
