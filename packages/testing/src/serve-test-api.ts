// The shared api-client pointed at the one test server (@portal/test-server) for a test file, answering
// only what the test configured (for screens where the server's rules do not matter; where they
// do, serveRealApi() of '@portal/testing/api-server' puts the real server behind it): started
// before the file's tests, its answers, holds and records cleared after each, closed at the end.
// The captcha provider hands out 'captcha-<action>' tokens.
import { configureApiClient } from '@portal/api-client';
import { startTestServer, type TestServer } from '@portal/test-server';
import { late } from './late';

export interface TestApi {
  /** the running server (its members are available inside tests and hooks) */
  readonly server: TestServer;
}

/** Call at the top of a test file: `const { server } = serveTestApi();` */
export function serveTestApi(): TestApi {
  let current: TestServer | undefined;
  beforeAll(async () => {
    current = await startTestServer();
    configureApiClient({
      apiBaseUrl: current.apiBaseUrl,
      captcha: { getToken: (action) => Promise.resolve(`captcha-${action}`) },
    });
  });
  afterEach(() => current?.reset());
  afterAll(() => current?.close());
  return { server: late('serveTestApi: the server', () => current) };
}
