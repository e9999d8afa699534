// A real local HTTP server for the api-client tests (no mocked fetch). Test-only.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface Reply {
  status?: number;
  json?: unknown;
  text?: string;
  headers?: Record<string, string>;
}

export type Handler = (req: Recorded) => Reply | Promise<Reply>;

export interface TestServer {
  origin: string;
  requests: Recorded[];
  /** handler for 'METHOD /path' (path without the query) */
  on(route: string, handler: Handler | Reply): void;
  close(): Promise<void>;
}

export async function startTestServer(): Promise<TestServer> {
  const routes = new Map<string, Handler>();
  const requests: Recorded[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', 'http://127.0.0.1');
        const raw = Buffer.concat(chunks).toString('utf8');
        let body: unknown = raw;
        try {
          body = raw ? JSON.parse(raw) : undefined;
        } catch {
          // keep the text
        }
        const recorded: Recorded = {
          method: req.method ?? 'GET',
          path: url.pathname,
          query: url.searchParams,
          headers: req.headers,
          body,
        };
        requests.push(recorded);
        const handler = routes.get(`${recorded.method} ${recorded.path}`);
        const reply: Reply = handler
          ? await handler(recorded)
          : { status: 404, json: { code: 'not_found', message: 'Not found' } };
        const headers: Record<string, string> = { ...reply.headers };
        let payload = '';
        if (reply.json !== undefined) {
          headers['content-type'] ??= 'application/json';
          payload = JSON.stringify(reply.json);
        } else if (reply.text !== undefined) {
          payload = reply.text;
        }
        res.writeHead(reply.status ?? 200, headers);
        res.end(payload);
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    on(route, handler) {
      routes.set(route, typeof handler === 'function' ? handler : () => handler);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
