// The expired card's offer (ExpiredOffer): the confirm step with what happens and the masked
// address, the replacement without fee and what comes next, and what it says when the server
// sends none.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetStores, serveTestApi, SERVER_ERROR } from '@portal/testing';
import { CONFIG, VALID_CARD } from '#test/fixtures';
import { ExpiredOffer } from './expired-offer';

const testApi = serveTestApi();

beforeEach(() => resetStores(CONFIG));

const quote = {
  virtual: false,
  fee: 0,
  mailingDays: 30,
  address: ['12 M••• St', 'Wilmington, DE 19801'],
  email: 'j•••@example.com',
};

const result = {
  closedCard: '4111 **** **** 4989',
  replacementCard: '4532 **** **** 9066',
  virtual: false,
  fee: 0,
  balanceMoved: 30,
  mailingDays: 30,
  arrivesBy: '12/28/2026',
  address: quote.address,
  email: quote.email,
  disputes: [],
};

async function openConfirm() {
  testApi.server.answer('POST /card/replacement/expired/quote', { json: quote });
  render(<ExpiredOffer cardNumber={VALID_CARD} cardCvv="123" />);
  await userEvent.click(screen.getByRole('button', { name: 'Get a replacement card' }));
  return screen.findByRole('heading', { level: 3, name: 'Confirm your replacement card' });
}

async function pressSend() {
  await openConfirm();
  await userEvent.click(screen.getByRole('button', { name: 'Send my new card' }));
  return screen.findByRole('alert');
}

describe('the expired-card offer', () => {
  it('asks to confirm first: what happens, without fee, and the masked address; nothing is sent yet', async () => {
    const heading = await openConfirm();
    // the step appears, then its effect moves the focus: wait for the focus, not the render
    await waitFor(() => expect(heading).toHaveFocus());
    const step = screen.getByRole('region', { name: 'Confirm your replacement card' });
    expect(within(step).getByText('We close your expired card.')).toBeVisible();
    expect(within(step).getByText('There is no replacement fee.')).toBeVisible();
    expect(within(step).getByText('We mail you a new card with a new number, within 30 days.')).toBeVisible();
    const address = within(step).getByRole('group', { name: 'We mail it to the address on file' });
    expect(address).toHaveTextContent('12 M••• St');
    expect(address).toHaveTextContent('Wilmington, DE 19801');
    expect(testApi.server.calls('POST /card/replacement/expired')).toHaveLength(0);
    const [asked] = testApi.server.calls('POST /card/replacement/expired/quote');
    expect(asked!.body).toMatchObject({ cardNumber: VALID_CARD, cardCvv: '123' });
  });

  it('Back returns to the offer, its button focused', async () => {
    await openConfirm();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Get a replacement card' })).toHaveFocus());
    expect(screen.queryByRole('heading', { name: 'Confirm your replacement card' })).toBeNull();
  });

  it('confirmed: the done page leads with the money, focused, and the expired card closes in one line', async () => {
    testApi.server.answer('POST /card/replacement/expired', { json: result });
    await openConfirm();
    await userEvent.click(screen.getByRole('button', { name: 'Send my new card' }));
    const heading = await screen.findByRole('heading', { level: 3, name: 'Your money is safe' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('Your new balance').nextElementSibling).toHaveTextContent(
      '$30.00No replacement fee was taken.',
    );
    expect(screen.getByText('Your new card').nextElementSibling).toHaveTextContent(
      'Arrives by 12/28/2026.We mail it to:12 M••• StWilmington, DE 19801',
    );
    expect(screen.getByRole('heading', { level: 4, name: 'What to do now' })).toBeVisible();
    expect(screen.getByText('Your expired card ending 4989 is closed.')).toBeVisible();
    const [call] = testApi.server
      .calls('POST /card/replacement/expired')
      .map((c) => c.body as Record<string, string>);
    expect(call).toMatchObject({ cardNumber: VALID_CARD, cardCvv: '123' });
    expect(call!.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });

  it('a quote that fails to load says so and keeps the offer', async () => {
    testApi.server.answer('POST /card/replacement/expired/quote', SERVER_ERROR);
    render(<ExpiredOffer cardNumber={VALID_CARD} cardCvv="123" />);
    await userEvent.click(screen.getByRole('button', { name: 'Get a replacement card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Sorry, we could not load your replacement. Please try again, or call customer service at ${CONFIG.program.supportPhone}.`,
    );
    expect(screen.getByRole('button', { name: 'Get a replacement card' })).toBeEnabled();
  });

  it('within 72 hours of a contact change (409 contact_recently_changed) says why no replacement is sent, and the phone', async () => {
    testApi.server.answer('POST /card/replacement/expired', {
      status: 409,
      json: { code: 'contact_recently_changed', message: 'Changed recently' },
    });
    const alert = await pressSend();
    expect(alert).toHaveTextContent(
      `Your card's contact details changed in the last 72 hours, so we cannot send a replacement yet. Please call customer service at ${CONFIG.program.supportPhone}.`,
    );
    expect(within(alert).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^tel:/));
    expect(screen.queryByRole('button', { name: 'Send my new card' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('any other failure says something went wrong and keeps the confirm', async () => {
    testApi.server.answer('POST /card/replacement/expired', SERVER_ERROR);
    const alert = await pressSend();
    expect(alert).toHaveTextContent(
      'Sorry, something went wrong. Please try again, or call customer service',
    );
    expect(screen.getByRole('button', { name: 'Send my new card' })).toBeEnabled();
  });
});
