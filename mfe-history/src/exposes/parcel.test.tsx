// The ./parcel expose end to end in jsdom: single-spa lifecycles mounted with the runtime config
// as props, the panel talking to the one local test server through the shared api-client (the
// default of the services seam), with the session's bearer token.
import { act, screen, within } from '@testing-library/react';
import { useSession } from '@portal/session-store';
import { serveTestApi } from '@portal/testing';
import { TEST_CONFIG } from '#test/harness';
import parcel from './parcel';

// the mount and the wiring matter here, not the history rules: the test server answers two rows
const { server } = serveTestApi();

it('mounts the history panel with the config from its props and shows the recent transactions from the server', async () => {
  server.answer('POST /card/txn/history', {
    json: {
      transactions: [
        { date: '11/20/2026', type: 'purchase', merchant: 'Corner Cafe', amount: -4.5 },
        { date: '11/18/2026', type: 'load', merchant: 'Card load', amount: 50 },
      ],
      page: 1,
      txnCount: 2,
    },
  });
  useSession.getState().logout();
  useSession.getState().setAuth({ token: 'parcel-token', exp: Math.floor(Date.now() / 1000) + 900 });
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const props = {
    name: 'history-parcel',
    domElement,
    config: { ...TEST_CONFIG, apiBaseUrl: server.apiBaseUrl },
  };

  // the mount resolves once React has committed, which act only does when its callback returns
  let mounted: Promise<unknown> = Promise.resolve();
  await act(async () => {
    await parcel.bootstrap(props);
    mounted = parcel.mount(props);
  });
  await act(() => mounted);

  // the recent transactions show at once, asked with the session's bearer token
  expect(await screen.findByRole('heading', { name: 'Recent transactions' })).toBeInTheDocument();
  const list = await screen.findByRole('list', { name: /^Transactions from/ });
  expect(
    within(list)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label')),
  ).toEqual(['Corner Cafe, −$4.50, 11/20/2026, Purchase', 'Card load, +$50.00, 11/18/2026, Load']);

  const [call] = server.calls('POST /card/txn/history');
  expect(call?.authorization).toBe('Bearer parcel-token');
  expect(call?.body).toMatchObject({ page: 1, txnPerPage: 50 });
  const body = call?.body as { startDate: string; endDate: string };
  expect(body.startDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  expect(body.endDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

  let unmounted: Promise<unknown> = Promise.resolve();
  act(() => {
    unmounted = parcel.unmount(props);
  });
  await act(() => unmounted);
  expect(domElement).toBeEmptyDOMElement();
});
