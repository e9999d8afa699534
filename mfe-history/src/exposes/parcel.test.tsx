// The ./parcel expose end to end in jsdom: single-spa lifecycles mounted with the runtime config
// as props, the panel talking to a real local HTTP server through the shared api-client (the
// default of the services seam), with the session's bearer token.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@portal/session-store';
import { TEST_CONFIG } from '../features/history/history-test-harness';
import parcel from './parcel';

interface Seen {
  path: string;
  authorization: string | undefined;
  body: unknown;
}

let server: Server;
let origin: string;
const seen: Seen[] = [];

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

beforeAll(async () => {
  server = createServer((req, res) => {
    void readBody(req).then((raw) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      seen.push({
        path: url.pathname,
        authorization: req.headers.authorization,
        body: raw ? JSON.parse(raw) : null,
      });
      if (req.method === 'POST' && url.pathname === '/api/ind/v1/card/txn/history') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            transactions: [
              { date: '11/20/2026', type: 'purchase', merchant: 'Corner Cafe', amount: -4.5 },
              { date: '11/18/2026', type: 'load', merchant: 'Card load', amount: 50 },
            ],
            page: 1,
            txnCount: 2,
          }),
        );
        return;
      }
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end('{"code":"not_found","message":"Not found"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

it('mounts the history panel with the config from its props and gets history from the server', async () => {
  useSession.getState().logout();
  useSession.getState().setAuth({ token: 'parcel-token', exp: Math.floor(Date.now() / 1000) + 900 });
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const props = {
    name: 'history-parcel',
    domElement,
    config: { ...TEST_CONFIG, apiBaseUrl: `${origin}/api/ind/v1` },
  };

  // the mount resolves once React has committed, which act only does when its callback returns
  let mounted: Promise<unknown> = Promise.resolve();
  await act(async () => {
    await parcel.bootstrap(props);
    mounted = parcel.mount(props);
  });
  await act(() => mounted);

  expect(await screen.findByRole('heading', { name: 'Transaction history' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Get history' }));
  const dialog = await screen.findByRole('dialog', { name: 'Transaction history' });
  const table = await within(dialog).findByRole('table');
  expect(table).toHaveTextContent('Corner Cafe');
  expect(table).toHaveTextContent('-$4.50');
  expect(table).toHaveTextContent('$50.00');

  const call = seen.find((s) => s.path === '/api/ind/v1/card/txn/history');
  expect(call?.authorization).toBe('Bearer parcel-token');
  expect(call?.body).toMatchObject({ page: 1, txnPerPage: 50 });
  const body = call?.body as { startDate: string; endDate: string };
  expect(body.startDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  expect(body.endDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

  await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  let unmounted: Promise<unknown> = Promise.resolve();
  act(() => {
    unmounted = parcel.unmount(props);
  });
  await act(() => unmounted);
  expect(domElement).toBeEmptyDOMElement();
});
