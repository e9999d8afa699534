import { startTestServer, type TestServer } from '@portal/test-server';
import { screen } from '@testing-library/react';
import { useLocation } from '@portal/router';
import { useProgram, useRuntimeConfig } from '@portal/session-store';
import { mountStandalone } from './standalone';
import { renderOutsideAct, testConfig } from './test-utils';

// a real local server stands in for the portal server's /config.json (no mocked fetch)
let server: TestServer;
let origin = '';
const answerConfig = (body: string, status = 200) =>
  server.answer('GET /config.json', { status, text: body, headers: { 'content-type': 'application/json' } });
beforeAll(async () => {
  server = await startTestServer({ apiPrefix: '' });
  origin = server.origin;
});
afterAll(() => server.close());

renderOutsideAct();

beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>';
});

function Page() {
  const program = useProgram();
  return <h1>{`${program.productName} at ${useLocation().pathname}`}</h1>;
}

describe('mountStandalone (a remote alone on its dev port)', () => {
  it('applies the fetched runtime config and renders the page in the theme inside a router', async () => {
    answerConfig(JSON.stringify(testConfig));
    await mountStandalone(Page, { configUrl: `${origin}/config.json` });
    expect(await screen.findByRole('heading', { name: 'Star Rewards at /' })).toBeInTheDocument();
    // the config's URLs are made absolute against where it came from
    expect(useRuntimeConfig.getState().config?.apiBaseUrl).toBe(`${origin}${testConfig.apiBaseUrl}`);
  });

  it('an invalid config shows why the page cannot start instead of the page', async () => {
    answerConfig(JSON.stringify({ ...testConfig, program: { productName: 'Star Rewards' } }));
    await mountStandalone(Page, { configUrl: `${origin}/config.json` });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Cannot load .*\/config\.json: is the portal server running\?/,
    );
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('an answer that is not ok shows why the page cannot start, even with a valid body', async () => {
    answerConfig(JSON.stringify(testConfig), 503);
    await mountStandalone(Page, { configUrl: `${origin}/config.json` });
    expect(await screen.findByRole('alert')).toHaveTextContent(/Cannot load .*answered 503/);
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
