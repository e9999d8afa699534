// The ./parcel expose in jsdom: single-spa lifecycles mounted with the runtime config as props,
// the form talking to the one local test server through the shared api-client.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serveTestApi } from '@portal/testing';
import { TEST_CONFIG } from '#test/harness';
import parcel from './parcel';

// an invalid form sends nothing: the test server only records
const { server } = serveTestApi();

it('mounts the registration form with the config from its props and unmounts cleanly', async () => {
  window.scrollTo = (() => {}) as typeof window.scrollTo;
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const props = {
    name: 'registration-parcel',
    domElement,
    // captcha 'off': the client sends 'off', as the server's CAPTCHA=off expects
    config: { ...TEST_CONFIG, apiBaseUrl: server.apiBaseUrl },
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
