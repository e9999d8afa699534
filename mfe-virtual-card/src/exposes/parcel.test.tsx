// The ./parcel expose end to end in jsdom: single-spa lifecycles mounted with the runtime config
// and the link's ids as props, the screen talking to the real api-server (behind the one test
// server) through the shared api-client (the default of the api seam; captcha 'off' from the
// config, which the server here accepts as CAPTCHA=off does).
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@portal/session-store';
import { serveRealApi } from '@portal/testing/api-server';
import {
  issueVirtualCard,
  LINK_EXPIRED_MS,
  PRODUCT,
  settleImage,
  TEST_CONFIG,
  type VirtualCard,
} from '#test/harness';
import parcel from './parcel';

const { real } = serveRealApi({ captcha: 'off' });

beforeEach(() => {
  useSession.getState().logout();
});

async function mountParcel(card: VirtualCard) {
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const props = {
    name: 'virtual-card-parcel',
    domElement,
    config: { ...TEST_CONFIG, apiBaseUrl: real.server.apiBaseUrl },
    accountId: card.accountId,
    cardImageId: card.cardImageId,
  };
  await parcel.bootstrap(props);
  // single-spa-react resolves mount once React has committed: start it inside act, await after
  let mounted: Promise<unknown> = Promise.resolve();
  await act(async () => {
    mounted = parcel.mount(props);
  });
  await mounted;
  return {
    domElement,
    unmount: async () => {
      let done: Promise<unknown> = Promise.resolve();
      await act(async () => {
        done = parcel.unmount(props);
      });
      await done;
    },
  };
}

it('mounts the card screen from its props: agreement accepted in the modal, then the card image from the API', async () => {
  const card = await issueVirtualCard(real);
  const { domElement, unmount } = await mountParcel(card);

  const dialog = await screen.findByRole('dialog', {
    name: `Welcome to the ${PRODUCT} Virtual Visa program`,
  });
  await userEvent.click(
    within(dialog).getByRole('checkbox', { name: 'I confirm that I have read and agree' }),
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  await waitFor(() => expect(domElement.querySelector('img[src]')).not.toBeNull());
  const img = domElement.querySelector('img') as HTMLImageElement;
  expect(img.src.startsWith(`${real.server.apiBaseUrl}/card/vv/image/${card.cardImageId}?token=`)).toBe(true);
  expect(await settleImage()).toBe('load');
  expect(await screen.findByRole('img', { name: /Virtual Visa (card|ending \d{4})/ })).toBe(img);
  // then the card as text, with a token of its own (settled before the parcel goes)
  expect(await screen.findByRole('region', { name: 'Card details' })).toBeInTheDocument();

  expect(real.server.seen.map((s) => [`${s.method} ${s.path}`, s.body])).toEqual([
    ['POST /api/ind/v1/card/vv/agreement', { accountId: card.accountId }],
    ['POST /api/ind/v1/card/vv/agreement/sign', { accountId: card.accountId, email: null }],
    ['POST /api/ind/v1/card/vv/getToken', { accountId: card.accountId }],
    [`GET /api/ind/v1/card/vv/image/${card.cardImageId}`, undefined],
    ['POST /api/ind/v1/card/vv/getToken', { accountId: card.accountId }],
    ['POST /api/ind/v1/card/vv/details', { cardImageId: card.cardImageId, token: expect.any(String) }],
  ]);

  await unmount();
  expect(domElement).toBeEmptyDOMElement();
});

it('offers the resend when the API refuses the link, and resends with a captcha token', async () => {
  const card = await issueVirtualCard(real, { accepted: true });
  await real.advanceClock(LINK_EXPIRED_MS);
  const { unmount } = await mountParcel(card);

  expect(await screen.findByRole('heading', { name: 'Your link has expired' })).toBeInTheDocument();
  // the agreement check already answers 410 for the expired link: no image token is asked
  expect(real.server.calls('POST /card/vv/agreement')).toHaveLength(1);
  expect(real.server.calls('POST /card/vv/getToken')).toHaveLength(0);
  expect(screen.queryByRole('dialog')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Resend my Virtual card' }));
  expect(await screen.findByText('Virtual card info has been resent to your email!')).toBeInTheDocument();
  expect(real.server.calls('POST /card/email/resend')[0]?.body).toEqual({
    accountId: card.accountId,
    captchaResponse: 'off',
  });
  await unmount();
});
