import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requestLostStolenReport, useSession } from '@portal/session-store';
import { SERVER_ERROR } from '@portal/testing';
import { serveRealApi } from '@portal/testing/api-server';
import { PHYSICAL_REPLACEMENT } from '@portal/legal';
import { formatBalance } from '@portal/contracts';
import {
  PRODUCT,
  SUPPORT_PHONE,
  answerCard,
  card,
  renderAccountPage,
  requests,
  signInWithCard,
} from '#test/harness';

// reporting a card lost or stolen is the server's rule: the real api-server answers
const { real } = serveRealApi();

const DIALOG = 'Report your card lost or stolen';

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Report lost or stolen' }));
  return screen.findByRole('alertdialog', { name: DIALOG });
}

describe('report lost or stolen', () => {
  it('says what happens, asks lost or stolen, then ends the session on the "what comes next" page', async () => {
    await signInWithCard(real, { amount: 40 });
    renderAccountPage();
    const dialog = await openDialog();
    const fee = formatBalance(PHYSICAL_REPLACEMENT.feeCents / 100);
    expect(
      await within(dialog).findByText(`A replacement fee of ${fee} is taken from your balance.`),
    ).toBeVisible();
    expect(dialog).toHaveTextContent(`within ${PHYSICAL_REPLACEMENT.mailingDays} days`);
    expect(dialog).toHaveTextContent('Wilmington, DE 19801');
    expect(dialog).not.toHaveTextContent('Market Street');

    const confirm = within(dialog).getByRole('button', { name: 'Close card and send replacement' });
    await userEvent.click(confirm);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please choose what happened to your card');
    expect(within(dialog).getByRole('radio', { name: 'I lost it' })).toHaveFocus();

    await userEvent.click(within(dialog).getByRole('radio', { name: 'It was stolen' }));
    await userEvent.click(confirm);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Your card is closed' });
    expect(heading).toHaveFocus();
    expect(document.body).toHaveTextContent('Your balance of $40.00 has moved to it.');
    expect(useSession.getState().authToken).toBeNull();
  }, 60_000);

  it('opens its dialog when another app asks for the report', async () => {
    await signInWithCard(real, { amount: 40 });
    renderAccountPage();
    await screen.findByRole('button', { name: 'Report lost or stolen' });
    act(() => requestLostStolenReport());
    const dialog = await screen.findByRole('alertdialog', { name: DIALOG });
    expect(await within(dialog).findByRole('radio', { name: 'I lost it' })).toBeInTheDocument();
  });

  it('is not offered without the permission', async () => {
    await signInWithCard(real, { permissions: ['freeze'] });
    renderAccountPage();
    await screen.findByRole('heading', { name: 'Freeze card temporarily' });
    expect(screen.queryByRole('button', { name: 'Report lost or stolen' })).not.toBeInTheDocument();
  });

  it('a quote that fails to load says so and offers no confirm', async () => {
    const permissions = { ...card().permissions, availableCardReplacement: true };
    answerCard(real.server, card({ permissions }));
    real.server.answer('GET /card/replacement', SERVER_ERROR);
    renderAccountPage();
    const dialog = await openDialog();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again later.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Close card and send replacement' })).toBeNull();
  });

  it('within 72 hours of a contact change (409 contact_recently_changed) says the card is frozen and shows it frozen', async () => {
    const issued = await signInWithCard(real, { amount: 40 });
    const token = useSession.getState().authToken!;
    // the server's answer within a contact hold: the card frozen at once, the replacement refused
    real.server.answer('POST /card/replacement', async () => {
      await real.call('POST', '/card/freeze', { frozen: true }, token);
      return {
        status: 409,
        json: {
          code: 'contact_recently_changed',
          message: 'This card is frozen because it was reported lost.',
        },
      };
    });
    renderAccountPage();
    const dialog = await openDialog();
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'I lost it' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close card and send replacement' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(
      `We froze your card so no one can use it. Its contact details changed in the last 72 hours, so we cannot send a replacement yet. Please call customer service at ${SUPPORT_PHONE}.`,
    );
    expect(within(alert).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^tel:/));
    expect(within(dialog).queryByRole('button', { name: 'Close card and send replacement' })).toBeNull();
    // what the dialog promised did not happen: the message is all it shows, and it has the focus
    expect(within(dialog).queryByText('What happens')).toBeNull();
    expect(within(dialog).queryByRole('radio')).toBeNull();
    expect(alert.parentElement).toHaveFocus();
    await waitFor(() => {
      const calls = requests(real.server);
      expect(calls.slice(calls.indexOf('POST /card/replacement'))).toContain('GET /card/info?refresh=true');
    });
    expect(useSession.getState().authToken).toBe(token);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('heading', { name: 'Unfreeze card' })).toBeVisible();
    const graphic = screen.getByRole('figure', { name: `Your ${PRODUCT} card` });
    expect(within(graphic).getByText('Frozen')).toBeInTheDocument();
    expect((await real.show(issued)).card.freezeInfo.frozen).toBe(true);
  }, 60_000);

  it('any other failure says something went wrong and keeps the confirm', async () => {
    await signInWithCard(real, { amount: 40 });
    real.server.answer('POST /card/replacement', SERVER_ERROR);
    renderAccountPage();
    const dialog = await openDialog();
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'It was stolen' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close card and send replacement' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Sorry, it seems like something went wrong. Please contact Customer support.',
    );
    expect(within(dialog).getByRole('button', { name: 'Close card and send replacement' })).toBeEnabled();
  });
});
