import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@portal/session-store';
import { SERVER_ERROR, serveTestApi } from '@portal/testing';
import {
  answerCard,
  card,
  permissions,
  PRODUCT,
  renderAccountPage,
  requests,
  SUPPORT_PHONE,
  BALANCE_PHONE,
  TEST_CONFIG,
} from '#test/harness';

// what the page shows of a card: the test server answers the card it is given
const { server } = serveTestApi();

/** The balance hero, named by the card's last four digits (card() ends 1234). */
const hero = (last4 = '1234') => screen.getByRole('region', { name: `Visa ending ${last4}` });
/** The chip beside the balance: the card's state in one word. */
const chip = () => fact(hero(), 'Status');

/** The fact shown under a label (dt/dd pair) inside a container. */
function fact(container: HTMLElement, label: string): string | null {
  const term = within(container).queryByText(label, { selector: 'dt' });
  return term?.nextElementSibling?.textContent ?? null;
}

async function pageLoaded() {
  await screen.findByRole('heading', { level: 1, name: 'My card' });
}

describe('loading card info (spec §3, §8)', () => {
  it('shows a loading state until card info has loaded', async () => {
    answerCard(server, card());
    const release = server.hold('GET /card/info');
    renderAccountPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading card information…');
    release();
    await pageLoaded();
    expect(screen.queryByText('Loading card information…')).not.toBeInTheDocument();
  });

  it('loads card info on mount into the session store, replacing what was stored at login', async () => {
    answerCard(server, card({ status: 'ISSUED', maskedCardNumber: '4000 **** **** 0002' }), {
      stored: card({ status: 'REQUIRES_ACTIVATION' }),
    });
    renderAccountPage();
    await pageLoaded();
    expect(requests(server)[0]).toBe('GET /card/info');
    expect(useSession.getState().cardInfo?.status).toBe('ISSUED');
    expect(fact(hero('0002'), 'Status')).toBe('Issued');
  });

  it('card info load error: card info is cleared; the page says so and offers Try again, never the legacy notice', async () => {
    answerCard(server, card(), { stored: card() });
    server.answer('GET /card/info', SERVER_ERROR);
    renderAccountPage();
    const failed = await screen.findByRole('region', { name: "We couldn't load your card" });
    expect(within(failed).getByRole('alert')).toHaveTextContent(
      'Something went wrong on our side while loading your card information.',
    );
    expect(failed).toHaveTextContent('Your card and the money on it are not affected.');
    expect(failed).toHaveTextContent('You can also hear your balance by phone.');
    const call = within(failed).getByRole('link', { name: `Call ${BALANCE_PHONE}` });
    expect(call).toHaveAttribute('href', 'tel:+18885550143');
    expect(call).toHaveAccessibleDescription(TEST_CONFIG.program.balanceHours);
    expect(screen.queryByText('Important information about your card')).not.toBeInTheDocument();
    expect(screen.queryByText(/destroy your card/)).not.toBeInTheDocument();
    expect(useSession.getState().cardInfo).toBeNull();
    expect(screen.queryByRole('region', { name: /^Visa ending/ })).not.toBeInTheDocument();
    expect(requests(server)).not.toContain('GET /card/balance');
  });

  it('Try again loads the card page when the server answers again', async () => {
    answerCard(server, card(), { balance: 42.5 });
    server.answer('GET /card/info', SERVER_ERROR);
    renderAccountPage();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    answerCard(server, card(), { balance: 42.5 });
    await userEvent.click(retry);
    await pageLoaded();
    expect(hero()).toBeVisible();
    expect(screen.queryByRole('region', { name: "We couldn't load your card" })).not.toBeInTheDocument();
    // the focused button is gone with the failure: the page's heading has the focus
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'My card' })).toHaveFocus());
  });

  it('a failed Try again says so and moves focus to the message', async () => {
    answerCard(server, card());
    server.answer('GET /card/info', SERVER_ERROR);
    renderAccountPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    const heading = screen.getByRole('heading', { name: "We couldn't load your card" });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('We still could not load your card information.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('a legacy card whose load fails shows the failure, not the notice', async () => {
    answerCard(server, card({ gift2GoBin: true }), { stored: card({ gift2GoBin: true }) });
    server.answer('GET /card/info', SERVER_ERROR);
    renderAccountPage();
    expect(await screen.findByRole('region', { name: "We couldn't load your card" })).toBeVisible();
    expect(screen.queryByText('Important information about your card')).not.toBeInTheDocument();
  });
});

describe('legacy notice (spec §1)', () => {
  it('a card on a legacy BIN (gift2GoBin) shows only the notice instead of the card page', async () => {
    answerCard(server, card({ gift2GoBin: true }));
    renderAccountPage({ renderHistory: () => <p>History panel</p> });
    const notice = await screen.findByRole('region', { name: 'Important information about your card' });
    // the dates are past: the notice speaks of them in the past tense
    expect(notice).toHaveTextContent('Servicing of this card program ended on October 31, 2020.');
    expect(notice).toHaveTextContent('Cards of this program could be used until October 30, 2020.');
    expect(notice).toHaveTextContent('sent to its holder by paper check');
    expect(notice).toHaveTextContent(
      'make sure your card is registered; once your check has arrived, destroy your card',
    );
    expect(notice).toHaveTextContent('Questions? Call our support line.');
    // the hours are the program's, read with the call button
    const call = within(notice).getByRole('link', { name: `Call ${SUPPORT_PHONE}` });
    expect(call).toHaveAttribute('href', 'tel:+18885550142');
    expect(call).toHaveAccessibleDescription(TEST_CONFIG.program.supportHours);
    expect(screen.queryByRole('region', { name: /^Visa ending/ })).not.toBeInTheDocument();
    expect(screen.queryByText('History panel')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Freeze card temporarily' })).not.toBeInTheDocument();
    expect(requests(server)).toEqual(['GET /card/info']);
  });
});

describe('balance hero (spec §2, §4, §9)', () => {
  it("names the card by its last four digits only: 'Visa •••• 1234', read 'Visa ending 1234'", async () => {
    answerCard(server, card({ maskedCardNumber: '4111 **** **** 1234' }));
    renderAccountPage();
    await pageLoaded();
    const heading = within(hero()).getByRole('heading', { level: 2, name: 'Visa ending 1234' });
    // what the screen shows: the dots, which a screen reader skips
    expect(within(heading).getByText('••••')).toHaveAttribute('aria-hidden', 'true');
    expect(hero()).not.toHaveTextContent('4111');
  });

  it('shows the balance in dollars with 2 decimals, large, with the status chip beside it', async () => {
    answerCard(server, card(), { balance: 1234.5 });
    renderAccountPage();
    await waitFor(() => expect(fact(hero(), 'Balance')).toBe('$1,234.50'));
    expect(chip()).toBe('Activated');
    expect(useSession.getState().cardBalance).toEqual({ amount: 1234.5 });
  });

  it('the balance comes first on the page: before the history and before Manage card', async () => {
    answerCard(server, card());
    renderAccountPage({ renderHistory: () => <h2>Recent transactions</h2> });
    await pageLoaded();
    const history = screen.getByRole('heading', { name: 'Recent transactions' });
    const manage = screen.getByRole('region', { name: 'Manage card' });
    expect(hero().compareDocumentPosition(history) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(history.compareDocumentPosition(manage) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the balance as loading while it is fetched', async () => {
    answerCard(server, card(), { balance: 7 });
    const release = server.hold('GET /card/balance');
    renderAccountPage();
    await pageLoaded();
    expect(fact(hero(), 'Balance')).toBe('Loading…');
    release();
    await waitFor(() => expect(fact(hero(), 'Balance')).toBe('$7.00'));
  });

  it.each([
    ['ACTIVATED', 'Activated'],
    ['activated', 'Activated'],
    ['REQUIRES_ACTIVATION', 'Not activated'],
    ['requires activation', 'Not activated'],
    ['ISSUED', 'Issued'],
    ['issued', 'Issued'],
    ['CLOSED', 'Closed'],
    ['SUSPENDED', 'Status unknown'],
  ])("the chip of a card whose status is %p says '%s'", async (status, label) => {
    answerCard(server, card({ status }));
    renderAccountPage();
    await pageLoaded();
    expect(chip()).toBe(label);
  });

  it("the chip of a frozen card says 'Frozen', not 'Activated'", async () => {
    answerCard(server, card({ freezeInfo: { frozen: true } }));
    renderAccountPage();
    await pageLoaded();
    expect(chip()).toBe('Frozen');
    expect(hero()).not.toHaveTextContent('Activated');
  });

  it.each(['ACTIVATED', 'ISSUED', 'issued'])('balance is fetched when the status is %p', async (status) => {
    answerCard(server, card({ status }), { balance: 25 });
    renderAccountPage();
    await waitFor(() => expect(fact(hero(), 'Balance')).toBe('$25.00'));
    expect(requests(server)).toContain('GET /card/balance');
  });

  it.each(['REQUIRES_ACTIVATION', 'CLOSED'])(
    'balance is not fetched nor shown when the status is %p',
    async (status) => {
      answerCard(server, card({ status }), { balance: 25 });
      renderAccountPage();
      await pageLoaded();
      expect(requests(server)).not.toContain('GET /card/balance');
      expect(fact(hero(), 'Balance')).toBeNull();
    },
  );

  it('a card not yet activated says why there is no balance and shows no transactions', async () => {
    answerCard(server, card({ status: 'REQUIRES_ACTIVATION' }), { balance: 25 });
    renderAccountPage({ renderHistory: () => <h2>Recent transactions</h2> });
    await pageLoaded();
    expect(hero()).toHaveTextContent('Activate your card to see its balance and transactions.');
    expect(screen.queryByRole('heading', { name: 'Recent transactions' })).not.toBeInTheDocument();
  });

  it('an activated card shows its transactions and no activation hint', async () => {
    answerCard(server, card({ status: 'ACTIVATED' }), { balance: 25 });
    renderAccountPage({ renderHistory: () => <h2>Recent transactions</h2> });
    await pageLoaded();
    expect(screen.getByRole('heading', { name: 'Recent transactions' })).toBeInTheDocument();
    expect(hero()).not.toHaveTextContent('Activate your card to see');
  });

  it("balance load error: the stored balance is cleared; the hero says so, never '---'", async () => {
    answerCard(server, card());
    server.answer('GET /card/balance', SERVER_ERROR);
    renderAccountPage();
    useSession.getState().setCardBalance({ amount: 99 });
    await pageLoaded();
    expect(await within(hero()).findByRole('alert')).toHaveTextContent("We couldn't load your balance.");
    expect(within(hero()).getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(hero()).not.toHaveTextContent('---');
    expect(hero()).not.toHaveTextContent('$');
    expect(hero()).toHaveTextContent('You can also hear your balance by phone.');
    const call = within(hero()).getByRole('link', { name: `Call ${BALANCE_PHONE}` });
    expect(call).toHaveAttribute('href', 'tel:+18885550143');
    expect(call).toHaveAccessibleDescription(TEST_CONFIG.program.balanceHours);
    expect(useSession.getState().cardBalance).toBeNull();
    // the card's other facts still show
    expect(chip()).toBe('Activated');
  });

  it('Try again is busy while the balance loads, then the balance shows and takes the focus', async () => {
    answerCard(server, card());
    server.answer('GET /card/balance', SERVER_ERROR);
    renderAccountPage();
    await pageLoaded();
    const retry = await within(hero()).findByRole('button', { name: 'Try again' });
    server.answer('GET /card/balance', { json: { amount: 42.5 } });
    const release = server.hold('GET /card/balance');
    await userEvent.click(retry);
    const busy = within(hero()).getByRole('button', { name: 'Loading…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    release();
    await waitFor(() => expect(fact(hero(), 'Balance')).toBe('$42.50'));
    expect(within(hero()).getByText('$42.50')).toHaveFocus();
    expect(within(hero()).queryByRole('alert')).not.toBeInTheDocument();
    expect(requests(server).filter((r) => r === 'GET /card/balance')).toHaveLength(2);
  });

  it('a Try again that fails again says so and keeps the button', async () => {
    answerCard(server, card());
    server.answer('GET /card/balance', SERVER_ERROR);
    renderAccountPage();
    await pageLoaded();
    await userEvent.click(await within(hero()).findByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(within(hero()).getByRole('alert')).toHaveTextContent("We still couldn't load your balance."),
    );
    expect(within(hero()).getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it.each([
    ['ACTIVATED', true, true],
    ['ISSUED', true, true],
    ['ACTIVATED', false, false],
    ['ISSUED', false, false],
    ['REQUIRES_ACTIVATION', true, false],
  ])('holder name: status %p, registered %p → shown %p', async (status, cardRegistered, shown) => {
    answerCard(server, card({ status, cardRegistered }));
    renderAccountPage();
    await pageLoaded();
    expect(fact(hero(), 'Name')).toBe(shown ? 'Ada Lovelace' : null);
  });

  it('shows the expiry when the card info has one', async () => {
    answerCard(server, card({ expiry: '08/27' }));
    renderAccountPage();
    await pageLoaded();
    expect(fact(hero(), 'Expires')).toBe('08/27');
  });

  it.each([
    [true, 'Virtual card'],
    [false, 'Physical card'],
  ])('virtual %p: the card type reads %p', async (virtual, type) => {
    answerCard(server, card({ virtual }));
    renderAccountPage();
    await pageLoaded();
    expect(fact(hero(), 'Type')).toBe(type);
  });

  it("the card picture carries the program's product name, not a literal, and is not read twice", async () => {
    answerCard(server, card());
    renderAccountPage();
    await pageLoaded();
    const name = within(hero()).getByText(PRODUCT);
    expect(name.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});

describe("'Card is not registered' banner (spec §2)", () => {
  it("an unregistered card shows the banner with a 'Register card' link to /ind/registration", async () => {
    answerCard(server, card({ cardRegistered: false }));
    renderAccountPage();
    const banner = await screen.findByRole('region', { name: 'Card is not registered' });
    const link = within(banner).getByRole('link', { name: 'Register card' });
    expect(link).toHaveAttribute('href', '/ind/registration');
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'Card Registration' })).toBeInTheDocument();
  });

  it('a registered card shows no banner', async () => {
    answerCard(server, card({ cardRegistered: true }));
    renderAccountPage();
    await pageLoaded();
    expect(screen.queryByText('Card is not registered')).not.toBeInTheDocument();
  });
});

describe('Manage card and the history slot (spec §2)', () => {
  it('places the host-rendered history panel in its slot', async () => {
    answerCard(server, card());
    renderAccountPage({ renderHistory: () => <h2>Transaction history</h2> });
    expect(await screen.findByRole('heading', { name: 'Transaction history' })).toBeInTheDocument();
  });

  it("PIN reset and freeze are one group under the heading 'Manage card'", async () => {
    answerCard(server, card());
    renderAccountPage();
    const manage = await screen.findByRole('region', { name: 'Manage card' });
    expect(within(manage).getByRole('heading', { level: 2, name: 'Manage card' })).toBeVisible();
    expect(within(manage).getByRole('heading', { level: 3, name: 'Reset PIN' })).toBeVisible();
    expect(within(manage).getByRole('heading', { level: 3, name: 'Freeze card temporarily' })).toBeVisible();
  });

  it('a card with no permissions shows no Manage card group and no action', async () => {
    answerCard(server, card({ permissions: permissions({}) }));
    renderAccountPage();
    await pageLoaded();
    expect(screen.queryByRole('region', { name: 'Manage card' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Card activation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('the page heading can take focus from the shell (tabIndex -1)', async () => {
    answerCard(server, card());
    renderAccountPage();
    const heading = await screen.findByRole('heading', { level: 1, name: 'My card' });
    expect(heading).toHaveAttribute('tabindex', '-1');
  });
});
