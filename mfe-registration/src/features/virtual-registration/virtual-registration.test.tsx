import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { encodeBase64Param } from '@portal/contracts';
import { RecordingCaptcha, renderAt, startLedgerServer, useServer, type LedgerServer } from '#test/harness';
import { localFlagKey } from './local-flag';
import { VirtualRegistration } from './virtual-registration';

const ACCOUNT = 'acc_7f3c2a9e41b04d1e';
const IMAGE = 'img-42';
const PATTERN = '/ind/registration/:accountId/:cardImageId';
let server: LedgerServer;
let captcha: RecordingCaptcha;

beforeAll(async () => {
  server = await startLedgerServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  captcha = new RecordingCaptcha();
  useServer(server, captcha);
  window.localStorage.clear();
  Element.prototype.scrollIntoView = () => {};
  server.answer('POST /card/isRegistered', { status: 200, json: { registered: false } });
  server.answer('POST /card/registerVirtualCard', { status: 200, json: { needToUpdateInfo: false } });
});

interface Options {
  email?: string | null;
  linkClickParams?: Record<string, string> | null;
  search?: string;
}

function renderStepper({ email = null, linkClickParams = null, search = '' }: Options = {}) {
  return renderAt(
    `/ind/registration/${ACCOUNT}/${encodeBase64Param(IMAGE)}${search}`,
    PATTERN,
    <VirtualRegistration
      accountId={ACCOUNT}
      cardImageId={IMAGE}
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
    renderStepper({ linkClickParams: { sig: 'abc', exp: '123' }, search: '?sig=abc&exp=123' });
    await stepOne();
    expect(server.seen[0]?.path).toBe('/api/ind/v1/card/isRegistered');
    expect(server.seen[0]?.body).toEqual({ cardNum: ACCOUNT, linkClickParams: { sig: 'abc', exp: '123' } });
  });

  it('shows a loading state while the check runs', async () => {
    const release = server.hold('POST /card/isRegistered');
    renderStepper();
    expect(await screen.findByRole('status')).toHaveTextContent('Please, wait while data is loading…');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    release();
    await stepOne();
  });

  it('an already registered card goes to ind/card/info/{accountId}/{cardImageId}', async () => {
    server.answer('POST /card/isRegistered', { status: 200, json: { registered: true } });
    renderStepper({ linkClickParams: { sig: 'abc' }, search: '?sig=abc' });
    expect(
      await screen.findByText(`Card info ${ACCOUNT}/${encodeBase64Param(IMAGE)}?sig=abc`),
    ).toBeInTheDocument();
    expect(window.localStorage.getItem(await localFlagKey(ACCOUNT, IMAGE))).toBeNull();
  });

  it('a failed check goes to the home page', async () => {
    server.answer('POST /card/isRegistered', {
      status: 404,
      json: { code: 'not_found', message: 'No link' },
    });
    renderStepper();
    expect(await screen.findByText('Home page')).toBeInTheDocument();
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
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
    const key = await localFlagKey(ACCOUNT, IMAGE);
    await waitFor(() => expect(window.localStorage.getItem(key)).toBe('true'));
    // keyed by a hash: the link's ids are not readable in storage
    expect(Object.keys({ ...window.localStorage }).join()).not.toContain(ACCOUNT);
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
    expect(server.seen.map((s) => s.path)).toEqual(['/api/ind/v1/card/isRegistered']);
  });

  it('registers at step 1 (account id, link parameters, captcha) and moves to step 2', async () => {
    renderStepper({ email: 'grace@example.com', linkClickParams: { sig: 'abc' } });
    await stepOne();
    const user = await fillCardholder(true);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('This is your Virtual Card')).toBeInTheDocument();
    expect(captcha.actions).toEqual(['ind_card_registration']);
    const request = server.seen.find((s) => s.path === '/api/ind/v1/card/registerVirtualCard');
    expect(request?.body).toEqual({
      accountId: ACCOUNT,
      captchaResponse: 'token-ind_card_registration',
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
      linkClickParams: { sig: 'abc' },
    });
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
    const request = server.seen.find((s) => s.path === '/api/ind/v1/card/registerVirtualCard');
    expect(request?.body).not.toHaveProperty('linkClickParams');
    expect(request?.body).toMatchObject({ accountId: ACCOUNT, email: 'grace@example.com' });
  });

  it("a failed registration shows 'Something went wrong. Please try again later.' and stays on step 1; a retry can succeed", async () => {
    server.answer('POST /card/registerVirtualCard', {
      status: 410,
      json: { code: 'link_expired', message: 'Link expired' },
    });
    renderStepper();
    await stepOne();
    const user = await fillCardholder();
    const release = server.hold('POST /card/registerVirtualCard');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('button', { name: 'Submitting' })).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again later.',
    );
    expect(header(1)).toHaveAttribute('aria-current', 'step');
    expect(header(2)).toBeDisabled();

    server.answer('POST /card/registerVirtualCard', { status: 200, json: { needToUpdateInfo: false } });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('This is your Virtual Card')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("an already registered card (409 already_registered) shows 'Something went wrong. Please try again later.', not the server's message", async () => {
    server.answer('POST /card/registerVirtualCard', {
      status: 409,
      json: {
        code: 'already_registered',
        message:
          'This card is already registered. To change its contact details, please contact customer service.',
      },
    });
    renderStepper();
    await stepOne();
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
    expect(server.seen.map((s) => s.path)).toEqual(['/api/ind/v1/card/isRegistered']);
  });
});
