// spec §2 'Card ready / card information screen', §4 Card image and Resend, §8 image and resend errors.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CardInfo } from '@portal/contracts';
import { useSession } from '@portal/session-store';
import {
  ACCOUNT_ID,
  BALANCE_PHONE,
  CARD_IMAGE_ID,
  FakeVirtualCardLedger,
  PRODUCT,
  SUPPORT_PHONE,
  renderWithLedger,
  settleImage,
} from '#test/harness';
import { CardInfoPage } from './card-info-page';

const ALT = `Your ${PRODUCT} Virtual Visa card: card number, expiration date and security code`;

function renderPage(ledger: FakeVirtualCardLedger, accountId = ACCOUNT_ID, cardImageId = CARD_IMAGE_ID) {
  return renderWithLedger(<CardInfoPage accountId={accountId} cardImageId={cardImageId} />, ledger);
}

/** the image <img> once the page has a source for it */
async function imageRequested(): Promise<void> {
  await waitFor(() => expect(document.querySelector('img[src]')).not.toBeNull());
}

async function acceptAgreement(): Promise<void> {
  const dialog = await screen.findByRole('dialog', {
    name: `Welcome to the ${PRODUCT} Virtual Visa program`,
  });
  await userEvent.click(
    within(dialog).getByRole('checkbox', { name: 'I confirm that I have read and agree' }),
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

it('shows "Please, wait while data is loading…" while the agreement status is checked', async () => {
  const ledger = new FakeVirtualCardLedger({ acceptedOn: '01/02/2026' });
  const release = ledger.hold('agreement');
  renderPage(ledger);
  expect(screen.getByRole('status')).toHaveTextContent('Please, wait while data is loading…');
  expect(screen.queryByRole('heading', { name: 'This is your Virtual Card' })).toBeNull();
  await act(async () => release());
  expect(
    await screen.findByRole('heading', { level: 1, name: 'This is your Virtual Card' }),
  ).toBeInTheDocument();
});

it('opens the agreement modal when not accepted and loads the card image only after acceptance', async () => {
  const ledger = new FakeVirtualCardLedger();
  renderPage(ledger);
  await screen.findByRole('dialog');
  expect(ledger.callsOf('getToken')).toEqual([]);
  expect(document.querySelector('img')).toBeNull();

  await acceptAgreement();
  await imageRequested();
  expect(ledger.calls.map((c) => c.call)).toEqual(['agreement', 'agreementSign', 'getToken']);
  expect(screen.getByRole('status')).toHaveTextContent('Please wait while data is loading...');
  act(() => void settleImage(ledger));
  const image = await screen.findByRole('img', { name: ALT });
  expect(image).toHaveAttribute('src', `https://images.test/card/vv/image/${CARD_IMAGE_ID}?token=token-1`);
  expect(screen.queryByText('Please wait while data is loading...')).toBeNull();
});

it('shows the card at once when the agreement is already accepted', async () => {
  const ledger = new FakeVirtualCardLedger({ acceptedOn: '01/02/2026' });
  renderPage(ledger);
  await imageRequested();
  act(() => void settleImage(ledger));
  expect(await screen.findByRole('img', { name: ALT })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(ledger.callsOf('agreementSign')).toEqual([]);
});

it("lists what's next and the important notes with the programme's phones", async () => {
  renderPage(new FakeVirtualCardLedger({ acceptedOn: '01/02/2026' }));
  const next = await screen.findByRole('region', { name: "What's next" });
  expect(within(next).getAllByRole('listitem')).toHaveLength(3);
  expect(next).toHaveTextContent(`customer service phone number ${SUPPORT_PHONE}`);
  const notes = screen.getByRole('region', { name: 'Important notes' });
  expect(notes).toHaveTextContent('not compatible with mobile wallets');
  expect(notes).toHaveTextContent(`by phone at ${BALANCE_PHONE}`);
});

it('asks for a new token and retries once when the image fails the first time', async () => {
  const ledger = new FakeVirtualCardLedger({ acceptedOn: '01/02/2026' });
  ledger.imageFailures = 1;
  renderPage(ledger);
  await imageRequested();
  act(() => void settleImage(ledger)); // fails
  await waitFor(() => expect(ledger.callsOf('getToken')).toHaveLength(2));
  await waitFor(() => expect(document.querySelector('img')?.getAttribute('src')).toContain('token=token-2'));
  act(() => void settleImage(ledger)); // loads
  expect(await screen.findByRole('img', { name: ALT })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Your link has expired' })).toBeNull();
});

it('retries with a new image element even when the new token is the same as the first', async () => {
  const ledger = new FakeVirtualCardLedger({ acceptedOn: '01/02/2026' });
  ledger.imageFailures = 1;
  ledger.reuseTokens = true;
  renderPage(ledger);
  await imageRequested();
  const first = document.querySelector('img');
  act(() => void settleImage(ledger)); // fails
  await waitFor(() => expect(ledger.callsOf('getToken')).toHaveLength(2));
  await waitFor(() => expect(document.querySelector('img')).not.toBe(first));
  expect(document.querySelector('img')?.getAttribute('src')).toBe(first?.getAttribute('src'));
  act(() => void settleImage(ledger)); // loads
  expect(await screen.findByRole('img', { name: ALT })).toBeInTheDocument();
});

it('shows the error and "Your link has expired" with resend and the support phone after a second failure', async () => {
  // an invalid link: the image id does not belong to the account, so no token ever opens it
  const ledger = new FakeVirtualCardLedger({ acceptedOn: '01/02/2026' });
  renderPage(ledger, ACCOUNT_ID, 'img_not_this_cards_image');
  await imageRequested();
  act(() => void settleImage(ledger));
  await waitFor(() => expect(ledger.callsOf('getToken')).toHaveLength(2));
  await waitFor(() => expect(document.querySelector('img')?.getAttribute('src')).toContain('token=token-2'));
  act(() => void settleImage(ledger));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Oops, something went wrong. Please, try again later.',
  );
  expect(screen.getByRole('heading', { name: 'Your link has expired' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Resend my Virtual card' })).toBeEnabled();
  expect(screen.getByRole('link', { name: SUPPORT_PHONE })).toHaveAttribute('href', 'tel:18885550142');
  expect(ledger.callsOf('getToken')).toHaveLength(2);
});

it('shows the expired-link view when the link is refused twice (expired on the server)', async () => {
  const ledger = new FakeVirtualCardLedger({ acceptedOn: '01/02/2026', linkExpired: true });
  renderPage(ledger);
  expect(await screen.findByRole('heading', { name: 'Your link has expired' })).toBeInTheDocument();
  expect(ledger.callsOf('getToken')).toHaveLength(2);
  expect(document.querySelector('img')).toBeNull();
});

it('shows the expired-link view without any call when there is no account', async () => {
  const ledger = new FakeVirtualCardLedger();
  renderPage(ledger, '');
  expect(screen.getByRole('heading', { name: 'This is your Virtual Card' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Your link has expired' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(ledger.calls).toEqual([]);
});

describe('resend', () => {
  async function expiredPage(ledger: FakeVirtualCardLedger) {
    renderPage(ledger);
    await screen.findByRole('heading', { name: 'Your link has expired' });
    return screen.getByRole('button', { name: 'Resend my Virtual card' });
  }

  it('resends the card email: "Virtual card info has been resent to your email!", sending cleared', async () => {
    const ledger = new FakeVirtualCardLedger({ acceptedOn: '01/02/2026', linkExpired: true });
    const button = await expiredPage(ledger);
    const release = ledger.hold('emailResend');
    await userEvent.click(button);
    expect(await screen.findByText('Sending...')).toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByText('Virtual card info has been resent to your email!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend my Virtual card' })).toBeEnabled();
    expect(ledger.callsOf('emailResend')).toEqual([{ accountId: ACCOUNT_ID }]);
    expect(ledger.outbox).toEqual([{ to: 'holder@example.test', subject: `Your ${PRODUCT} Virtual Card` }]);
  });

  it('sets the stored card status to ACTIVATED after a successful resend when card info is stored', async () => {
    const ledger = new FakeVirtualCardLedger({ acceptedOn: '01/02/2026', linkExpired: true });
    const button = await expiredPage(ledger);
    const stored: CardInfo = {
      status: 'ISSUED',
      virtual: true,
      freezeInfo: { frozen: false },
      permissions: { availableCardFreeze: true, availablePinReset: true, availableCardActivation: false },
      cardRegistered: true,
      maskedCardNumber: '4111 **** **** 1234',
      firstName: 'Ada',
      lastName: 'Lovelace',
      gift2GoBin: false,
    };
    useSession.getState().setCardInfo(stored);
    await userEvent.click(button);
    await screen.findByText('Virtual card info has been resent to your email!');
    expect(useSession.getState().cardInfo).toEqual({ ...stored, status: 'ACTIVATED' });
  });

  it('leaves the session alone after a resend when no card info is stored', async () => {
    const ledger = new FakeVirtualCardLedger({ acceptedOn: '01/02/2026', linkExpired: true });
    await userEvent.click(await expiredPage(ledger));
    await screen.findByText('Virtual card info has been resent to your email!');
    expect(useSession.getState().cardInfo).toBeNull();
  });

  it('shows "Sorry, it seems like something went wrong. Please contact Customer support." when resend fails', async () => {
    const ledger = new FakeVirtualCardLedger({
      acceptedOn: '01/02/2026',
      linkExpired: true,
      registered: false,
    });
    await userEvent.click(await expiredPage(ledger));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts[alerts.length - 1]).toHaveTextContent(
      'Sorry, it seems like something went wrong. Please contact Customer support.',
    );
    expect(screen.getByRole('button', { name: 'Resend my Virtual card' })).toBeEnabled();
    expect(ledger.outbox).toEqual([]);
  });
});
