import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requestLostStolenReport, useSession } from '@portal/session-store';
import { SERVER_ERROR } from '@portal/testing';
import { serveRealApi } from '@portal/testing/api-server';
import { PHYSICAL_REPLACEMENT } from '@portal/legal';
import { formatBalance } from '@portal/contracts';
import { SUPPORT_PHONE, answerCard, card, renderAccountPage, requests, signInWithCard } from '#test/harness';

// reporting a card lost or stolen is the server's rule: the real api-server answers
const { real } = serveRealApi();

const DIALOG = 'Report your card lost or stolen';

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Report lost or stolen' }));
  return screen.findByRole('alertdialog', { name: DIALOG });
}

/** YYYY-MM-DD of `days` days before now (the operator API's date form) */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe('report lost or stolen', () => {
  it('says what happens, asks lost or stolen, disputes the purchases marked, then ends the session on the "what comes next" page', async () => {
    const issued = await signInWithCard(real, { amount: 40 });
    await real.post(issued, { amount: -12.5, type: 'purchase', merchant: 'Corner Market', date: daysAgo(2) });
    await real.post(issued, { amount: -3.25, type: 'purchase', merchant: 'Bus Fare', date: daysAgo(3) });
    renderAccountPage();
    const dialog = await openDialog();
    const fee = PHYSICAL_REPLACEMENT.feeCents / 100;
    expect(
      await within(dialog).findByText(
        `A replacement fee of ${formatBalance(fee)} is taken from your balance.`,
      ),
    ).toBeVisible();
    expect(dialog).toHaveTextContent(`within ${PHYSICAL_REPLACEMENT.mailingDays} days`);
    // the street masked but readable as one ("1200 Market Street" on file)
    const address = within(dialog).getByRole('group', { name: 'We mail it to the address on file' });
    expect(address).toHaveTextContent('1200 M••• St');
    expect(address).toHaveTextContent('Wilmington, DE 19801');
    expect(dialog).not.toHaveTextContent('Market Street');

    // each purchase of the notice window with its own "I didn't make this", named by the purchase
    const purchases = within(dialog).getByRole('group', { name: 'Your purchases in the last 60 days' });
    const boxes = within(purchases).getAllByRole('checkbox');
    expect(boxes).toHaveLength(2);
    const thief = within(purchases).getByRole('checkbox', {
      name: /^I didn't make this: Corner Market, \d{2}\/\d{2}\/\d{4}, \u2212\$12\.50$/,
    });
    const mine = within(purchases).getByRole('checkbox', { name: /^I didn't make this: Bus Fare, / });
    expect(thief).not.toBeChecked();
    await userEvent.click(thief);
    expect(thief).toBeChecked();
    expect(mine).not.toBeChecked();

    const confirm = within(dialog).getByRole('button', { name: 'Close card and send replacement' });
    await userEvent.click(confirm);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please choose what happened to your card');
    expect(within(dialog).getByRole('radio', { name: 'I lost it' })).toHaveFocus();

    await userEvent.click(within(dialog).getByRole('radio', { name: 'It was stolen' }));
    await userEvent.click(confirm);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Your money is safe' });
    expect(heading).toHaveFocus();
    const done = screen.getByRole('region', { name: 'Your money is safe' });
    // the new balance as a number: 40 less the two purchases less the fee
    expect(within(done).getByText('Your new balance').nextElementSibling).toHaveTextContent(
      `${formatBalance(40 - 12.5 - 3.25 - fee)}After the ${formatBalance(fee)} replacement fee.`,
    );
    expect(within(done).getByText('Your new card').nextElementSibling).toHaveTextContent(
      /Arrives by \d{2}\/\d{2}\/\d{4}\.We mail it to:1200 M••• StWilmington, DE 19801/,
    );
    // the case opened with the report, with its reference
    const cases = within(done).getByRole('heading', { level: 2, name: 'Charges you reported' });
    const item = within(cases.nextElementSibling as HTMLElement).getByRole('listitem');
    expect(item).toHaveTextContent(
      /^Corner Market, \d{2}\/\d{2}\/\d{4}, \u2212\$12\.50Reference CASE-[A-Z2-9]{8}\./,
    );
    const reference = /CASE-[A-Z2-9]{8}/.exec(item.textContent ?? '')![0];
    expect(within(done).getByRole('heading', { level: 2, name: 'What to do now' })).toBeVisible();
    expect(within(done).getByRole('link', { name: 'Home' })).toBeVisible();
    expect(done).not.toHaveTextContent('has moved');
    expect(done).toHaveTextContent(
      `Your old card ending ${issued.cardNumber.slice(-4)} is closed, so no one can use it. You are logged out.`,
    );
    expect(useSession.getState().authToken).toBeNull();
    // the case is the server's, emailed with its reference
    expect((await real.outbox()).some((m) => m.body.includes(reference))).toBe(true);
  }, 60_000);

  it('a card with no purchase to dispute says so', async () => {
    await signInWithCard(real, { amount: 40 });
    renderAccountPage();
    const dialog = await openDialog();
    expect(await within(dialog).findByText('There are no purchases in the last 60 days.')).toBeVisible();
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
  });

  it('a purchase the server will not dispute (409 dispute_already_open) says so, reads the list again and keeps the confirm', async () => {
    const issued = await signInWithCard(real, { amount: 40 });
    await real.post(issued, { amount: -12.5, type: 'purchase', merchant: 'Corner Market', date: daysAgo(2) });
    real.server.answer('POST /card/replacement', {
      status: 409,
      json: { code: 'dispute_already_open', message: 'A case for this charge is already open' },
    });
    renderAccountPage();
    const dialog = await openDialog();
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'It was stolen' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Corner Market/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close card and send replacement' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'We could not open a case for a purchase you checked: it may have been reported already. We updated the list. Please check it and confirm again.',
    );
    await waitFor(() =>
      expect(requests(real.server).filter((r) => r === 'GET /card/replacement')).toHaveLength(2),
    );
    expect(within(dialog).getByRole('button', { name: 'Close card and send replacement' })).toBeEnabled();
    expect(useSession.getState().authToken).not.toBeNull();
  });

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
    // the focus moves once the message has rendered (a loaded machine may take a frame more)
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    await waitFor(() => {
      const calls = requests(real.server);
      expect(calls.slice(calls.indexOf('POST /card/replacement'))).toContain('GET /card/info?refresh=true');
    });
    expect(useSession.getState().authToken).toBe(token);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('heading', { name: 'Card frozen' })).toBeVisible();
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
      `Sorry, something went wrong. Please try again, or call customer service at ${SUPPORT_PHONE}.`,
    );
    expect(within(dialog).getByRole('button', { name: 'Close card and send replacement' })).toBeEnabled();
  });
});
