// The one local HTTP test server of the front-end tests (no mocked fetch or module): it records
// every request, answers a route the way a test configured it, and passes every other request on
// to an upstream — the real api-server (serveRealApi() of @portal/testing/api-server) — or answers
// 404 without one.
// A route can be held to show the in-flight state. Used by the api-client's own tests, by
// serveTestApi() and, in front of the real server, by serveRealApi().
import {
  createServer,
  request as forward,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { CallGate } from './gate';
import { API_BASE_PATH as TEST_API_BASE } from '@portal/contracts/api';

/** A request the server saw. */
export interface Seen {
  method: string;
  /** the whole path, e.g. /api/ind/v1/card/info */
  path: string;
  /** the query string with its '?', or '' */
  search: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  authorization: string | undefined;
  /** the body parsed as JSON, its text when it is not JSON, undefined when empty */
  body: unknown;
}

/** How a route answers: JSON, a text, or nothing (e.g. a 204). */
export interface Answer {
  /** 200 unless given */
  status?: number;
  json?: unknown;
  text?: string;
  headers?: Record<string, string>;
}

/** 'METHOD /path', the path under the API prefix and without the query, e.g. 'GET /card/info' */
export type TestRoute = `${'GET' | 'POST'} /${string}`;

/** An answer, or a function of the request giving one (called per request). */
export type Answerer = Answer | ((seen: Seen) => Answer | Promise<Answer>);

export interface TestServerOptions {
  /** where the API lives on the server; routes are named under it (default TEST_API_BASE) */
  apiPrefix?: string;
  /** an origin (http://127.0.0.1:port) that answers every request no route answer was set for */
  upstream?: string;
}

export interface TestServer {
  /** e.g. http://127.0.0.1:40123 */
  origin: string;
  /** origin + the API prefix: the apiBaseUrl to configure the api-client with */
  apiBaseUrl: string;
  /** every request, oldest first */
  seen: Seen[];
  /** the requests seen on one route, oldest first */
  calls(route: TestRoute): Seen[];
  /** Answer a route this way (instead of the upstream); `times`: only the next n requests. */
  answer(route: TestRoute, answer: Answerer, options?: { times?: number }): void;
  /** Hold a route's requests (answered or passed on) until the returned function is called. */
  hold(route: TestRoute): () => void;
  /** Forget the answers, holds and requests seen. */
  reset(): void;
  close(): Promise<void>;
}

const NOT_FOUND: Answer = { status: 404, json: { code: 'not_found', message: 'Not found' } };

/** A server failure (500 internal), e.g. to answer a route that should fail. */
export const SERVER_ERROR: Answer = {
  status: 500,
  json: { code: 'internal', message: 'Something went wrong. Please try again later.' },
};

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function parseBody(raw: Buffer): unknown {
  if (raw.length === 0) return undefined;
  const text = raw.toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function send(res: ServerResponse, answer: Answer): void {
  const headers: Record<string, string> = { ...answer.headers };
  let payload = '';
  if (answer.json !== undefined) {
    headers['content-type'] ??= 'application/json';
    payload = JSON.stringify(answer.json);
  } else if (answer.text !== undefined) {
    payload = answer.text;
  }
  res.writeHead(answer.status ?? 200, headers);
  res.end(payload);
}

/** Pass the request on to `upstream` as it came, and its answer back as it comes. */
function pass(upstream: string, req: IncomingMessage, raw: Buffer, res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const target = new URL(req.url ?? '/', upstream);
    const out = forward(
      target,
      { method: req.method, headers: { ...req.headers, host: target.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        answer.on('end', resolve);
      },
    );
    out.on('error', () => {
      send(res, { status: 502, json: { code: 'unavailable', message: 'Upstream unreachable' } });
      resolve();
    });
    out.end(raw);
  });
}

/** Starts the server on a free port of 127.0.0.1. */
export async function startTestServer({
  apiPrefix = TEST_API_BASE,
  upstream,
}: TestServerOptions = {}): Promise<TestServer> {
  const answers = new Map<string, { answer: Answerer; times: number }>();
  const gate = new CallGate();
  const seen: Seen[] = [];
  const routeOf = (entry: Pick<Seen, 'method' | 'path'>) =>
    `${entry.method} ${entry.path.startsWith(apiPrefix) ? entry.path.slice(apiPrefix.length) : entry.path}`;

  const server: Server = createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req);
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const entry: Seen = {
        method: req.method ?? 'GET',
        path: url.pathname,
        search: url.search,
        query: url.searchParams,
        headers: req.headers,
        authorization: req.headers.authorization,
        body: parseBody(raw),
      };
      seen.push(entry);
      const route = routeOf(entry);
      await gate.pass(route);
      const configured = answers.get(route);
      if (configured) {
        configured.times -= 1;
        if (configured.times === 0) answers.delete(route);
        const { answer } = configured;
        send(res, typeof answer === 'function' ? await answer(entry) : answer);
      } else if (upstream) {
        await pass(upstream, req, raw, res);
      } else {
        send(res, NOT_FOUND);
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    apiBaseUrl: `${origin}${apiPrefix}`,
    seen,
    calls: (route) => seen.filter((entry) => routeOf(entry) === route),
    answer(route, answer, { times = Infinity } = {}) {
      answers.set(route, { answer, times });
    },
    hold: (route) => gate.hold(route),
    reset() {
      answers.clear();
      gate.clear();
      seen.length = 0;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
