import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@portal/session-store';
import { card, FakeCardLedger, permissions, PRODUCT, renderAccountPage, SUPPORT_PHONE } from '#test/harness';

const AVAILABLE = 'Please, activate your card in order to start using it';
const CALL = 'You are almost there! To activate your card please call customer support';
const SUCCESS = "Card was successfully activated! Now it's ready for use.";
const FAILURE = "Sorry, it seems we couldn't activate this card. Please contact Customer support.";

const requiresActivation = (availableCardActivation: boolean) =>
  card({
    status: 'REQUIRES_ACTIVATION',
    cardRegistered: true,
    permissions: permissions({ availableCardActivation, availablePinReset: true }),
  });

describe('activation panel (spec §2, §4)', () => {
  it('with the permission: the activate text and an Activate button', async () => {
    renderAccountPage(new FakeCardLedger(requiresActivation(true)));
    const panel = await screen.findByRole('region', { name: 'Card activation' });
    expect(panel).toHaveTextContent(AVAILABLE);
    expect(within(panel).getByRole('button', { name: 'Activate' })).toBeEnabled();
  });

  it('without the permission: call customer support, no button', async () => {
    renderAccountPage(new FakeCardLedger(requiresActivation(false)));
    const panel = await screen.findByRole('region', { name: 'Card activation' });
    expect(panel).toHaveTextContent(CALL);
    expect(within(panel).getByRole('link', { name: SUPPORT_PHONE })).toBeInTheDocument();
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
  });

  it.each(['ACTIVATED', 'ISSUED'])('does not show for a card whose status is %p', async (status) => {
    renderAccountPage(new FakeCardLedger(card({ status })));
    await screen.findByRole('heading', { level: 1, name: 'My card' });
    expect(screen.queryByRole('region', { name: 'Card activation' })).not.toBeInTheDocument();
  });
});

describe('activation (spec §4, §8)', () => {
  it('activates the card: success text, status Activated, balance fetched, card info refreshed', async () => {
    const ledger = new FakeCardLedger(requiresActivation(true), 50);
    renderAccountPage(ledger);
    const panel = await screen.findByRole('region', { name: 'Card activation' });
    expect(ledger.calls).not.toContain('balance');
    const release = ledger.hold('activate');
    await userEvent.click(within(panel).getByRole('button', { name: 'Activate' }));
    expect(within(panel).getByRole('button', { name: 'Processing...' })).toBeInTheDocument();
    release();
    expect(await within(panel).findByRole('status')).toHaveTextContent(SUCCESS);
    expect(within(panel).queryByRole('button', { name: 'Activate' })).not.toBeInTheDocument();
    expect(ledger.card.status).toBe('ACTIVATED');
    await waitFor(() => expect(ledger.calls).toContain('cardInfo:refresh'));
    expect(useSession.getState().cardInfo?.status).toBe('ACTIVATED');
    const graphic = screen.getByRole('figure', { name: `Your ${PRODUCT} card` });
    await waitFor(() => expect(graphic).toHaveTextContent('$50.00'));
    expect(graphic).toHaveTextContent('Activated');
    // PIN reset is offered now that the status is activated
    expect(screen.getByRole('button', { name: 'Reset PIN' })).toBeEnabled();
  });

  it(`a failed activation shows '${FAILURE}' and keeps the Activate button`, async () => {
    const ledger = new FakeCardLedger(requiresActivation(true));
    ledger.failing.add('activate');
    renderAccountPage(ledger);
    const panel = await screen.findByRole('region', { name: 'Card activation' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Activate' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(FAILURE);
    expect(within(panel).getByRole('button', { name: 'Activate' })).toBeEnabled();
    expect(useSession.getState().cardInfo?.status).toBe('REQUIRES_ACTIVATION');
  });
});
