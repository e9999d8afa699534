import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@portal/session-store';
import { SERVER_ERROR } from '@portal/testing';
import { serveRealApi, type IssueOptions } from '@portal/testing/api-server';
import { renderAccountPage, requests, signInWithCard, SUPPORT_PHONE, TEST_CONFIG } from '#test/harness';

// activation is the server's rule: the real api-server answers
const { real } = serveRealApi();

const AVAILABLE = 'Please, activate your card in order to start using it';
const CALL = 'You are almost there! To activate your card please call customer support';
const SUCCESS = "Card was successfully activated! Now it's ready for use.";
const FAILURE = "Sorry, it seems we couldn't activate this card. Please contact Customer support.";

/** A registered card that requires activation, with or without the permission to activate it online. */
const requiresActivation = (activation: boolean): IssueOptions => ({
  status: 'requires_activation',
  permissions: activation ? ['pin-reset', 'activation'] : ['pin-reset'],
});

describe('activation panel (spec §2, §4)', () => {
  it('with the permission: the activate text and an Activate button', async () => {
    await signInWithCard(real, requiresActivation(true));
    renderAccountPage();
    const panel = await screen.findByRole('region', { name: 'Card activation' });
    expect(panel).toHaveTextContent(AVAILABLE);
    expect(within(panel).getByRole('button', { name: 'Activate' })).toBeEnabled();
  });

  it('without the permission: call customer support, no button', async () => {
    await signInWithCard(real, requiresActivation(false));
    renderAccountPage();
    const panel = await screen.findByRole('region', { name: 'Card activation' });
    expect(panel).toHaveTextContent(CALL);
    // calling is the next step: a call button with the hours the line is answered
    const call = within(panel).getByRole('link', { name: `Call customer support ${SUPPORT_PHONE}` });
    expect(call).toHaveAttribute('href', 'tel:+18885550142');
    expect(call).toHaveAccessibleDescription(TEST_CONFIG.program.supportHours);
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
  });

  it.each(['activated', 'issued'] as const)('does not show for a card whose status is %p', async (status) => {
    await signInWithCard(real, { status });
    renderAccountPage();
    await screen.findByRole('heading', { level: 1, name: 'My card' });
    expect(screen.queryByRole('region', { name: 'Card activation' })).not.toBeInTheDocument();
  });
});

describe('activation (spec §4, §8)', () => {
  it('activates the card: success text, status Activated, balance fetched, card info refreshed', async () => {
    const issued = await signInWithCard(real, { ...requiresActivation(true), amount: 50 });
    renderAccountPage();
    const panel = await screen.findByRole('region', { name: 'Card activation' });
    expect(requests(real.server)).not.toContain('GET /card/balance');
    const release = real.server.hold('POST /card/activate');
    await userEvent.click(within(panel).getByRole('button', { name: 'Activate' }));
    expect(within(panel).getByRole('button', { name: 'Processing...' })).toBeInTheDocument();
    release();
    expect(await within(panel).findByRole('status')).toHaveTextContent(SUCCESS);
    expect(within(panel).queryByRole('button', { name: 'Activate' })).not.toBeInTheDocument();
    expect((await real.show(issued)).card.status).toBe('ACTIVATED');
    await waitFor(() => expect(requests(real.server)).toContain('GET /card/info?refresh=true'));
    expect(useSession.getState().cardInfo?.status).toBe('ACTIVATED');
    const hero = screen.getByRole('region', { name: /^Visa ending \d{4}$/ });
    await waitFor(() => expect(hero).toHaveTextContent('$50.00'));
    expect(hero).toHaveTextContent('Activated');
    expect(hero).not.toHaveTextContent('Not activated');
    // PIN reset is offered now that the status is activated
    expect(screen.getByRole('button', { name: 'Reset PIN' })).toBeEnabled();
  });

  it(`a failed activation shows '${FAILURE}' and keeps the Activate button`, async () => {
    const issued = await signInWithCard(real, requiresActivation(true));
    real.server.answer('POST /card/activate', SERVER_ERROR);
    renderAccountPage();
    const panel = await screen.findByRole('region', { name: 'Card activation' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Activate' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(FAILURE);
    expect(within(panel).getByRole('button', { name: 'Activate' })).toBeEnabled();
    expect(useSession.getState().cardInfo?.status).toBe('REQUIRES_ACTIVATION');
    expect((await real.show(issued)).card.status).toBe('REQUIRES_ACTIVATION');
  });
});
