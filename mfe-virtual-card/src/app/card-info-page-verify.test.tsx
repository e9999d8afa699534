// The member's code in a partner's card frame: before anything of the card is asked of the portal,
// "Let's check it's you" names where the code went (masked), takes the 6 digits in a labelled
// numeric one-time-code field, is busy while checking, announces a wrong, expired or refused code
// in the field and puts the focus back in it, and sends a new code (or says why it cannot).
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serveRealApi } from '@portal/testing/api-server';
import { PRODUCT, SUPPORT_PHONE, TEST_CONFIG, issueVirtualCard, renderScreen } from '#test/harness';
import { CardInfoPage } from './card-info-page';
import type { NewCodeOutcome, VerifyOutcome } from '../features/verify/verify-code';

const { real } = serveRealApi();

function verification() {
  return {
    sentTo: { email: 'm•••@example.com', phone: null },
    verify: jest.fn<Promise<VerifyOutcome>, [string]>(),
    newCode: jest.fn<Promise<NewCodeOutcome>, []>(),
  };
}

const field = () => screen.getByRole('textbox', { name: 'Code' });
const verifyButton = () => screen.getByRole('button', { name: /Verify|Processing/ });

it('asks for the code first: the masked address, a numeric one-time-code field; no agreement is asked of the portal until the code is right', async () => {
  const card = await issueVirtualCard(real);
  const v = verification();
  let settle: (outcome: VerifyOutcome) => void = () => undefined;
  v.verify.mockReturnValue(new Promise((resolve) => (settle = resolve)));
  renderScreen(<CardInfoPage accountId={card.accountId} cardImageId={card.cardImageId} verification={v} />);
  expect(screen.getByRole('heading', { level: 1, name: "Let's check it's you" })).toBeInTheDocument();
  expect(
    screen.getByText(
      `To keep your card safe, ${PRODUCT} sent a 6-digit code to m•••@example.com. Enter it below to see your card.`,
    ),
  ).toBeInTheDocument();
  expect(field()).toHaveAttribute('inputmode', 'numeric');
  expect(field()).toHaveAttribute('autocomplete', 'one-time-code');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(real.server.seen.filter((s) => s.path.endsWith('/card/vv/agreement'))).toEqual([]);

  await userEvent.type(field(), '123456');
  await userEvent.keyboard('{Enter}');
  expect(v.verify).toHaveBeenCalledWith('123456');
  expect(verifyButton()).toHaveAttribute('aria-busy', 'true');
  // the portal's one busy label
  expect(verifyButton()).toHaveTextContent('Processing...');
  await act(async () => settle({ ok: true }));
  // verified: the card screen takes over, starting with the agreement
  expect(
    await screen.findByRole('dialog', { name: `Welcome to the ${PRODUCT} Virtual Visa program` }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: "Let's check it's you" })).toBeNull();
});

it('a wrong code: the tries left are announced in the field and the focus goes back to it; an expired one says to send a new code', async () => {
  const v = verification();
  v.verify
    .mockResolvedValueOnce({ ok: false, code: 'code_invalid', triesLeft: 3 })
    .mockResolvedValueOnce({ ok: false, code: 'code_expired' });
  renderScreen(<CardInfoPage accountId="acc_0123456789" cardImageId="img_0123456789" verification={v} />);
  await userEvent.type(field(), '111111');
  await userEvent.click(verifyButton());
  await waitFor(() =>
    expect(field()).toHaveAccessibleDescription(/This code is not right. You have 3 more tries./),
  );
  expect(field()).toHaveAttribute('aria-invalid', 'true');
  await waitFor(() => expect(field()).toHaveFocus());
  await userEvent.clear(field());
  await userEvent.type(field(), '222222');
  await userEvent.click(verifyButton());
  await waitFor(() =>
    expect(field()).toHaveAccessibleDescription(/This code has expired. Send a new code and enter it./),
  );
});

it('fewer than 6 digits: said in the field, nothing sent; letters are not taken', async () => {
  const v = verification();
  renderScreen(<CardInfoPage accountId="acc_0123456789" cardImageId="img_0123456789" verification={v} />);
  await userEvent.type(field(), '12a3');
  expect(field()).toHaveValue('123');
  await userEvent.click(verifyButton());
  await waitFor(() => expect(field()).toHaveAccessibleDescription(/Enter the 6 digits of your code./));
  expect(v.verify).not.toHaveBeenCalled();
});

it('too many wrong codes: the view has ended, the field and buttons are disabled', async () => {
  const v = verification();
  v.verify.mockResolvedValueOnce({ ok: false, code: 'locked' });
  renderScreen(<CardInfoPage accountId="acc_0123456789" cardImageId="img_0123456789" verification={v} />);
  await userEvent.type(field(), '999999');
  await userEvent.click(verifyButton());
  await waitFor(() =>
    expect(field()).toHaveAccessibleDescription(/Too many wrong codes. Please reload the page to try again./),
  );
  expect(field()).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Send a new code' })).toBeDisabled();
});

it('Send a new code: a status says it was sent and names the new address; a refusal is an alert', async () => {
  const v = verification();
  v.newCode
    .mockResolvedValueOnce({ ok: true, sentTo: { email: 'm•••@example.com', phone: '•••• 0142' } })
    .mockResolvedValueOnce({ ok: false, code: 'locked' });
  renderScreen(<CardInfoPage accountId="acc_0123456789" cardImageId="img_0123456789" verification={v} />);
  await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'We sent you a new code. Enter the latest code you received.',
  );
  expect(
    screen.getByText(
      `To keep your card safe, ${PRODUCT} sent a 6-digit code to m•••@example.com and by text message to •••• 0142. Enter it below to see your card.`,
    ),
  ).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'You asked for several new codes. Please wait a few minutes, then try again.',
  );
});

it("Send a new code within 72 hours of a contact change: an alert says why and whom to call (the programme's phone as a link); the code typed so far can still be verified", async () => {
  const v = verification();
  v.newCode.mockResolvedValueOnce({ ok: false, code: 'contact_recently_changed' });
  renderScreen(<CardInfoPage accountId="acc_0123456789" cardImageId="img_0123456789" verification={v} />);
  await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(
    `This card's contact details changed in the last 72 hours, so we can't send a new code yet. If you did not change them, call ${PRODUCT} customer service at ${SUPPORT_PHONE}.`,
  );
  expect(within(alert).getByRole('link', { name: SUPPORT_PHONE })).toHaveAttribute(
    'href',
    expect.stringMatching(/^tel:/),
  );
  expect(field()).toBeEnabled();
  expect(verifyButton()).toBeEnabled();
});

describe("inside a partner's site (after the member's code)", () => {
  /** The card screen of a partner's frame for `card`, its code step passed. */
  async function partnerScreen(card: { accountId: string; cardImageId: string }) {
    const v = verification();
    v.verify.mockResolvedValue({ ok: true });
    renderScreen(<CardInfoPage accountId={card.accountId} cardImageId={card.cardImageId} verification={v} />);
    await userEvent.type(field(), '123456');
    await userEvent.click(verifyButton());
  }

  it("names the programme and whom to call, and the programme's website for the balance, never 'this website'", async () => {
    const card = await issueVirtualCard(real, { accepted: true });
    await partnerScreen(card);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Virtual Card' })).toBeInTheDocument();
    expect(
      screen.getByText(
        `This card is part of the ${PRODUCT} program. Questions about it? Call ${PRODUCT} customer service.`,
      ),
    ).toBeInTheDocument();
    const call = screen.getByRole('link', { name: `Call ${SUPPORT_PHONE}` });
    expect(call).toHaveAttribute('href', expect.stringMatching(/^tel:/));
    expect(call).toHaveAccessibleDescription(TEST_CONFIG.program.supportHours);
    const next = screen.getByRole('region', { name: "What's next" });
    expect(next).toHaveTextContent(`together with the ${PRODUCT} customer service number, ${SUPPORT_PHONE}.`);
    const notes = screen.getByRole('region', { name: 'Important notes' });
    const website = TEST_CONFIG.program.websiteUrl.replace(/^https?:\/\//, '');
    expect(notes).toHaveTextContent(
      `You can check your balance at ${website} or by phone at ${TEST_CONFIG.program.balancePhone}.`,
    );
    expect(document.body).not.toHaveTextContent(/this website|This is your Virtual Card/);
  });

  it('a link that no longer opens the card: says the card cannot be shown here, offers the email and names whom to call', async () => {
    await partnerScreen({ accountId: 'AAAAAAAAAAAAAAAAAAAAAAAA', cardImageId: 'img_fedcba9876543210' });
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: "We can't show your card here right now",
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(
      screen.getByText(
        `${PRODUCT} can email you a new link to your Virtual card, at the email address you registered with.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Email me a link to my card' })).toBeEnabled();
    expect(screen.getByText(`Need help? Call ${PRODUCT} customer service.`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Call ${SUPPORT_PHONE}` })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    );
    expect(document.body).not.toHaveTextContent(/Your link has expired/);
  });
});
