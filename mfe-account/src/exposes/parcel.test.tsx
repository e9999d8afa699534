// The ./parcel expose end to end in jsdom: single-spa lifecycles mounted with the runtime
// config as props, the page talking to a real local HTTP server through the shared
// api-client (the default of the api seam), with the session's bearer token.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CardInfo } from '@portal/contracts';
import { useSession } from '@portal/session-store';
import { card, TEST_CONFIG } from '#test/harness';
import parcel from './parcel';

interface Seen {
  method: string;
  path: string;
  authorization: string | undefined;
  body: string;
}

let server: Server;
let origin: string;
const seen: Seen[] = [];
let ledger: CardInfo;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

beforeAll(async () => {
  server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      seen.push({
        method: req.method ?? '',
        path: url.pathname + url.search,
        authorization: req.headers.authorization,
        body,
      });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      const route = `${req.method} ${url.pathname}`;
      if (route === 'GET /api/ind/v1/card/info') return send(200, ledger);
      if (route === 'GET /api/ind/v1/card/balance') return send(200, { amount: 310.4 });
      if (route === 'POST /api/ind/v1/card/freeze') {
        const { frozen } = JSON.parse(body) as { frozen: boolean };
        ledger = { ...ledger, freezeInfo: { frozen } };
        return send(200, { frozen });
      }
      return send(404, { code: 'not_found', message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

it('mounts the card page with the config from its props and uses the shared api client', async () => {
  ledger = card({ status: 'ISSUED', maskedCardNumber: '4532 **** **** 9876' });
  useSession.getState().logout();
  useSession.getState().setAuth({ token: 'parcel-token', exp: Math.floor(Date.now() / 1000) + 900 });
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const props = {
    name: 'account-parcel',
    domElement,
    config: { ...TEST_CONFIG, apiBaseUrl: `${origin}/api/ind/v1` },
  };

  await parcel.bootstrap(props);
  // single-spa-react resolves mount once React has committed: start it inside act, await after
  let mounted: Promise<unknown> = Promise.resolve();
  await act(async () => {
    mounted = parcel.mount(props);
  });
  await mounted;

  const figure = await screen.findByRole('figure', { name: `Your ${TEST_CONFIG.program.productName} card` });
  expect(figure).toHaveTextContent('4532 **** **** 9876');
  await waitFor(() => expect(figure).toHaveTextContent('$310.40'));
  expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual(
    expect.arrayContaining(['GET /api/ind/v1/card/info', 'GET /api/ind/v1/card/balance']),
  );
  expect(seen.every((s) => s.authorization === 'Bearer parcel-token')).toBe(true);

  await userEvent.click(screen.getByRole('button', { name: 'Freeze card' }));
  const dialog = await screen.findByRole('alertdialog', {
    name: 'Are you sure you want to freeze your card?',
  });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Freeze' }));
  expect(await screen.findByRole('heading', { name: 'Unfreeze card' })).toBeInTheDocument();
  expect(seen.find((s) => s.method === 'POST')?.body).toBe('{"frozen":true}');
  await waitFor(() => expect(seen.map((s) => s.path)).toContain('/api/ind/v1/card/info?refresh=true'));

  let unmounted: Promise<unknown> = Promise.resolve();
  await act(async () => {
    unmounted = parcel.unmount(props);
  });
  await unmounted;
  expect(domElement).toBeEmptyDOMElement();
});
