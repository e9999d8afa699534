import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@portal/session-store';
import { SERVER_ERROR } from '@portal/testing';
import { serveRealApi } from '@portal/testing/api-server';
import {
  answerCard,
  card,
  permissions,
  renderAccountPage,
  requests,
  signInWithCard,
  SUPPORT_PHONE,
  TEST_CONFIG,
} from '#test/harness';

// freezing is the server's rule: the real api-server answers (a frozen card cannot log in, so
// what the page offers for one is shown from an answered card)
const { real } = serveRealApi();

const CONFIRM = 'Are you sure you want to freeze your card?';
const FAILED = 'Something went wrong, please try again later';

/** The status chip beside the balance (the hero is named by the card's last four digits). */
function status(): string | null {
  const hero = screen.getByRole('region', { name: /^Visa ending \d{4}$/ });
  return within(hero).getByText('Status', { selector: 'dt' }).nextElementSibling?.textContent ?? null;
}

async function openConfirm() {
  await userEvent.click(await screen.findByRole('button', { name: 'Freeze card' }));
  return screen.findByRole('alertdialog', { name: CONFIRM });
}

describe('freeze panel (spec §2, §4)', () => {
  it("freeze is offered when permitted and not frozen: 'Freeze card temporarily'", async () => {
    await signInWithCard(real, { permissions: ['freeze'] });
    renderAccountPage();
    expect(await screen.findByRole('heading', { name: 'Freeze card temporarily' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Freeze card' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'Card frozen' })).not.toBeInTheDocument();
  });

  it("a frozen card: 'Card frozen', and its action is the call that unfreezes it", async () => {
    answerCard(real.server, card({ freezeInfo: { frozen: true } }));
    renderAccountPage();
    const panel = await screen.findByRole('region', { name: 'Card frozen' });
    expect(panel).toHaveTextContent('No one can use your card while it is frozen.');
    expect(panel).toHaveTextContent('To unfreeze your card you will have to contact the call center.');
    const call = within(panel).getByRole('link', { name: `Call to unfreeze ${SUPPORT_PHONE}` });
    expect(call).toHaveAttribute('href', 'tel:+18885550142');
    // the hours it is answered, shown under it and read with it
    expect(call).toHaveAccessibleDescription(TEST_CONFIG.program.supportHours);
    expect(within(panel).queryByRole('button')).not.toBeInTheDocument();
    // no heading that offers an action the panel does not have
    expect(screen.queryByRole('heading', { name: 'Unfreeze card' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Freeze card temporarily' })).not.toBeInTheDocument();
  });

  it.each([false, true])('nothing is offered without the freeze permission (frozen %p)', async (frozen) => {
    const permits = permissions({ availablePinReset: true, availableCardActivation: true });
    answerCard(real.server, card({ permissions: permits, freezeInfo: { frozen } }));
    renderAccountPage();
    await screen.findByRole('heading', { level: 1, name: 'My card' });
    expect(screen.queryByRole('heading', { name: 'Freeze card temporarily' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Card frozen' })).not.toBeInTheDocument();
  });
});

describe('freezing (spec §4 Freezing)', () => {
  it('asks for confirmation with Cancel and Freeze; Cancel freezes nothing', async () => {
    const issued = await signInWithCard(real);
    renderAccountPage();
    const dialog = await openConfirm();
    expect(within(dialog).getByRole('button', { name: 'Freeze' })).toBeInTheDocument();
    // the number to call to unfreeze is one tap away, on one line
    const phone = within(dialog).getByRole('link', { name: SUPPORT_PHONE });
    expect(phone).toHaveAttribute('href', `tel:+1${SUPPORT_PHONE.replace(/\D/g, '').slice(-10)}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(requests(real.server)).not.toContain('POST /card/freeze');
    expect((await real.show(issued)).card.freezeInfo.frozen).toBe(false);
  });

  it("the button reads 'Processing...' while the freeze runs", async () => {
    await signInWithCard(real);
    renderAccountPage();
    const dialog = await openConfirm();
    const release = real.server.hold('POST /card/freeze');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Freeze' }));
    expect(within(dialog).getByRole('button', { name: 'Processing...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    release();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('when the returned frozen equals the requested value the modal closes and card info is refreshed', async () => {
    const issued = await signInWithCard(real);
    renderAccountPage();
    const dialog = await openConfirm();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Freeze' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => {
      const calls = requests(real.server);
      expect(calls.slice(calls.indexOf('POST /card/freeze'))).toEqual(
        expect.arrayContaining(['POST /card/freeze', 'GET /card/info?refresh=true']),
      );
    });
    expect((await real.show(issued)).card.freezeInfo.frozen).toBe(true);
    expect(useSession.getState().cardInfo?.freezeInfo.frozen).toBe(true);
    // the result takes the focus and is read: the panel's heading, and its confirmation
    const frozen = await screen.findByRole('heading', { name: 'Card frozen' });
    await waitFor(() => expect(frozen).toHaveFocus());
    const panel = screen.getByRole('region', { name: 'Card frozen' });
    expect(within(panel).getByRole('status')).toHaveTextContent('Your card is frozen.');
    // every status text on the page says Frozen now
    expect(status()).toBe('Frozen');
    expect(screen.queryByText('Activated')).not.toBeInTheDocument();
  });

  it('a frozen card cannot reset its PIN once frozen (the PIN reset button becomes disabled, saying why)', async () => {
    await signInWithCard(real);
    renderAccountPage();
    expect(await screen.findByRole('button', { name: 'Reset PIN' })).toBeEnabled();
    expect(status()).toBe('Activated');
    await userEvent.click(within(await openConfirm()).getByRole('button', { name: 'Freeze' }));
    await screen.findByRole('heading', { name: 'Card frozen' });
    expect(screen.getByRole('button', { name: 'Reset PIN' })).toBeDisabled();
    expect(screen.getByText("You can't reset your PIN while your card is frozen.")).toBeVisible();
  });

  it(`a mismatching answer shows '${FAILED}' and keeps the modal open`, async () => {
    await signInWithCard(real);
    // an answer that does not match the request (the server froze nothing)
    real.server.answer('POST /card/freeze', { json: { frozen: false } });
    renderAccountPage();
    const dialog = await openConfirm();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Freeze' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(FAILED);
    expect(screen.getByRole('alertdialog', { name: CONFIRM })).toBeInTheDocument();
    expect(useSession.getState().cardInfo?.freezeInfo.frozen).toBe(false);
    expect(
      screen.getByRole('heading', { name: 'Freeze card temporarily', hidden: true }),
    ).toBeInTheDocument();
  });

  it(`a call error shows '${FAILED}'; a retry that succeeds freezes the card`, async () => {
    await signInWithCard(real);
    real.server.answer('POST /card/freeze', SERVER_ERROR, { times: 1 });
    renderAccountPage();
    const dialog = await openConfirm();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Freeze' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(FAILED);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Freeze' }));
    expect(await screen.findByRole('heading', { name: 'Card frozen' })).toBeInTheDocument();
  });

  it('the confirm modal is keyboard usable: opens with Enter, traps focus, Escape closes and returns focus', async () => {
    await signInWithCard(real, { permissions: ['freeze'] });
    renderAccountPage();
    const trigger = await screen.findByRole('button', { name: 'Freeze card' });
    while (document.activeElement !== trigger) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: CONFIRM });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(requests(real.server)).not.toContain('POST /card/freeze');
  });
});
