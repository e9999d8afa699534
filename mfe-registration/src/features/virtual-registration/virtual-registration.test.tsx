import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { encodeBase64Param } from '@portal/contracts';
import { SERVER_ERROR } from '@portal/testing';
import { serveRealApi } from '@portal/testing/api-server';
import { issueVirtualLink, RecordingCaptcha, renderAt, useServer, type VirtualLink } from '#test/harness';
import { localFlagKey } from './local-flag';
import { VirtualRegistration } from './virtual-registration';

// the registered-card check, registration and its refusals are the server's rules: the real
// api-server answers, for a virtual card it issued (its link's account id, image id, signed query)
const { real } = serveRealApi();

const PATTERN = '/ind/registration/:accountId/:cardImageId';
let captcha: RecordingCaptcha;
let link: VirtualLink;

beforeEach(async () => {
  captcha = new RecordingCaptcha();
  useServer(real.server, captcha);
  window.localStorage.clear();
  Element.prototype.scrollIntoView = () => {};
  link = await issueVirtualLink(real);
});

/** The calls made for this test's link (a previous test's may still arrive), as paths. */
const paths = () =>
  real.server.seen
    .filter((s) => {
      const body = s.body as { accountId?: string; cardNum?: string };
      return body.accountId === link.accountId || body.cardNum === link.accountId;
    })
    .map((s) => s.path);
/** This test's registration request. */
const registration = () =>
  real.server
    .calls('POST /card/registerVirtualCard')
    .find((s) => (s.body as { accountId?: string }).accountId === link.accountId);

interface Options {
  email?: string | null;
  linkClickParams?: Record<string, string> | null;
  search?: string;
}

function renderStepper({ email = null, linkClickParams = null, search = '' }: Options = {}) {
  return renderAt(
    `/ind/registration/${link.accountId}/${encodeBase64Param(link.cardImageId)}${search}`,
    PATTERN,
    <VirtualRegistration
      accountId={link.accountId}
      cardImageId={link.cardImageId}
      email={email}
      linkClickParams={linkClickParams}
      renderReady={() => <p>This is your Virtual Card</p>}
    />,
  );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const input = (label: string) =>
  screen.getByLabelText(new RegExp(`^${escape(label)}\\*?$`), { selector: 'input' });
const header = (n: number) =>
  within(screen.getByRole('navigation', { name: 'Virtual card registration steps' })).getByRole('button', {
    name: new RegExp(`^Step ${n}:`),
  });

async function fillCardholder(skipEmail = false) {
  const user = userEvent.setup();
  const values: Record<string, string> = {
    'First name': 'Grace',
    'Last name': 'Hopper',
    Address: '7 Navy Yard Road',
    City: 'Arlington',
    State: 'va',
    'Zip code': '22201',
    ...(skipEmail ? {} : { Email: 'grace@example.com' }),
    'Cell phone number (required for SMS)': '7035550100',
  };
  for (const [label, value] of Object.entries(values)) {
    await user.click(input(label));
    await user.paste(value);
  }
  return user;
}

const stepOne = () => screen.findByRole('form', { name: 'Register' });

describe('registered-card guard (spec §2)', () => {
  it('checks the card with the account id and the query parameters', async () => {
    renderStepper({ linkClickParams: link.linkClickParams, search: link.search });
    await stepOne();
    const [check] = real.server.calls('POST /card/isRegistered');
    expect(check?.path).toBe('/api/ind/v1/card/isRegistered');
    expect(check?.body).toEqual({ cardNum: link.accountId, linkClickParams: link.linkClickParams });
  });

  it('shows a loading state while the check runs', async () => {
    const release = real.server.hold('POST /card/isRegistered');
    renderStepper();
    expect(await screen.findByRole('status')).toHaveTextContent('Please, wait while data is loading…');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    release();
    await stepOne();
  });

  it('an already registered card goes to ind/card/info/{accountId}/{cardImageId}', async () => {
    link = await issueVirtualLink(real, { registered: true });
    renderStepper({ linkClickParams: link.linkClickParams, search: link.search });
    expect(
      await screen.findByText(
        `Card info ${link.accountId}/${encodeBase64Param(link.cardImageId)}${link.search}`,
      ),
    ).toBeInTheDocument();
    expect(window.localStorage.getItem(await localFlagKey(link.accountId, link.cardImageId))).toBeNull();
  });

  it('a failed check (no usable answer) goes to the home page', async () => {
    real.server.answer('POST /card/isRegistered', SERVER_ERROR, { times: 1 });
    renderStepper();
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('a link the server does not know (404) goes to the card information screen (its expired-link view)', async () => {
    link = { ...link, accountId: 'acc_unknown_0123456789' };
    renderStepper();
    expect(
      await screen.findByText(`Card info acc_unknown_0123456789/${encodeBase64Param(link.cardImageId)}`),
    ).toBeInTheDocument();
  });

  it('an expired link goes to the card information screen (its expired-link view), not to the form', async () => {
    link = await issueVirtualLink(real);
    await real.advanceClock(8 * 86_400_000);
    renderStepper({ linkClickParams: link.linkClickParams, search: link.search });
    expect(
      await screen.findByText(
        `Card info ${link.accountId}/${encodeBase64Param(link.cardImageId)}${link.search}`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it("a link whose signature does not verify (400) shows 'This link is not valid', not the home page", async () => {
    link = await issueVirtualLink(real);
    const { ls: _ls, ...unsigned } = link.linkClickParams as Record<string, string>;
    void _ls;
    renderStepper({ linkClickParams: unsigned });
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeInTheDocument();
    expect(screen.getByText(/Please open the link exactly as it appears in your email/)).toBeInTheDocument();
    expect(screen.queryByText('Home page')).not.toBeInTheDocument();
  });

  it('tracking parameters appended by a mail provider do not break the link', async () => {
    link = await issueVirtualLink(real);
    renderStepper({ linkClickParams: { ...link.linkClickParams, utm_source: 'mail', fbclid: 'IwAR0' } });
    await stepOne();
  });
});

describe('virtual card registration stepper (spec §2, §4)', () => {
  it("shows the numbered steps 'Register' then 'Ready' (header disabled) and marks step 1 as viewed", async () => {
    renderStepper();
    await stepOne();
    expect(header(1)).toHaveAccessibleName('Step 1: Register');
    expect(header(1)).toHaveAttribute('aria-current', 'step');
    expect(header(2)).toHaveAccessibleName('Step 2: Ready');
    expect(header(2)).toBeDisabled();
    expect(screen.getByRole('heading', { level: 1, name: 'Register your Virtual Card' })).toBeInTheDocument();
    // the fields' group is named by its panel's heading, as on the physical form
    const holder = screen.getByRole('group', { name: 'Cardholder information' });
    expect(within(holder).getByLabelText(/^First name/, { selector: 'input' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
    const key = await localFlagKey(link.accountId, link.cardImageId);
    await waitFor(() => expect(window.localStorage.getItem(key)).toBe('true'));
    // keyed by a hash: the link's ids are not readable in storage
    expect(Object.keys({ ...window.localStorage }).join()).not.toContain(link.accountId);
  });

  it('prefills the email of the link and disables the field', async () => {
    renderStepper({ email: 'grace@example.com' });
    await stepOne();
    expect(input('Email')).toHaveValue('grace@example.com');
    expect(input('Email')).toBeDisabled();
  });

  it('without an email in the link the email field is empty and editable', async () => {
    renderStepper();
    await stepOne();
    expect(input('Email')).toHaveValue('');
    expect(input('Email')).toBeEnabled();
  });

  it('Next with an invalid form shows the messages and registers nothing', async () => {
    const user = userEvent.setup();
    renderStepper();
    await stepOne();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('First Name is Required')).toBeInTheDocument();
    expect(screen.getByText('Phone number is Required')).toBeInTheDocument();
    expect(screen.getByText('Email is Required')).toBeInTheDocument();
    expect(header(1)).toHaveAttribute('aria-current', 'step');
    expect(paths()).toEqual(['/api/ind/v1/card/isRegistered']);
  });

  it('registers at step 1 (account id, link parameters, captcha) and moves to step 2', async () => {
    renderStepper({ email: 'grace@example.com', linkClickParams: link.linkClickParams, search: link.search });
    await stepOne();
    const user = await fillCardholder(true);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('This is your Virtual Card')).toBeInTheDocument();
    expect(captcha.actions).toEqual(['ind_card_registration']);
    const request = registration();
    expect(request?.body).toEqual({
      accountId: link.accountId,
      captchaResponse: 'captcha-ind_card_registration',
      firstName: 'Grace',
      lastName: 'Hopper',
      dateOfBirth: null,
      address1: '7 Navy Yard Road',
      address2: null,
      city: 'Arlington',
      state: 'VA',
      zipCode: '22201',
      email: 'grace@example.com',
      phone: '7035550100',
      linkClickParams: link.linkClickParams,
    });
    expect((await real.show(link)).card).toMatchObject({ cardRegistered: true, firstName: 'Grace' });
    expect(header(2)).toHaveAttribute('aria-current', 'step');
    expect(header(2)).toBeDisabled();
    // a registered card is not registered twice: step 1 is complete and no longer editable
    expect(header(1)).toHaveAccessibleName('Step 1: Register, completed');
    expect(header(1)).toBeDisabled();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('region', { name: /^Step 2: Ready/ })).toHaveFocus());
  });

  it('sends no linkClickParams when the link has none', async () => {
    renderStepper();
    await stepOne();
    const user = await fillCardholder();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('This is your Virtual Card');
    const request = registration();
    expect(request?.body).not.toHaveProperty('linkClickParams');
    expect(request?.body).toMatchObject({ accountId: link.accountId, email: 'grace@example.com' });
  });

  it("a failed registration shows 'Something went wrong. Please try again later.' and stays on step 1; a retry can succeed", async () => {
    // the server fails once
    real.server.answer('POST /card/registerVirtualCard', SERVER_ERROR, { times: 1 });
    renderStepper();
    await stepOne();
    const user = await fillCardholder();
    const release = real.server.hold('POST /card/registerVirtualCard');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // the portal's one busy label
    expect(await screen.findByRole('button', { name: 'Processing...' })).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again later.',
    );
    expect(header(1)).toHaveAttribute('aria-current', 'step');
    expect(header(2)).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('This is your Virtual Card')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a link that expires while the form is filled in (410) moves on to the card screen (its expired-link view with resend)', async () => {
    renderStepper();
    await stepOne();
    const user = await fillCardholder();
    await real.advanceClock(8 * 86_400_000);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('This is your Virtual Card')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("an already registered card (409 already_registered) shows 'Something went wrong. Please try again later.', not the server's message", async () => {
    renderStepper();
    await stepOne();
    // registered meanwhile (in another tab): the server refuses a second registration
    const elsewhere = await real.call('POST', '/card/registerVirtualCard', {
      accountId: link.accountId,
      captchaResponse: 'captcha-ind_card_registration',
      firstName: 'Grace',
      lastName: 'Hopper',
      address1: '7 Navy Yard Road',
      city: 'Arlington',
      state: 'VA',
      zipCode: '22201',
      email: 'grace@example.com',
      phone: '7035550100',
    });
    expect(elsewhere.status).toBe(200);
    const user = await fillCardholder();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again later.',
    );
    expect(screen.queryByText(/already registered/i)).not.toBeInTheDocument();
    expect(header(1)).toHaveAttribute('aria-current', 'step');
    expect(header(2)).toBeDisabled();
    expect(screen.queryByText('This is your Virtual Card')).not.toBeInTheDocument();
  });

  it('a captcha failure counts as a failed registration', async () => {
    captcha.failing = true;
    renderStepper();
    await stepOne();
    const user = await fillCardholder();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again later.',
    );
    expect(paths()).toEqual(['/api/ind/v1/card/isRegistered']);
  });
});
