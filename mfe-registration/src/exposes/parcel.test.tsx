// The ./parcel expose in jsdom: single-spa lifecycles mounted with the runtime config as props,
// the form talking to a real local HTTP server through the shared api-client.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startLedgerServer, TEST_CONFIG, type LedgerServer } from '#test/harness';
import parcel from './parcel';

let server: LedgerServer;
beforeAll(async () => {
  server = await startLedgerServer();
});
afterAll(() => server.close());

it('mounts the registration form with the config from its props and unmounts cleanly', async () => {
  window.scrollTo = (() => {}) as typeof window.scrollTo;
  server.answer('POST /card/register', { status: 200, json: { needToUpdateInfo: false } });
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const props = {
    name: 'registration-parcel',
    domElement,
    // captcha 'off': the client sends 'off', as the server's CAPTCHA=off expects
    config: { ...TEST_CONFIG, apiBaseUrl: `${server.origin}/api/ind/v1` },
  };
  await parcel.bootstrap(props);
  let mounted: Promise<unknown> = Promise.resolve();
  await act(async () => {
    mounted = parcel.mount(props);
  });
  await mounted;

  expect(await screen.findByRole('heading', { name: 'Card Registration' })).toBeInTheDocument();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Register' }));
  expect(screen.getByText('Card Number is Required')).toBeInTheDocument();
  expect(server.seen).toEqual([]);

  let unmounted: Promise<unknown> = Promise.resolve();
  await act(async () => {
    unmounted = parcel.unmount(props);
  });
  await unmounted;
  expect(domElement).toBeEmptyDOMElement();
});
