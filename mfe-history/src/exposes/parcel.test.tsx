// The ./parcel expose end to end in jsdom: single-spa lifecycles mounted with the runtime config
// as props, the panel talking to the one local test server through the shared api-client (the
// default of the services seam), with the session's bearer token.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@portal/session-store';
import { serveTestApi } from '@portal/testing';
import { TEST_CONFIG } from '#test/harness';
import parcel from './parcel';

// the mount and the wiring matter here, not the history rules: the test server answers two rows
const { server } = serveTestApi();

it('mounts the history panel with the config from its props and gets history from the server', async () => {
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

  expect(await screen.findByRole('heading', { name: 'Transaction history' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Get history' }));
  const dialog = await screen.findByRole('dialog', { name: 'Transaction history' });
  const table = await within(dialog).findByRole('table');
  expect(table).toHaveTextContent('Corner Cafe');
  expect(table).toHaveTextContent('-$4.50');
  expect(table).toHaveTextContent('$50.00');

  const [call] = server.calls('POST /card/txn/history');
  expect(call?.authorization).toBe('Bearer parcel-token');
  expect(call?.body).toMatchObject({ page: 1, txnPerPage: 50 });
  const body = call?.body as { startDate: string; endDate: string };
  expect(body.startDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  expect(body.endDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

  await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  let unmounted: Promise<unknown> = Promise.resolve();
  act(() => {
    unmounted = parcel.unmount(props);
  });
  await act(() => unmounted);
  expect(domElement).toBeEmptyDOMElement();
});
