// Test harness: the app in-process (./start-server) on a copy of a migrated PGlite template per
// test file (or a fresh PostgreSQL schema per file when TEST_DATABASE_URL is set), with a movable
// clock and captured log lines.
import { Writable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import { API_BASE_PATH, type CaptchaAction } from '@portal/contracts';
import { OPERATOR_SCOPES } from '../src/operator/scopes';
import type { BuildAppOptions, PortalApp } from '../src/app';
import type { Db } from '../src/db';
import type { CaptchaProvider } from '../src/captcha';
import { defaultProgram } from '../src/config/program';
import type { Settings } from '../src/config/settings';
import type { IssuedCard } from '../src/modules/admin/issuing';
import { LeakGuard } from './leak-guard';
import { openStore, startApiServer, type ServerStore } from './start-server';

export const API = API_BASE_PATH;
export const ADMIN_TOKEN = 'test-admin-token-0123456789';
export const PG_URL = process.env.TEST_DATABASE_URL;

// PGlite loaded by Node itself: its dynamic imports of node builtins fail inside jest's sandbox
// (jest patches `module.createRequire`; Module._load is Node's own loader)
const nodeModule = process.getBuiltinModule('node:module') as unknown as {
  _load(path: string, parent: null, isMain: boolean): unknown;
};
export const { PGlite: NativePGlite } = nodeModule._load(
  require.resolve('@electric-sql/pglite'),
  null,
  false,
) as typeof import('@electric-sql/pglite');

export type TestDb = ServerStore;

/** A fresh migrated store: a PostgreSQL schema when TEST_DATABASE_URL is set, else a PGlite copy. */
export function openTestDb(): Promise<TestDb> {
  return openStore(PG_URL ? { pg: PG_URL, max: 4 } : { pglite: 'template', PGlite: NativePGlite });
}

/** Accepts the token `ok:<action>` for exactly that action. */
export function fakeCaptcha(): CaptchaProvider {
  return {
    mode: 'altcha',
    verify: (token, action) => Promise.resolve(token === `ok:${action}`),
    publicConfig: (base) => ({ provider: 'altcha', challengeUrl: `${base}/captcha/challenge` }),
  };
}

export const captchaFor = (action: CaptchaAction) => `ok:${action}`;

export interface Harness {
  app: PortalApp;
  db: Db;
  logs: string[];
  clock: { now: Date; advance(ms: number): void };
  dataDir: string;
  close(): Promise<void>;
  issue(options?: Record<string, unknown>): Promise<IssuedCard>;
  login(card: { cardNumber: string; cvv: string }): Promise<string>;
  post(path: string, body: unknown, token?: string): Promise<LightMyRequestResponse>;
  get(path: string, token?: string): Promise<LightMyRequestResponse>;
  /** a call to the operator API (its own listener) with the test operator token */
  admin(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    token?: string,
  ): Promise<LightMyRequestResponse>;
  rows<T extends object>(sql: string, params?: (string | number | boolean | null)[]): Promise<T[]>;
}

export async function harness(
  options: { settings?: Partial<Settings>; db?: TestDb } & Partial<
    Omit<BuildAppOptions, 'db' | 'settings'>
  > = {},
): Promise<Harness> {
  const testDb = options.db ?? (await openTestDb());
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _enc, cb) {
      logs.push(chunk.toString('utf8'));
      cb();
    },
  });
  const clock = {
    now: new Date(),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const { settings: overrides, db: _db, ...rest } = options;
  void _db;
  // every answer and log line of the suite is checked for the card numbers and CVVs tests submit
  const guard = new LeakGuard(logs);
  const { app, dataDir, close } = await startApiServer({
    store: testDb,
    captcha: fakeCaptcha(),
    logStream,
    now: () => clock.now,
    // the programme's day is the UTC day here, so tests count days with UTC dates; the tests of
    // the programme's zone itself pass a programme of their own
    program: { ...defaultProgram(API), timeZone: 'UTC' },
    ...rest,
    settings: {
      // every scope, named: the production-posture harnesses start with it too
      adminTokens: [{ name: 'admin', token: ADMIN_TOKEN, scopes: [...OPERATOR_SCOPES] }],
      logLevel: 'info',
      ...overrides,
    },
    prepare(app) {
      guard.watch(app);
      guard.watch(app.admin);
    },
  });
  const h: Harness = {
    app,
    db: testDb.db,
    logs,
    clock,
    dataDir,
    async close() {
      await close();
      guard.check('the last request', null);
    },
    async issue(opts = {}) {
      const res = await app.admin.inject({
        method: 'POST',
        url: '/admin/v1/cards',
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
        payload: opts,
      });
      if (res.statusCode !== 200) throw new Error(`issue failed: ${res.statusCode} ${res.body}`);
      return res.json<IssuedCard>();
    },
    async login(card) {
      const res = await h.post('/auth/card', {
        cardNumber: card.cardNumber,
        cardCvv: card.cvv,
        captchaResponse: captchaFor('ind_login'),
      });
      const body = res.json<{ auth: { token: string } | null }>();
      if (res.statusCode !== 200 || !body.auth)
        throw new Error(`login failed: ${res.statusCode} ${res.body}`);
      return body.auth.token;
    },
    post(path, body, token) {
      return app.inject({
        method: 'POST',
        url: `${API}${path}`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        payload: body as Record<string, unknown>,
      });
    },
    get(path, token) {
      return app.inject({
        method: 'GET',
        url:
          path.startsWith('/') && !path.startsWith(API) && /^\/(card|auth|captcha|support)/.test(path)
            ? `${API}${path}`
            : path,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    },
    admin(method, path, body, token = ADMIN_TOKEN) {
      return app.admin.inject({
        method,
        url: `/admin/v1${path}`,
        headers: { authorization: `Bearer ${token}` },
        ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
      });
    },
    rows(sql, params) {
      return testDb.db.query(sql, params);
    },
  };
  return h;
}

export const holder = {
  firstName: 'Avery',
  lastName: 'Stone',
  dateOfBirth: '04/12/1985',
  address1: '42 Elm Street',
  address2: '',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62704',
  email: 'avery.stone@example.com',
  phone: '(217) 555-0188',
};

/** MM/DD/YYYY of a Date (UTC). */
export function us(d: Date): string {
  return `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;
}

export function daysAgo(now: Date, days: number): Date {
  return new Date(now.getTime() - days * 86_400_000);
}

/** YYYY-MM-DD of a Date (UTC), the date form of the operator API. */
export function isoDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** A transaction posted on a card through the operator API (a purchase unless typed); its id. */
export async function postTxn(
  h: Harness,
  card: { cardNumber: string },
  txn: { merchant: string; amount: number; date: Date; type?: string },
): Promise<string> {
  const { type = 'purchase', ...rest } = txn;
  const res = await h.admin('POST', '/txns', {
    card: card.cardNumber,
    ...rest,
    date: isoDay(txn.date),
    type,
  });
  expect(res.statusCode).toBe(200);
  return String(res.json<{ id: number }>().id);
}
