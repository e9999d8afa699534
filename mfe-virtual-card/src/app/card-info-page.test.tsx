// spec §2 'Card ready / card information screen', §4 Card image and Resend, §8 image and resend errors.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CardInfo } from '@portal/contracts';
import { useSession } from '@portal/session-store';
import { SERVER_ERROR } from '@portal/testing';
import { serveRealApi } from '@portal/testing/api-server';
import {
  BALANCE_PHONE,
  issueVirtualCard,
  LINK_EXPIRED_MS,
  mailsTo,
  PRODUCT,
  SUPPORT_PHONE,
  TEST_CONFIG,
  renderScreen,
  settleImage,
  type VirtualCard,
} from '#test/harness';
import { CardInfoPage } from './card-info-page';

// the link, agreement, image token and image are the server's rules: the real api-server answers
const { real } = serveRealApi();

// the image is named for the programme until its details arrive, then by the card's last four digits
const ALT = new RegExp(`^(Your ${PRODUCT} Virtual Visa card|Virtual Visa ending \\d{4})$`);

function renderPage(card: Pick<VirtualCard, 'accountId' | 'cardImageId'>) {
  return renderScreen(<CardInfoPage accountId={card.accountId} cardImageId={card.cardImageId} />);
}

/** The calls made for the card's link, in order, as 'METHOD /route' (a previous test's may still arrive). */
const calls = (card: VirtualCard) =>
  real.server.seen
    .filter((s) => (s.body as { accountId?: string } | undefined)?.accountId === card.accountId)
    .map((s) => `${s.method} ${s.path.replace(/^\/api\/ind\/v1/, '')}`);
const tokenCalls = (card: VirtualCard) => calls(card).filter((call) => call === 'POST /card/vv/getToken');

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
  const card = await issueVirtualCard(real, { accepted: true });
  const release = real.server.hold('POST /card/vv/agreement');
  renderPage(card);
  expect(screen.getByRole('status')).toHaveTextContent('Please, wait while data is loading…');
  expect(screen.queryByRole('heading', { name: 'This is your Virtual Card' })).toBeNull();
  await act(async () => release());
  expect(
    await screen.findByRole('heading', { level: 1, name: 'This is your Virtual Card' }),
  ).toBeInTheDocument();
});

it('opens the agreement modal when not accepted and loads the card image only after acceptance', async () => {
  const card = await issueVirtualCard(real);
  renderPage(card);
  await screen.findByRole('dialog');
  expect(tokenCalls(card)).toEqual([]);
  expect(document.querySelector('img')).toBeNull();

  await acceptAgreement();
  await imageRequested();
  expect(calls(card)).toEqual([
    'POST /card/vv/agreement',
    'POST /card/vv/agreement/sign',
    'POST /card/vv/getToken',
  ]);
  expect(screen.getByRole('status')).toHaveTextContent('Please wait while data is loading...');
  expect(await settleImage()).toBe('load');
  const image = await screen.findByRole('img', { name: ALT });
  expect(image.getAttribute('src')).toMatch(
    new RegExp(`^${real.server.apiBaseUrl}/card/vv/image/${card.cardImageId}\\?token=[\\w.-]+$`),
  );
  expect(screen.queryByText('Please wait while data is loading...')).toBeNull();
});

it('shows the card at once when the agreement is already accepted', async () => {
  const card = await issueVirtualCard(real, { accepted: true });
  renderPage(card);
  await imageRequested();
  expect(await settleImage()).toBe('load');
  expect(await screen.findByRole('img', { name: ALT })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(calls(card)).not.toContain('POST /card/vv/agreement/sign');
});

it('tells onAgreementAccepted (the partner frame) when the member signs here, not when the agreement was already accepted', async () => {
  const signing = await issueVirtualCard(real);
  const told = jest.fn();
  const { unmount } = renderScreen(
    <CardInfoPage
      accountId={signing.accountId}
      cardImageId={signing.cardImageId}
      onAgreementAccepted={told}
    />,
  );
  await screen.findByRole('dialog');
  expect(told).not.toHaveBeenCalled();
  await acceptAgreement();
  expect(told).toHaveBeenCalledTimes(1);
  unmount();

  const accepted = await issueVirtualCard(real, { accepted: true });
  const already = jest.fn();
  renderScreen(
    <CardInfoPage
      accountId={accepted.accountId}
      cardImageId={accepted.cardImageId}
      onAgreementAccepted={already}
    />,
  );
  await imageRequested();
  expect(already).not.toHaveBeenCalled();
});

it('gives the number, expiry and security code as text with the image, each with Copy; the CVV behind Show', async () => {
  const user = userEvent.setup();
  // what the page put on the clipboard (user-event's own clipboard cannot read back in this realm)
  const clipboard: string[] = [];
  jest.spyOn(navigator.clipboard, 'writeText').mockImplementation(async (text) => void clipboard.push(text));
  const copied = () => clipboard.at(-1);
  const card = await issueVirtualCard(real, { accepted: true });
  renderPage(card);
  await imageRequested();
  expect(await settleImage()).toBe('load');
  const details = await screen.findByRole('region', { name: 'Card details' });
  // the text of a term's value, without its buttons
  const value = (term: string) =>
    within(details).getByText(term, { selector: 'dt' }).nextElementSibling!.firstElementChild!.textContent;
  expect(value('Card number')).toBe(card.cardNumber.replace(/(\d{4})(?=\d)/g, '$1 '));
  expect(value('Expiration date')).toBe(card.expiry);
  // the security code is hidden until asked for, and says so to a screen reader
  expect(value('Security code (CVV)')).toBe('•••hidden');
  expect(
    await screen.findByRole('img', { name: `Virtual Visa ending ${card.cardNumber.slice(-4)}` }),
  ).toBeVisible();

  await user.click(within(details).getByRole('button', { name: 'Copy card number' }));
  expect(copied()).toBe(card.cardNumber);
  expect(within(details).getByRole('status')).toHaveTextContent('Card number copied.');

  await user.click(within(details).getByRole('button', { name: 'Show security code' }));
  expect(value('Security code (CVV)')).toBe(card.cvv);
  await user.click(within(details).getByRole('button', { name: 'Copy security code' }));
  expect(copied()).toBe(card.cvv);
  await user.click(within(details).getByRole('button', { name: 'Hide security code' }));
  expect(value('Security code (CVV)')).toBe('•••hidden');

  await user.click(within(details).getByRole('button', { name: 'Copy expiration date' }));
  expect(copied()).toBe(card.expiry);
  expect(within(details).getByRole('status')).toHaveTextContent('Expiration date copied.');
});

it('a failed details load says so and Try again loads them with a new token', async () => {
  const card = await issueVirtualCard(real, { accepted: true });
  real.server.answer('POST /card/vv/details', SERVER_ERROR, { times: 1 });
  renderPage(card);
  await imageRequested();
  expect(await settleImage()).toBe('load');
  expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't show your card's details as text.");
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  const details = await screen.findByRole('region', { name: 'Card details' });
  expect(details).toHaveTextContent(card.cardNumber.slice(-4));
  expect(tokenCalls(card)).toHaveLength(3); // the image's, and one per details load
});

it("lists what's next and the important notes with the programme's phones", async () => {
  renderPage(await issueVirtualCard(real, { accepted: true }));
  const next = await screen.findByRole('region', { name: "What's next" });
  expect(within(next).getAllByRole('listitem')).toHaveLength(3);
  expect(next).toHaveTextContent(`customer service phone number ${SUPPORT_PHONE}`);
  const notes = screen.getByRole('region', { name: 'Important notes' });
  expect(notes).toHaveTextContent('not compatible with mobile wallets');
  expect(notes).toHaveTextContent(
    `You can check your balance on this website or by phone at ${BALANCE_PHONE}.`,
  );
});

it('asks for a new token and retries once when the image fails the first time', async () => {
  const card = await issueVirtualCard(real, { accepted: true });
  // the image host hiccups once
  real.server.answer(`GET /card/vv/image/${card.cardImageId}`, SERVER_ERROR, { times: 1 });
  renderPage(card);
  await imageRequested();
  const first = document.querySelector('img')?.getAttribute('src');
  await real.advanceClock(1000); // a token minted a second later differs
  expect(await settleImage()).toBe('error');
  await waitFor(() => expect(tokenCalls(card)).toHaveLength(2));
  await waitFor(() => expect(document.querySelector('img')?.getAttribute('src')).not.toBe(first));
  expect(await settleImage()).toBe('load');
  expect(await screen.findByRole('img', { name: ALT })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Your link has expired' })).toBeNull();
});

it('retries with a new image element and a new single-use token, the server clock standing still', async () => {
  const card = await issueVirtualCard(real, { accepted: true });
  real.server.answer(`GET /card/vv/image/${card.cardImageId}`, SERVER_ERROR, { times: 1 });
  renderPage(card);
  await imageRequested();
  const first = document.querySelector('img');
  const firstSrc = first?.getAttribute('src');
  expect(await settleImage()).toBe('error');
  await waitFor(() => expect(tokenCalls(card)).toHaveLength(2));
  await waitFor(() => expect(document.querySelector('img')).not.toBe(first));
  expect(document.querySelector('img')?.getAttribute('src')).not.toBe(firstSrc);
  expect(await settleImage()).toBe('load');
  expect(await screen.findByRole('img', { name: ALT })).toBeInTheDocument();
});

it('shows "Your link has expired" alone, focused, with resend and the support phone after a second failure', async () => {
  // an invalid link: the image id does not belong to the account, so no token ever opens it
  const card = await issueVirtualCard(real, { accepted: true });
  renderPage({ accountId: card.accountId, cardImageId: 'img_not_this_cards_image' });
  await imageRequested();
  expect(await settleImage()).toBe('error');
  await waitFor(() => expect(tokenCalls(card)).toHaveLength(2));
  await waitFor(() =>
    expect(real.server.calls('GET /card/vv/image/img_not_this_cards_image')).toHaveLength(1),
  );
  expect(await settleImage()).toBe('error');

  const heading = await screen.findByRole('heading', { level: 1, name: 'Your link has expired' });
  // one state, not three messages: no image error, no card heading, no guide to a card not shown
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.queryByRole('heading', { name: 'This is your Virtual Card' })).toBeNull();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  await waitFor(() => expect(heading).toHaveFocus());
  expect(screen.getByRole('button', { name: 'Resend my Virtual card' })).toBeEnabled();
  // the portal's call button: one tap dials, the hours read with it
  const call = screen.getByRole('link', { name: `Call customer support ${SUPPORT_PHONE}` });
  expect(call).toHaveAttribute('href', 'tel:+18885550142');
  expect(call).toHaveAccessibleDescription(TEST_CONFIG.program.supportHours);
  expect(tokenCalls(card)).toHaveLength(2);
});

it('shows the expired-link view when the link expired after the agreement (the check answers 410)', async () => {
  const card = await issueVirtualCard(real, { accepted: true });
  await real.advanceClock(LINK_EXPIRED_MS);
  renderPage(card);
  expect(await screen.findByRole('heading', { name: 'Your link has expired' })).toBeInTheDocument();
  expect(tokenCalls(card)).toHaveLength(0);
  expect(document.querySelector('img')).toBeNull();
  expect(screen.queryByRole('dialog')).toBeNull();
});

describe('every state of the link ends on the card or the expired-link view', () => {
  it('expired before the agreement (registered or not): no agreement modal, the expired-link view with resend', async () => {
    for (const registered of [true, false]) {
      const card = await issueVirtualCard(real, { registered });
      await real.advanceClock(LINK_EXPIRED_MS);
      const view = renderPage(card);
      expect(await screen.findByRole('heading', { name: 'Your link has expired' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).toBeNull();
      const mailed = (await mailsTo(real, card)).length;
      await userEvent.click(screen.getByRole('button', { name: 'Resend my Virtual card' }));
      expect(await screen.findByText('Virtual card info has been resent to your email!')).toBeInTheDocument();
      // to the address the card was issued or registered with: the page sends no address
      expect((await mailsTo(real, card)).length).toBe(mailed + 1);
      view.unmount();
    }
  });

  it('expires while the agreement modal is open: Ok closes the modal for the expired-link view', async () => {
    const card = await issueVirtualCard(real);
    renderPage(card);
    const dialog = await screen.findByRole('dialog', {
      name: `Welcome to the ${PRODUCT} Virtual Visa program`,
    });
    await real.advanceClock(LINK_EXPIRED_MS);
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: 'I confirm that I have read and agree' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Your link has expired' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend my Virtual card' })).toBeEnabled();
  });

  it('an unknown link: the expired-link view, no modal', async () => {
    renderPage({ accountId: 'AAAAAAAAAAAAAAAAAAAAAAAA', cardImageId: 'img_fedcba9876543210' });
    expect(await screen.findByRole('heading', { name: 'Your link has expired' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

it('shows the expired-link view without any call when there is no account', async () => {
  renderPage({ accountId: '', cardImageId: 'img_fedcba9876543210' });
  expect(screen.getByRole('heading', { level: 1, name: 'Your link has expired' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'This is your Virtual Card' })).toBeNull();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(real.server.seen).toEqual([]);
});

describe('resend', () => {
  /** A card whose link expired after the holder accepted the agreement: the page offers the resend. */
  async function expiredPage(options: { registered?: boolean } = {}) {
    const card = await issueVirtualCard(real, { accepted: true, ...options });
    await real.advanceClock(LINK_EXPIRED_MS);
    renderPage(card);
    await screen.findByRole('heading', { name: 'Your link has expired' });
    return { card, button: screen.getByRole('button', { name: 'Resend my Virtual card' }) };
  }

  it('resends the card email: "Virtual card info has been resent to your email!", sending cleared', async () => {
    const { card, button } = await expiredPage();
    const mailed = (await mailsTo(real, card)).length;
    const release = real.server.hold('POST /card/email/resend');
    await userEvent.click(button);
    // the portal's one busy label
    expect(await screen.findByRole('button', { name: 'Processing...' })).toHaveAttribute('aria-busy', 'true');
    await act(async () => release());
    expect(await screen.findByText('Virtual card info has been resent to your email!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend my Virtual card' })).toBeEnabled();
    expect(real.server.calls('POST /card/email/resend').map((s) => s.body)).toEqual([
      { accountId: card.accountId, captchaResponse: 'captcha-card_resend' },
    ]);
    const mails = await mailsTo(real, card);
    expect(mails).toHaveLength(mailed + 1);
    expect(mails.at(-1)).toMatchObject({ to: card.email, subject: `Your ${PRODUCT} virtual card` });
  });

  it('sets the stored card status to ACTIVATED after a successful resend when card info is stored', async () => {
    const { button } = await expiredPage();
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
    const { button } = await expiredPage();
    await userEvent.click(button);
    await screen.findByText('Virtual card info has been resent to your email!');
    expect(useSession.getState().cardInfo).toBeNull();
  });

  it('shows "Sorry, it seems like something went wrong. Please contact Customer support." when resend fails', async () => {
    const { card, button } = await expiredPage();
    real.server.answer('POST /card/email/resend', SERVER_ERROR, { times: 1 });
    const mailed = (await mailsTo(real, card)).length;
    await userEvent.click(button);
    await waitFor(() => {
      const alerts = screen.getAllByRole('alert');
      expect(alerts[alerts.length - 1]).toHaveTextContent(
        'Sorry, it seems like something went wrong. Please contact Customer support.',
      );
    });
    expect(screen.getByRole('button', { name: 'Resend my Virtual card' })).toBeEnabled();
    expect(await mailsTo(real, card)).toHaveLength(mailed);
  });
});
