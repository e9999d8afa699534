import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { useProgram, useRuntimeConfig } from '@portal/session-store';
import { mountStandalone } from './standalone';
import { renderOutsideAct, testConfig } from './test-utils';

// a real local server stands in for the portal server's /config.json (no mocked fetch)
let server: Server;
let origin = '';
let configBody = '';
let configStatus = 200;
beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(configStatus, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
    res.end(configBody);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

renderOutsideAct();

beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>';
  configStatus = 200;
});

function Page() {
  const program = useProgram();
  return <h1>{`${program.productName} at ${useLocation().pathname}`}</h1>;
}

describe('mountStandalone (a remote alone on its dev port)', () => {
  it('applies the fetched runtime config and renders the page in the theme inside a router', async () => {
    configBody = JSON.stringify(testConfig);
    await mountStandalone(Page, { configUrl: `${origin}/config.json` });
    expect(await screen.findByRole('heading', { name: 'Star Rewards at /' })).toBeInTheDocument();
    // the config's URLs are made absolute against where it came from
    expect(useRuntimeConfig.getState().config?.apiBaseUrl).toBe(`${origin}${testConfig.apiBaseUrl}`);
  });

  it('an invalid config shows why the page cannot start instead of the page', async () => {
    configBody = JSON.stringify({ ...testConfig, program: { productName: 'Star Rewards' } });
    await mountStandalone(Page, { configUrl: `${origin}/config.json` });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Cannot load .*\/config\.json: is the portal server running\?/,
    );
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('an answer that is not ok shows why the page cannot start, even with a valid body', async () => {
    configBody = JSON.stringify(testConfig);
    configStatus = 503;
    await mountStandalone(Page, { configUrl: `${origin}/config.json` });
    expect(await screen.findByRole('alert')).toHaveTextContent(/Cannot load .*answered 503/);
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
