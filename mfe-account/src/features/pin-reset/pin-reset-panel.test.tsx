import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@portal/api-client';
import { useSession } from '@portal/session-store';
import { SERVER_ERROR } from '@portal/testing';
import { serveRealApi } from '@portal/testing/api-server';
import { answerCard, card, renderAccountPage, requests, signInWithCard } from '#test/harness';

// PIN reset and its limit are the server's rules: the real api-server answers (cards it cannot
// issue or log in with, e.g. a closed or a frozen one, are shown from an answered card)
const { real } = serveRealApi();

/** The new-PIN text messages in the server's outbox. */
const pinMessages = async () => (await real.outbox()).filter((m) => m.channel === 'sms').length;

const UNREGISTERED = 'Register your card to reset your PIN.';
const FROZEN = "You can't reset your PIN while your card is frozen.";
const SUCCESS = 'PIN was reset successfully! An SMS was sent to your mobile phone number with your new PIN.';
const FAILURE = 'An error occurred, please try again later';

const pageLoaded = () => screen.findByRole('heading', { level: 1, name: 'My card' });

async function confirmReset() {
  await userEvent.click(await screen.findByRole('button', { name: 'Reset PIN' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Reset PIN' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reset PIN' }));
}

describe('PIN reset availability (spec §4, §6)', () => {
  it('is available when the permission holds and the status is activated', async () => {
    await signInWithCard(real, { permissions: ['pin-reset'] });
    renderAccountPage();
    expect(await screen.findByRole('heading', { name: 'Reset PIN' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset PIN' })).toBeEnabled();
  });

  it.each(['ISSUED', 'REQUIRES_ACTIVATION', 'CLOSED'])(
    'is not offered when the status is %p',
    async (status) => {
      answerCard(real.server, card({ status }));
      renderAccountPage();
      await pageLoaded();
      expect(screen.queryByRole('button', { name: 'Reset PIN' })).not.toBeInTheDocument();
    },
  );

  it('is not offered without the permission', async () => {
    await signInWithCard(real, { permissions: ['freeze', 'activation'] });
    renderAccountPage();
    await pageLoaded();
    expect(screen.queryByRole('button', { name: 'Reset PIN' })).not.toBeInTheDocument();
  });

  it.each([
    ['unregistered', { cardRegistered: false }, [UNREGISTERED]],
    ['frozen', { freezeInfo: { frozen: true } }, [FROZEN]],
    [
      'unregistered and frozen',
      { cardRegistered: false, freezeInfo: { frozen: true } },
      [UNREGISTERED, FROZEN],
    ],
  ])('is disabled for a %s card, the reason shown as text beside it', async (_kind, overrides, reasons) => {
    answerCard(real.server, card(overrides));
    renderAccountPage();
    const button = await screen.findByRole('button', { name: 'Reset PIN' });
    expect(button).toBeDisabled();
    // visible without hovering or focusing anything (a phone has neither), and describing the button
    const panel = screen.getByRole('region', { name: 'Reset PIN' });
    for (const reason of reasons) expect(within(panel).getByText(reason, { exact: false })).toBeVisible();
    expect(button).toHaveAccessibleDescription(reasons.join(' '));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(requests(real.server)).not.toContain('POST /card/pin/reset');
  });

  it('a registered, unfrozen card shows no reason: the button is enabled', async () => {
    await signInWithCard(real);
    renderAccountPage();
    const button = await screen.findByRole('button', { name: 'Reset PIN' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAccessibleDescription();
    expect(screen.queryByText(UNREGISTERED)).not.toBeInTheDocument();
    expect(screen.queryByText(FROZEN)).not.toBeInTheDocument();
  });
});

describe('PIN reset flow (spec §2, §4, §8)', () => {
  it('confirm dialog, then the success dialog; the server sends the SMS; card info is refreshed', async () => {
    await signInWithCard(real);
    const sent = await pinMessages();
    renderAccountPage();
    await confirmReset();
    const result = await screen.findByRole('dialog', { name: 'PIN reset' });
    expect(result).toHaveTextContent(SUCCESS);
    expect(await pinMessages()).toBe(sent + 1);
    await waitFor(() => expect(requests(real.server)).toContain('GET /card/info?refresh=true'));
    const calls = requests(real.server);
    expect(calls.indexOf('GET /card/info?refresh=true')).toBeGreaterThan(
      calls.indexOf('POST /card/pin/reset'),
    );
    await userEvent.click(within(result).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reset PIN' })).toHaveFocus());
  });

  it("the confirm button reads 'Processing...' while the reset runs", async () => {
    await signInWithCard(real);
    const release = real.server.hold('POST /card/pin/reset');
    renderAccountPage();
    await confirmReset();
    const dialog = screen.getByRole('alertdialog', { name: 'Reset PIN' });
    expect(within(dialog).getByRole('button', { name: 'Processing...' })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('dialog', { name: 'PIN reset' })).toBeInTheDocument();
  });

  it('Cancel closes the confirm dialog without resetting', async () => {
    await signInWithCard(real);
    renderAccountPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Reset PIN' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset PIN' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(requests(real.server)).not.toContain('POST /card/pin/reset');
  });

  it(`a failed call shows the error dialog '${FAILURE}'`, async () => {
    await signInWithCard(real);
    const sent = await pinMessages();
    real.server.answer('POST /card/pin/reset', SERVER_ERROR);
    renderAccountPage();
    await confirmReset();
    const result = await screen.findByRole('dialog', { name: 'PIN reset failed' });
    expect(within(result).getByRole('alert')).toHaveTextContent(FAILURE);
    expect(await pinMessages()).toBe(sent);
  });

  it('an answer that no SMS was sent is an error too', async () => {
    await signInWithCard(real);
    real.server.answer('POST /card/pin/reset', { json: { sent: false } });
    renderAccountPage();
    await confirmReset();
    expect(await screen.findByRole('dialog', { name: 'PIN reset failed' })).toHaveTextContent(FAILURE);
  });

  it('the result dialog closes with Escape and focus returns to the page', async () => {
    await signInWithCard(real);
    renderAccountPage();
    await confirmReset();
    await screen.findByRole('dialog', { name: 'PIN reset' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('PIN reset limit (spec §8; SECURITY.md, PIN)', () => {
  const LOCKED = 'Too many attempts. Please try again later.';

  it(`the server's refusal of a 4th reset within 24 h (429 locked) shows the error dialog '${FAILURE}'`, async () => {
    await signInWithCard(real);
    // three resets today (the server's limit per card)
    for (let i = 0; i < 3; i++) await expect(api.pinReset()).resolves.toEqual({ sent: true });
    renderAccountPage();
    await confirmReset();
    const result = await screen.findByRole('dialog', { name: 'PIN reset failed' });
    expect(within(result).getByRole('alert')).toHaveTextContent(FAILURE);
    // the server's own wording is not product copy (spec §8 lists the texts shown)
    expect(screen.queryByText(LOCKED)).not.toBeInTheDocument();
    expect(requests(real.server).filter((r) => r === 'POST /card/pin/reset')).toHaveLength(4);
    // a 429 is not a session end (only a 403 is): the holder stays on the page
    expect(useSession.getState().authToken).not.toBeNull();
    await userEvent.click(within(result).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Reset PIN' })).toBeEnabled();
  });
});
