// Test harness: a real local HTTP server answering the registration calls (no mocked fetch), the
// shared api-client pointed at it with a captcha provider that records the actions asked for,
// and the remote's screens rendered in a router with stand-ins for the host's other routes.
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { configureApiClient, type CaptchaProvider } from '@portal/api-client';
import type { RuntimeConfig } from '@portal/contracts';
import { startTestServer, TEST_API_BASE, testConfig, type TestServer } from '@portal/testing';
import { useRuntimeConfig } from '@portal/session-store';

export const API = TEST_API_BASE;

export type LedgerServer = TestServer;

/** A real local HTTP server answering the registration calls under /api/ind/v1. */
export function startLedgerServer(): Promise<LedgerServer> {
  return startTestServer(API);
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

export const TEST_CONFIG: RuntimeConfig = testConfig();

export function useServer(server: LedgerServer, captcha: CaptchaProvider): void {
  useRuntimeConfig.getState().setConfig({ ...TEST_CONFIG, apiBaseUrl: `${server.origin}${API}` });
  configureApiClient({ apiBaseUrl: `${server.origin}${API}`, captcha });
}

export { testCard as card } from '@portal/testing';

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
