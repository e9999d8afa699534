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
} from '#test/harness';

// what the page shows of a card: the test server answers the card it is given
const { server } = serveTestApi();

const cardFigure = () => screen.getByRole('figure', { name: `Your ${PRODUCT} card` });
const details = () => screen.getByRole('region', { name: 'Card details' });

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
    expect(cardFigure()).toHaveTextContent('4000 **** **** 0002');
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
    expect(failed).toHaveTextContent(
      `You can also hear your balance by phone, 24 hours a day, at ${BALANCE_PHONE}.`,
    );
    expect(within(failed).getByRole('link', { name: BALANCE_PHONE })).toHaveAttribute(
      'href',
      'tel:+18885550143',
    );
    expect(screen.queryByText('Important information about your card')).not.toBeInTheDocument();
    expect(screen.queryByText(/destroy your card/)).not.toBeInTheDocument();
    expect(useSession.getState().cardInfo).toBeNull();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
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
    expect(cardFigure()).toBeVisible();
    expect(screen.queryByRole('region', { name: "We couldn't load your card" })).not.toBeInTheDocument();
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
    expect(notice).toHaveTextContent(
      `Questions? Our support line is open 7 days a week, 8am to midnight EST (${SUPPORT_PHONE}).`,
    );
    expect(within(notice).getByRole('link', { name: SUPPORT_PHONE })).toHaveAttribute(
      'href',
      'tel:+18885550142',
    );
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(screen.queryByText('History panel')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Freeze card temporarily' })).not.toBeInTheDocument();
    expect(requests(server)).toEqual(['GET /card/info']);
  });
});

describe('card graphic (spec §2, §9)', () => {
  it('shows the masked number with the first 4 and last 4 digits', async () => {
    answerCard(server, card({ maskedCardNumber: '4111 **** **** 1234' }));
    renderAccountPage();
    await pageLoaded();
    expect(cardFigure()).toHaveTextContent('Card number 4111 **** **** 1234');
  });

  it.each([
    ['ACTIVATED', 'Activated'],
    ['activated', 'Activated'],
    ['REQUIRES_ACTIVATION', 'Requires activation'],
    ['requires activation', 'Requires activation'],
    ['ISSUED', 'Issued'],
    ['issued', 'Issued'],
    ['CLOSED', '---'],
  ])('card status %p is labelled %p', async (status, label) => {
    answerCard(server, card({ status }));
    renderAccountPage();
    await pageLoaded();
    expect(fact(cardFigure(), 'Status')).toBe(label);
    expect(fact(details(), 'Status')).toBe(label);
  });

  it('shows the balance in dollars with 2 decimals', async () => {
    answerCard(server, card(), { balance: 1234.5 });
    renderAccountPage();
    await waitFor(() => expect(fact(cardFigure(), 'Balance')).toBe('$1,234.50'));
    expect(fact(details(), 'Balance')).toBe('$1,234.50');
    expect(useSession.getState().cardBalance).toEqual({ amount: 1234.5 });
  });

  it('shows the balance as loading while it is fetched', async () => {
    answerCard(server, card(), { balance: 7 });
    const release = server.hold('GET /card/balance');
    renderAccountPage();
    await pageLoaded();
    expect(fact(cardFigure(), 'Balance')).toBe('Loading…');
    release();
    await waitFor(() => expect(fact(cardFigure(), 'Balance')).toBe('$7.00'));
  });

  it.each(['ACTIVATED', 'ISSUED', 'issued'])('balance is fetched when the status is %p', async (status) => {
    answerCard(server, card({ status }), { balance: 25 });
    renderAccountPage();
    await waitFor(() => expect(fact(cardFigure(), 'Balance')).toBe('$25.00'));
    expect(requests(server)).toContain('GET /card/balance');
  });

  it.each(['REQUIRES_ACTIVATION', 'CLOSED'])(
    'balance is not fetched nor shown when the status is %p',
    async (status) => {
      answerCard(server, card({ status }), { balance: 25 });
      renderAccountPage();
      await pageLoaded();
      expect(requests(server)).not.toContain('GET /card/balance');
      expect(fact(cardFigure(), 'Balance')).toBeNull();
      expect(fact(details(), 'Balance')).toBeNull();
    },
  );

  it("balance load error: the balance is cleared and shown as '---'", async () => {
    answerCard(server, card());
    server.answer('GET /card/balance', SERVER_ERROR);
    renderAccountPage();
    useSession.getState().setCardBalance({ amount: 99 });
    await waitFor(() => expect(fact(cardFigure(), 'Balance')).toBe('---'));
    expect(fact(details(), 'Balance')).toBe('---');
    expect(useSession.getState().cardBalance).toBeNull();
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
    expect(fact(cardFigure(), 'Card holder')).toBe(shown ? 'Ada Lovelace' : null);
    expect(fact(details(), 'Name')).toBe(shown ? 'Ada Lovelace' : null);
  });

  it('shows the frozen style and marker when the card is frozen', async () => {
    answerCard(server, card({ freezeInfo: { frozen: true } }));
    renderAccountPage();
    await pageLoaded();
    expect(cardFigure()).toHaveClass('frozen');
    expect(within(cardFigure()).getByText('Frozen')).toBeInTheDocument();
  });

  it('shows the virtual style and marker for a virtual card', async () => {
    answerCard(server, card({ virtual: true }));
    renderAccountPage();
    await pageLoaded();
    expect(cardFigure()).toHaveClass('virtual');
    expect(within(cardFigure()).getByText('Virtual')).toBeInTheDocument();
    expect(cardFigure()).not.toHaveClass('frozen');
  });

  it('a physical card that is not frozen has neither marker', async () => {
    answerCard(server, card());
    renderAccountPage();
    await pageLoaded();
    expect(within(cardFigure()).queryByText('Virtual')).not.toBeInTheDocument();
    expect(within(cardFigure()).queryByText('Frozen')).not.toBeInTheDocument();
  });

  it('names the card after the programme product, not a literal', async () => {
    answerCard(server, card());
    renderAccountPage();
    await pageLoaded();
    expect(within(cardFigure()).getByText(PRODUCT)).toBeInTheDocument();
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

describe('panels and the history slot (spec §2)', () => {
  it('places the host-rendered history panel in its slot', async () => {
    answerCard(server, card());
    renderAccountPage({ renderHistory: () => <h2>Transaction history</h2> });
    expect(await screen.findByRole('heading', { name: 'Transaction history' })).toBeInTheDocument();
  });

  it('a card with no permissions shows no freeze, PIN reset or activation panel', async () => {
    answerCard(server, card({ permissions: permissions({}) }));
    renderAccountPage();
    await pageLoaded();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
