// Test harness: the remote's screens calling through the shared api-client to the real
// api-server, behind the one local test server (no mocked fetch or module): registration, its
// refusals (a wrong card, an already registered card, an expired link) and the registered-card
// check are the server's rules. The api-client's captcha records the actions asked for; the
// screens render in a router with stand-ins for the host's other routes.
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useParams } from '@portal/router';
import { configureApiClient, type CaptchaProvider } from '@portal/api-client';
import type { RuntimeConfig } from '@portal/contracts';
import { testConfig, type TestServer } from '@portal/testing';
import type { IssuedCard, RealApi } from '@portal/testing/api-server';
import { useRuntimeConfig } from '@portal/session-store';

/** A captcha provider that records each action it was asked for (and can be made to fail). */
export class RecordingCaptcha implements CaptchaProvider {
  readonly actions: string[] = [];
  failing = false;
  getToken(action: string): Promise<string> {
    this.actions.push(action);
    // 'captcha-<action>' is the token the test server's real api-server accepts
    return this.failing ? Promise.reject(new Error('captcha failed')) : Promise.resolve(`captcha-${action}`);
  }
}

export const TEST_CONFIG: RuntimeConfig = testConfig();

/** The runtime config and the api-client pointed at `server`, with `captcha`. */
export function useServer(server: TestServer, captcha: CaptchaProvider): void {
  useRuntimeConfig.getState().setConfig({ ...TEST_CONFIG, apiBaseUrl: server.apiBaseUrl });
  configureApiClient({ apiBaseUrl: server.apiBaseUrl, captcha });
}

/** A virtual card with its emailed link: account id, image id and the link's signed parameters. */
export interface VirtualLink extends IssuedCard {
  accountId: string;
  linkClickParams: Record<string, string>;
  /** the link's query string, with its '?' */
  search: string;
}

/** A virtual card the real server issues (not registered unless told), mailed to `email`. */
export async function issueVirtualLink(
  real: RealApi,
  { registered = false, email = 'grace@example.com' }: { registered?: boolean; email?: string } = {},
): Promise<VirtualLink> {
  const card = await real.issue({ virtual: true, registered, email });
  const search = new URL(card.registrationPath!, 'http://portal.test').search;
  return {
    ...card,
    accountId: card.accountId!,
    linkClickParams: Object.fromEntries(new URLSearchParams(search)),
    search,
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
