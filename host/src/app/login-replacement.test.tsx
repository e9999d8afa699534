import { within } from '@testing-library/react';
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
    testApi.server.answer('POST /card/replacement/expired', {
      json: {
        closedCard: '4111 **** **** 1111',
        replacementCard: '4532 **** **** 7061',
        virtual: false,
        fee: 0,
        balanceMoved: 30,
        mailingDays: 30,
      },
    });
    const { user, form } = await submitValid();
    expect(await within(form).findByText(REPLACEMENT_TEXT.offerHeading)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: REPLACEMENT_TEXT.button }));
    expect(await within(form).findByText(REPLACEMENT_TEXT.doneHeading)).toBeInTheDocument();
    expect(form).toHaveTextContent(
      'Your new card ending 7061 will be mailed to the address on file within 30 days.',
    );
    expect(form).toHaveTextContent('Your balance of $30.00 has moved to it, without fee.');
    const [call] = testApi.server
      .calls('POST /card/replacement/expired')
      .map((c) => c.body as Record<string, string>);
    expect(call).toMatchObject({ cardNumber: VALID_CARD, cardCvv: '123' });
    expect(call!.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });
});
