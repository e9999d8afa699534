// A real local HTTP server for tests (no mocked fetch): answers configured per route, records each
// request it saw, and can hold a route's answers to show the in-flight state.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CallGate } from './gate';
import { TEST_API_BASE } from './fixtures';

export interface Seen {
  method: string;
  path: string;
  query: string;
  authorization: string | undefined;
  body: unknown;
}

export interface Answer {
  status: number;
  /** the JSON body; none when left out (e.g. a 204) */
  json?: unknown;
  headers?: Record<string, string>;
}

export type TestRoute = `${'GET' | 'POST'} ${string}`;

export type Answerer = Answer | ((seen: Seen) => Answer | Promise<Answer>);

export interface TestServer {
  /** e.g. http://127.0.0.1:40123 */
  origin: string;
  /** origin + the API prefix: the apiBaseUrl to configure the api client with */
  apiBaseUrl: string;
  seen: Seen[];
  /** the requests seen on one route (path under the API prefix), oldest first */
  calls(route: TestRoute): Seen[];
  /** the answer of a route (path under the API prefix); a function is called per request */
  answer(route: TestRoute, answer: Answerer): void;
  /** hold a route's answers until the returned function is called */
  hold(route: TestRoute): () => void;
  reset(): void;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

const NOT_FOUND: Answer = { status: 404, json: { code: 'not_found', message: 'Not found' } };

/** Starts the server on a free port of 127.0.0.1; routes are matched under `apiPrefix`. */
export async function startTestServer(apiPrefix: string = TEST_API_BASE): Promise<TestServer> {
  const answers = new Map<string, Answerer>();
  const gate = new CallGate();
  const seen: Seen[] = [];
  const routeOf = (entry: Seen) => `${entry.method} ${entry.path.replace(apiPrefix, '')}`;
  const server: Server = createServer((req, res) => {
    void readBody(req).then(async (raw) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const entry: Seen = {
        method: req.method ?? '',
        path: url.pathname,
        query: url.search,
        authorization: req.headers.authorization,
        body: raw ? (JSON.parse(raw) as unknown) : undefined,
      };
      seen.push(entry);
      const route = routeOf(entry);
      await gate.pass(route);
      const configured = answers.get(route);
      const answer = typeof configured === 'function' ? await configured(entry) : (configured ?? NOT_FOUND);
      if (answer.json === undefined) {
        res.writeHead(answer.status, answer.headers);
        res.end();
        return;
      }
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      res.end(JSON.stringify(answer.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    apiBaseUrl: `${origin}${apiPrefix}`,
    seen,
    calls: (route) => seen.filter((entry) => routeOf(entry) === route),
    answer(route, answer) {
      answers.set(route, answer);
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
