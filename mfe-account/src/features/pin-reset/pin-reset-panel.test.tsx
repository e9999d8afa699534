import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@portal/session-store';
import { serveTestApi } from '@portal/testing';
import { card, FakeCardLedger, permissions, renderAccountPage } from '#test/harness';

const testApi = serveTestApi();

const TOOLTIP = "You cannot reset your PIN since your card isn't registered or is frozen";
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
    renderAccountPage(new FakeCardLedger(card({ permissions: permissions({ availablePinReset: true }) })));
    expect(await screen.findByRole('heading', { name: 'Reset PIN' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset PIN' })).toBeEnabled();
  });

  it.each(['ISSUED', 'REQUIRES_ACTIVATION', 'CLOSED'])(
    'is not offered when the status is %p',
    async (status) => {
      renderAccountPage(new FakeCardLedger(card({ status })));
      await pageLoaded();
      expect(screen.queryByRole('button', { name: 'Reset PIN' })).not.toBeInTheDocument();
    },
  );

  it('is not offered without the permission', async () => {
    const permits = permissions({ availableCardFreeze: true, availableCardActivation: true });
    renderAccountPage(new FakeCardLedger(card({ permissions: permits })));
    await pageLoaded();
    expect(screen.queryByRole('button', { name: 'Reset PIN' })).not.toBeInTheDocument();
  });

  it.each([
    ['unregistered', { cardRegistered: false }],
    ['frozen', { freezeInfo: { frozen: true } }],
  ])('is disabled with the tooltip for a %s card', async (_kind, overrides) => {
    const ledger = new FakeCardLedger(card(overrides));
    renderAccountPage(ledger);
    const button = await screen.findByRole('button', { name: 'Reset PIN' });
    expect(button).toBeDisabled();
    await userEvent.tab();
    while (!document.activeElement?.contains(button)) await userEvent.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(TOOLTIP);
    await userEvent.click(button);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(ledger.calls).not.toContain('pinReset');
  });

  it('a registered, unfrozen card has no tooltip on the button', async () => {
    renderAccountPage(new FakeCardLedger(card()));
    const button = await screen.findByRole('button', { name: 'Reset PIN' });
    while (document.activeElement !== button) await userEvent.tab();
    await userEvent.hover(button);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});

describe('PIN reset flow (spec §2, §4, §8)', () => {
  it('confirm dialog, then the success dialog; the server sends the SMS; card info is refreshed', async () => {
    const ledger = new FakeCardLedger(card());
    renderAccountPage(ledger);
    await confirmReset();
    const result = await screen.findByRole('dialog', { name: 'PIN reset' });
    expect(result).toHaveTextContent(SUCCESS);
    expect(ledger.sms).toHaveLength(1);
    await waitFor(() => expect(ledger.calls).toContain('cardInfo:refresh'));
    expect(ledger.calls.indexOf('cardInfo:refresh')).toBeGreaterThan(ledger.calls.indexOf('pinReset'));
    await userEvent.click(within(result).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reset PIN' })).toHaveFocus());
  });

  it("the confirm button reads 'Processing...' while the reset runs", async () => {
    const ledger = new FakeCardLedger(card());
    const release = ledger.hold('pinReset');
    renderAccountPage(ledger);
    await confirmReset();
    const dialog = screen.getByRole('alertdialog', { name: 'Reset PIN' });
    expect(within(dialog).getByRole('button', { name: 'Processing...' })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('dialog', { name: 'PIN reset' })).toBeInTheDocument();
  });

  it('Cancel closes the confirm dialog without resetting', async () => {
    const ledger = new FakeCardLedger(card());
    renderAccountPage(ledger);
    await userEvent.click(await screen.findByRole('button', { name: 'Reset PIN' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset PIN' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(ledger.calls).not.toContain('pinReset');
  });

  it(`a failed call shows the error dialog '${FAILURE}'`, async () => {
    const ledger = new FakeCardLedger(card());
    ledger.failing.add('pinReset');
    renderAccountPage(ledger);
    await confirmReset();
    const result = await screen.findByRole('dialog', { name: 'PIN reset failed' });
    expect(within(result).getByRole('alert')).toHaveTextContent(FAILURE);
    expect(ledger.sms).toHaveLength(0);
  });

  it('an answer that no SMS was sent is an error too', async () => {
    const ledger = new FakeCardLedger(card());
    ledger.pinResetSent = false;
    renderAccountPage(ledger);
    await confirmReset();
    expect(await screen.findByRole('dialog', { name: 'PIN reset failed' })).toHaveTextContent(FAILURE);
  });

  it('the result dialog closes with Escape and focus returns to the page', async () => {
    renderAccountPage(new FakeCardLedger(card()));
    await confirmReset();
    await screen.findByRole('dialog', { name: 'PIN reset' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('PIN reset limit (spec §8; SECURITY.md, PIN)', () => {
  const LOCKED = 'Too many attempts. Please try again later.';

  it(`the server's refusal of a 4th reset within 24 h (429 locked) shows the error dialog '${FAILURE}'`, async () => {
    const { server } = testApi;
    server.answer('GET /card/info', { status: 200, json: card() });
    server.answer('GET /card/balance', { status: 200, json: { amount: 25 } });
    server.answer('POST /card/pin/reset', { status: 429, json: { code: 'locked', message: LOCKED } });
    renderAccountPage('http');
    await confirmReset();
    const result = await screen.findByRole('dialog', { name: 'PIN reset failed' });
    expect(within(result).getByRole('alert')).toHaveTextContent(FAILURE);
    // the server's own wording is not product copy (spec §8 lists the texts shown)
    expect(screen.queryByText(LOCKED)).not.toBeInTheDocument();
    expect(server.calls('POST /card/pin/reset')).toHaveLength(1);
    // a 429 is not a session end (only a 403 is): the holder stays on the page
    expect(useSession.getState().authToken).not.toBeNull();
    await userEvent.click(within(result).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Reset PIN' })).toBeEnabled();
  });
});
