// The shared api-client pointed at a real local test server for a test file (no mocked fetch or
// module): started before the file's tests, its answers and records cleared after each, closed at
// the end. The captcha provider hands out 'captcha-<action>' tokens.
import { configureApiClient } from '@portal/api-client';
import { startTestServer, type TestServer } from './http-server';

export interface TestApi {
  /** the running server (available inside tests and hooks) */
  readonly server: TestServer;
}

/** Call at the top of a test file. */
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
  return {
    get server() {
      if (!current) throw new Error('serveTestApi: the server starts in beforeAll');
      return current;
    },
  };
}
