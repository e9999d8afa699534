// The real api-server, for the front-end tests where the server's rules matter (freezing,
// activation, the PIN-reset limit, agreement and links, history range and paging, registration
// refusals): the app of packages/api-server on a copy of a migrated PGlite database, a clock the
// test sets, captcha tokens 'captcha-<action>' (what the test captcha hands out), the test
// programme. It runs in a Node process of its own (./api-server-process) and sits behind the one
// test server (@portal/test-server), so a test still sees the requests, can hold a route, or answer one
// itself (a failure, an odd answer) while every other request meets the real rules.
// Imported as '@portal/testing/api-server' (not from the package index).
import { fork, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { configureApiClient } from '@portal/api-client';
import type { Auth, CardInfo, TxnType } from '@portal/contracts';
import { useSession } from '@portal/session-store';
import type { Reply, Request, Started } from './api-server-process';
import { startTestServer, type TestServer } from '@portal/test-server';
import { late } from './late';

/** What the operator API issues a test card with (POST /admin/v1/cards). */
export interface IssueOptions {
  virtual?: boolean;
  /** the first load in dollars (25 unless given; 0: none) */
  amount?: number;
  status?: 'issued' | 'requires_activation' | 'activated';
  registered?: boolean;
  frozen?: boolean;
  /** on a legacy (gift2Go) BIN */
  legacy?: boolean;
  sanctioned?: boolean;
  permissions?: ('freeze' | 'pin-reset' | 'activation')[];
  /** virtual cards: where the link is mailed (and the link's email) */
  email?: string;
}

/** The operator API's answer: the card's secrets, and for a virtual card its emailed link. */
export interface IssuedCard {
  cardNumber: string;
  cvv: string;
  expiry: string;
  cardImageId: string;
  accountId?: string;
  email?: string;
  /** virtual cards: the emailed link's path, with its signed query (/ind/registration/…?src=…&ls=…) */
  registrationPath?: string;
}

/** A message the server put in its outbox (an SMS about a new PIN, a virtual card's email). */
export interface OutboxMessage {
  channel: 'email' | 'sms';
  to: string;
  subject?: string;
  body: string;
}

export interface RealApi {
  /** the test server in front of the real one: requests seen, holds, answers of its own */
  readonly server: TestServer;
  /** A new card from the operator API. */
  issue(options?: IssueOptions): Promise<IssuedCard>;
  /** Logs in with the card (the real login) and starts the browser's session with its token. */
  signIn(card: IssuedCard): Promise<CardInfo>;
  /** A transaction on the card (dollars; negative: a debit), dated YYYY-MM-DD. */
  post(
    card: IssuedCard,
    txn: { amount: number; type: TxnType; merchant: string; date: string },
  ): Promise<void>;
  /**
   * A call of the public API made straight to the server (not through the test server: not seen),
   * e.g. to put a card in a state before the screen loads; path under the API prefix.
   */
  call(
    method: 'GET' | 'POST',
    path: string,
    body?: object,
    token?: string,
  ): Promise<{ status: number; body: unknown }>;
  /** A call of the operator API (a case resolved, say); path as the operator table names it. */
  operator<T = unknown>(method: 'GET' | 'POST', path: string, body?: object): Promise<T>;
  /** The card as the operator sees it. */
  show(card: IssuedCard): Promise<{ card: CardInfo; balance: number; agreementAcceptedAt: string | null }>;
  outbox(): Promise<OutboxMessage[]>;
  /** Moves the server's clock forward. */
  advanceClock(ms: number): Promise<void>;
  close(): Promise<void>;
}

export interface RealApiOptions {
  /** the server's clock at start (default: the real time) */
  now?: Date;
  /**
   * 'test' (default): the token 'captcha-<action>' passes for exactly that action; 'off': any
   * token passes, as with CAPTCHA=off (for a parcel mounted with the captcha 'off' config).
   */
  captcha?: 'test' | 'off';
}

function startProcess(options: RealApiOptions): Promise<{ child: ChildProcess; started: Started }> {
  // tsx, as `pnpm start` runs the server, from the server's own dependencies
  const serverDir = dirname(require.resolve('@portal/api-server'));
  const tsx = pathToFileURL(require.resolve('tsx', { paths: [serverDir] })).href;
  const child = fork(join(__dirname, 'api-server-process.ts'), [], {
    execArgv: ['--import', tsx],
    env: {
      ...process.env,
      PORTAL_TEST_CAPTCHA: options.captcha ?? 'test',
      ...(options.now ? { PORTAL_TEST_NOW: options.now.toISOString() } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (started: Started) => resolve({ child, started }));
    child.once('exit', (code) =>
      reject(new Error(`the api-server process ended (${code}) before it listened`)),
    );
  });
}

/** Starts the real server (in its own process) behind a test server. */
export async function startRealApi(options: RealApiOptions = {}): Promise<RealApi> {
  const { child, started } = await startProcess(options);
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 0;
  child.on('message', (reply: Reply) => {
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if (reply.ok) waiting?.resolve(reply.value);
    else waiting?.reject(new Error(reply.error));
  });
  const ask = <T>(request: Request): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const id = ++nextId;
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      child.send({ id, ...request });
    });
  const admin = <T>(method: 'GET' | 'POST', path: string, body?: object) =>
    ask<T>({ op: 'admin', method, path, ...(body ? { body } : {}) });
  let serverNow = new Date(started.now);

  const server = await startTestServer({
    apiPrefix: started.apiPrefix,
    upstream: `http://127.0.0.1:${started.port}`,
  });

  return {
    server,
    issue: (options = {}) => admin<IssuedCard>('POST', '/cards', options),
    async signIn(card) {
      const { card: info, auth } = await ask<{ card: CardInfo; auth: Auth | null }>({
        op: 'login',
        cardNumber: card.cardNumber,
        cvv: card.cvv,
      });
      if (!auth) throw new Error('signIn: the server gave the card no session (frozen?)');
      // the browser counts the session's life on its own clock, which the server's may not be
      const lifetime = auth.exp - Math.floor(serverNow.getTime() / 1000);
      useSession.getState().setAuth({ token: auth.token, exp: Math.floor(Date.now() / 1000) + lifetime });
      return info;
    },
    async post(card, txn) {
      await admin('POST', '/txns', { card: card.cardNumber, ...txn });
    },
    call: (method, path, body, token) =>
      ask({ op: 'call', method, path, ...(body ? { body } : {}), ...(token ? { token } : {}) }),
    operator: (method, path, body) => admin(method, path, body),
    show: (card) => admin('POST', '/cards/show', { card: card.cardNumber, reason: 'test: read back' }),
    outbox: () => admin<OutboxMessage[]>('GET', '/outbox'),
    async advanceClock(ms) {
      serverNow = new Date(await ask<string>({ op: 'clock', advanceMs: ms }));
    },
    async close() {
      await server.close();
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        await ask({ op: 'close' }).catch(() => undefined);
        await exited;
      }
    },
  };
}

export interface ServedRealApi {
  /** the running server (its members are available inside tests and hooks) */
  readonly real: RealApi;
}

/**
 * Call at the top of a test file: the real server started before the file's tests, the shared
 * api-client pointed at it with the test captcha, the test server's answers, holds and records
 * cleared after each test, everything closed at the end: `const { real } = serveRealApi();`
 */
export function serveRealApi(options: RealApiOptions = {}): ServedRealApi {
  let current: RealApi | undefined;
  beforeAll(async () => {
    current = await startRealApi(options);
    configureApiClient({
      apiBaseUrl: current.server.apiBaseUrl,
      captcha: { getToken: (action) => Promise.resolve(`captcha-${action}`) },
    });
  }, 60_000);
  afterEach(() => current?.server.reset());
  afterAll(() => current?.close());
  return { real: late('serveRealApi: the server', () => current) };
}
