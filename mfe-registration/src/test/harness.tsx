// Test harness: a real local HTTP server answering the registration calls (no mocked fetch), the
// shared api-client pointed at it with a captcha provider that records the actions asked for,
// and the remote's screens rendered in a router with stand-ins for the host's other routes.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { configureApiClient, type CaptchaProvider } from '@portal/api-client';
import type { CardInfo, RuntimeConfig } from '@portal/contracts';
import { useRuntimeConfig } from '@portal/session-store';

export interface Seen {
  method: string;
  path: string;
  query: string;
  authorization: string | undefined;
  body: unknown;
}

export interface Answer {
  status: number;
  json: unknown;
}

type Route = `${'GET' | 'POST'} ${string}`;

export interface LedgerServer {
  origin: string;
  seen: Seen[];
  /** the answer of a route (path under /api/ind/v1); a function is called per request */
  answer(route: Route, answer: Answer | ((seen: Seen) => Answer | Promise<Answer>)): void;
  /** hold a route's answers until the returned function is called */
  hold(route: Route): () => void;
  reset(): void;
  close(): Promise<void>;
}

export const API = '/api/ind/v1';

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

export async function startLedgerServer(): Promise<LedgerServer> {
  const answers = new Map<string, Answer | ((seen: Seen) => Answer | Promise<Answer>)>();
  const held = new Map<string, Promise<void>>();
  const seen: Seen[] = [];
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
      const route = `${entry.method} ${entry.path.replace(API, '')}`;
      await held.get(route);
      const configured = answers.get(route);
      const answer =
        typeof configured === 'function'
          ? await configured(entry)
          : (configured ?? { status: 404, json: { code: 'not_found', message: 'Not found' } });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    seen,
    answer(route, answer) {
      answers.set(route, answer);
    },
    hold(route) {
      let release = () => {};
      held.set(
        route,
        new Promise<void>((resolve) => {
          release = resolve;
        }),
      );
      return () => {
        held.delete(route);
        release();
      };
    },
    reset() {
      answers.clear();
      held.clear();
      seen.length = 0;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A captcha provider that records each action it was asked for (and can be made to fail). */
export class RecordingCaptcha implements CaptchaProvider {
  readonly actions: string[] = [];
  failing = false;
  getToken(action: string): Promise<string> {
    this.actions.push(action);
    return this.failing ? Promise.reject(new Error('captcha failed')) : Promise.resolve(`token-${action}`);
  }
}

export const TEST_CONFIG: RuntimeConfig = {
  apiBaseUrl: API,
  remotes: {},
  captcha: { provider: 'off' },
  program: {
    productName: 'Acme Rewards Visa',
    supportPhone: '1-888-555-0142',
    supportHours: '8am to midnight EST, seven days',
    balancePhone: '1-888-555-0143',
    balanceHours: '24/7',
    mailAddress: ['PO Box 1', 'Springfield'],
    websiteUrl: 'https://example.test',
    orderCardsUrl: 'https://example.test/order',
    privacyPolicyUrl: 'https://example.test/privacy',
    californiaPrivacyChoicesUrl: 'https://example.test/ca-choices',
    californiaPrivacyNoticeUrl: 'https://example.test/ca-notice',
    carouselImages: [],
    imageHost: '/api/ind/v1/card/vv/image',
    issuerDisclaimer: 'Issued by a bank.',
    gamblingNotice: 'No gambling.',
    virtualAgreementPdfUrl: '/vv.pdf',
    colors: {
      primary: '#1a3d8f',
      primaryContrast: '#ffffff',
      accent: '#f2b705',
      surface: '#ffffff',
      text: '#1b1b1f',
    },
  },
};

export function useServer(server: LedgerServer, captcha: CaptchaProvider): void {
  useRuntimeConfig.getState().setConfig({ ...TEST_CONFIG, apiBaseUrl: `${server.origin}${API}` });
  configureApiClient({ apiBaseUrl: `${server.origin}${API}`, captcha });
}

export function card(overrides: Partial<CardInfo> = {}): CardInfo {
  return {
    status: 'ACTIVATED',
    virtual: false,
    freezeInfo: { frozen: false },
    permissions: { availableCardFreeze: true, availablePinReset: true, availableCardActivation: false },
    cardRegistered: true,
    maskedCardNumber: '4111 **** **** 1111',
    firstName: 'Ada',
    lastName: 'Lovelace',
    gift2GoBin: false,
    ...overrides,
  };
}

/** Where the router is: the host's other screens stand in as a line of text. */
function Elsewhere({ name }: { name: string }) {
  const params = useParams();
  const { search } = useLocation();
  const rest = [params.accountId, params.cardImageId].filter(Boolean).join('/');
  return <p>{`${name}${rest ? ` ${rest}` : ''}${search}`}</p>;
}

export function renderAt(path: string, pattern: string, element: ReactNode): RenderResult {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={pattern} element={element} />
        <Route path="/" element={<Elsewhere name="Home page" />} />
        <Route path="/ind" element={<Elsewhere name="Account page" />} />
        <Route path="/ind/card/info/:accountId/:cardImageId" element={<Elsewhere name="Card info" />} />
      </Routes>
    </MemoryRouter>,
  );
}
