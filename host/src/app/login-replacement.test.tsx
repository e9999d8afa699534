import { waitFor, within } from '@testing-library/react';
import { useSession } from '@portal/session-store';
import { serveTestApi } from '@portal/testing';
import { openLoginForm } from '#test/login-form';
import { VALID_CARD } from '#test/fixtures';
import { REPLACEMENT_TEXT } from '../features/login/replacement-messages';

const testApi = serveTestApi();
jest.mock('../federation/federation', () => jest.requireActual('#test/federation-stub'));

beforeEach(() => {
  sessionStorage.clear();
  useSession.getState().logout();
});

async function submitValid() {
  const { user, form, cardNumber, cvv, submit } = await openLoginForm();
  await user.type(cardNumber, VALID_CARD);
  await user.type(cvv, '123');
  await user.click(submit);
  return { user, form };
}

describe('a card that cannot log in any more', () => {
  it('a closed card (409 card_closed) says so, with the phone, and gets no session', async () => {
    testApi.server.answer('POST /auth/card', {
      status: 409,
      json: { code: 'card_closed', message: 'Closed' },
    });
    const { form } = await submitValid();
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('This card was reported lost or stolen and is closed.');
    expect(within(alert).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^tel:/));
    expect(useSession.getState().authToken).toBeNull();
  });

  it('an expired card with money (409 card_expired) is offered a replacement without fee, made with the typed card', async () => {
    testApi.server.answer('POST /auth/card', {
      status: 409,
      json: { code: 'card_expired', message: 'Expired' },
    });
    testApi.server.answer('POST /card/replacement/expired/quote', {
      json: {
        virtual: false,
        fee: 0,
        mailingDays: 30,
        address: ['12 M••• St', 'Wilmington, DE 19801'],
        email: 'j•••@example.com',
      },
    });
    testApi.server.answer('POST /card/replacement/expired', {
      json: {
        closedCard: '4111 **** **** 1111',
        replacementCard: '4532 **** **** 7061',
        virtual: false,
        fee: 0,
        balanceMoved: 30,
        mailingDays: 30,
        arrivesBy: '12/28/2026',
        address: ['12 M••• St', 'Wilmington, DE 19801'],
        email: 'j•••@example.com',
        disputes: [],
      },
    });
    const { user, form } = await submitValid();
    expect(await within(form).findByText(REPLACEMENT_TEXT.offerHeading)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: REPLACEMENT_TEXT.button }));
    // a confirm step with the masked address before anything is sent
    const address = await within(form).findByRole('group', { name: 'We mail it to the address on file' });
    expect(address).toHaveTextContent('12 M••• St');
    await user.click(within(form).getByRole('button', { name: REPLACEMENT_TEXT.confirm }));
    const done = await within(form).findByRole('heading', { name: 'Your money is safe' });
    await waitFor(() => expect(done).toHaveFocus());
    expect(within(form).getByText('Your new balance').nextElementSibling).toHaveTextContent('$30.00');
    expect(form).toHaveTextContent('Arrives by 12/28/2026.');
    expect(form).toHaveTextContent('Your expired card ending 1111 is closed.');
    const [call] = testApi.server
      .calls('POST /card/replacement/expired')
      .map((c) => c.body as Record<string, string>);
    expect(call).toMatchObject({ cardNumber: VALID_CARD, cardCvv: '123' });
    expect(call!.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });
});
