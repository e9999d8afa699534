// The expired card's offer (ExpiredOffer): the replacement without fee, and what it says when the
// server sends none.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetStores, serveTestApi, SERVER_ERROR } from '@portal/testing';
import { CONFIG, VALID_CARD } from '#test/fixtures';
import { ExpiredOffer } from './expired-offer';

const testApi = serveTestApi();

beforeEach(() => resetStores(CONFIG));

async function pressReplace() {
  render(<ExpiredOffer cardNumber={VALID_CARD} cardCvv="123" />);
  await userEvent.click(screen.getByRole('button', { name: 'Get a replacement card' }));
  return screen.findByRole('alert');
}

describe('the expired-card offer', () => {
  it('within 72 hours of a contact change (409 contact_recently_changed) says why no replacement is sent, and the phone', async () => {
    testApi.server.answer('POST /card/replacement/expired', {
      status: 409,
      json: { code: 'contact_recently_changed', message: 'Changed recently' },
    });
    const alert = await pressReplace();
    expect(alert).toHaveTextContent(
      `Your card's contact details changed in the last 72 hours, so we cannot send a replacement yet. Please call customer service at ${CONFIG.program.supportPhone}.`,
    );
    expect(within(alert).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^tel:/));
    expect(screen.queryByRole('button', { name: 'Get a replacement card' })).toBeNull();
  });

  it('any other failure says something went wrong and keeps the offer', async () => {
    testApi.server.answer('POST /card/replacement/expired', SERVER_ERROR);
    const alert = await pressReplace();
    expect(alert).toHaveTextContent('Sorry, it seems like something went wrong.');
    expect(screen.getByRole('button', { name: 'Get a replacement card' })).toBeEnabled();
  });
});
