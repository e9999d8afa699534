// The ./parcel expose end to end in jsdom: single-spa lifecycles mounted with the runtime config
// and the link's ids as props, the screen talking to a real local HTTP server through the shared
// api-client (the default of the api seam; captcha 'off' from the config).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@portal/session-store';
import { ACCOUNT_ID, CARD_IMAGE_ID, PRODUCT, TEST_CONFIG } from '#test/harness';
import parcel from './parcel';

interface Seen {
  route: string;
  query: string;
  body: unknown;
}

let server: Server;
let origin: string;
const seen: Seen[] = [];
let accepted = false;
let linkExpired = false;

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
      const route = `${req.method} ${url.pathname}`;
      seen.push({ route, query: url.search, body: raw ? (JSON.parse(raw) as unknown) : null });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      const base = '/api/ind/v1';
      if (route === `POST ${base}/card/vv/agreement`) {
        return send(200, { acceptanceDate: accepted ? '11/22/2026' : null });
      }
      if (route === `POST ${base}/card/vv/agreement/sign`) {
        accepted = true;
        return send(200, { acceptanceDate: '11/22/2026' });
      }
      if (route === `POST ${base}/card/vv/getToken`) {
        if (linkExpired) return send(410, { code: 'link_expired', message: 'The link has expired' });
        return send(200, { token: 'image-token-1' });
      }
      if (route === `POST ${base}/card/email/resend`) return send(200, { sent: true });
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

beforeEach(() => {
  seen.length = 0;
  useSession.getState().logout();
});

async function mountParcel() {
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const props = {
    name: 'virtual-card-parcel',
    domElement,
    config: { ...TEST_CONFIG, apiBaseUrl: `${origin}/api/ind/v1` },
    accountId: ACCOUNT_ID,
    cardImageId: CARD_IMAGE_ID,
  };
  await parcel.bootstrap(props);
  // single-spa-react resolves mount once React has committed: start it inside act, await after
  let mounted: Promise<unknown> = Promise.resolve();
  await act(async () => {
    mounted = parcel.mount(props);
  });
  await mounted;
  return {
    domElement,
    unmount: async () => {
      let done: Promise<unknown> = Promise.resolve();
      await act(async () => {
        done = parcel.unmount(props);
      });
      await done;
    },
  };
}

it('mounts the card screen from its props: agreement accepted in the modal, then the card image from the API', async () => {
  accepted = false;
  linkExpired = false;
  const { domElement, unmount } = await mountParcel();

  const dialog = await screen.findByRole('dialog', {
    name: `Welcome to the ${PRODUCT} Virtual Visa program`,
  });
  await userEvent.click(
    within(dialog).getByRole('checkbox', { name: 'I confirm that I have read and agree' }),
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  await waitFor(() => expect(domElement.querySelector('img[src]')).not.toBeNull());
  const img = domElement.querySelector('img') as HTMLImageElement;
  expect(img.src).toBe(`${origin}/api/ind/v1/card/vv/image/${CARD_IMAGE_ID}?token=image-token-1`);
  fireEvent.load(img);
  expect(await screen.findByRole('img', { name: /Virtual Visa card/ })).toBe(img);

  expect(seen.map((s) => [s.route, s.body])).toEqual([
    ['POST /api/ind/v1/card/vv/agreement', { accountId: ACCOUNT_ID }],
    ['POST /api/ind/v1/card/vv/agreement/sign', { accountId: ACCOUNT_ID, email: null }],
    ['POST /api/ind/v1/card/vv/getToken', { accountId: ACCOUNT_ID }],
  ]);

  await unmount();
  expect(domElement).toBeEmptyDOMElement();
});

it('offers the resend when the API refuses the link, and resends with a captcha token', async () => {
  accepted = true;
  linkExpired = true;
  const { unmount } = await mountParcel();

  expect(await screen.findByRole('heading', { name: 'Your link has expired' })).toBeInTheDocument();
  expect(seen.filter((s) => s.route === 'POST /api/ind/v1/card/vv/getToken')).toHaveLength(2);
  await userEvent.click(screen.getByRole('button', { name: 'Resend my Virtual card' }));
  expect(await screen.findByText('Virtual card info has been resent to your email!')).toBeInTheDocument();
  expect(seen.find((s) => s.route === 'POST /api/ind/v1/card/email/resend')?.body).toEqual({
    accountId: ACCOUNT_ID,
    captchaResponse: 'off',
  });
  await unmount();
});
