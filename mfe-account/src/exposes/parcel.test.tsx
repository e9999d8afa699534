// The ./parcel expose end to end in jsdom: single-spa lifecycles mounted with the runtime
// config as props, the page talking to the real api-server (behind the one test server) through
// the shared api-client (the default of the api seam), with the session's bearer token.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@portal/session-store';
import { serveRealApi } from '@portal/testing/api-server';
import { lastFour } from '@portal/ui';
import { requests, signInWithCard, TEST_CONFIG } from '#test/harness';
import parcel from './parcel';

const { real } = serveRealApi();

it('mounts the card page with the config from its props and uses the shared api client', async () => {
  const issued = await signInWithCard(real, { status: 'issued', amount: 310.4 });
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const props = {
    name: 'account-parcel',
    domElement,
    config: { ...TEST_CONFIG, apiBaseUrl: real.server.apiBaseUrl },
  };

  await parcel.bootstrap(props);
  // single-spa-react resolves mount once React has committed: start it inside act, await after
  let mounted: Promise<unknown> = Promise.resolve();
  await act(async () => {
    mounted = parcel.mount(props);
  });
  await mounted;

  const hero = await screen.findByRole('region', { name: `Visa ending ${lastFour(issued.cardNumber)}` });
  await waitFor(() => expect(hero).toHaveTextContent('$310.40'));
  // every request carried the session's bearer token (requests() keeps those only)
  expect(requests(real.server)).toEqual(expect.arrayContaining(['GET /card/info', 'GET /card/balance']));
  expect(real.server.seen.every((s) => s.authorization === `Bearer ${useSession.getState().authToken}`)).toBe(
    true,
  );

  await userEvent.click(screen.getByRole('button', { name: 'Freeze card' }));
  const dialog = await screen.findByRole('alertdialog', {
    name: 'Are you sure you want to freeze your card?',
  });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Freeze' }));
  expect(await screen.findByRole('heading', { name: 'Card frozen' })).toBeInTheDocument();
  expect(hero).toHaveTextContent('Frozen');
  expect(real.server.calls('POST /card/freeze').map((s) => s.body)).toEqual([{ frozen: true }]);
  await waitFor(() => expect(requests(real.server)).toContain('GET /card/info?refresh=true'));
  expect((await real.show(issued)).card.freezeInfo.frozen).toBe(true);

  let unmounted: Promise<unknown> = Promise.resolve();
  await act(async () => {
    unmounted = parcel.unmount(props);
  });
  await unmounted;
  expect(domElement).toBeEmptyDOMElement();
});
