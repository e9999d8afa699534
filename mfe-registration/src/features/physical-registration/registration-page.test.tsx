import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  addDays,
  formatUsDate,
  localCalendarDateOf,
  subtractYears,
  type CalendarDate,
} from '@portal/contracts';
import { useSession } from '@portal/session-store';
import { SERVER_ERROR } from '@portal/testing';
import { serveRealApi, type IssuedCard } from '@portal/testing/api-server';
import { RecordingCaptcha, TEST_CONFIG, renderAt, useServer } from '#test/harness';
import { RegistrationPage } from './registration-page';

// registration and its refusals are the server's rules: the real api-server answers
const { real } = serveRealApi();

// 4111 1111 1111 1111 is a Luhn-valid Visa test number (for the form's own rules)
const VISA = '4111111111111111';
let captcha: RecordingCaptcha;
let scrolledTo: unknown[] = [];

beforeEach(() => {
  captcha = new RecordingCaptcha();
  useServer(real.server, captcha);
  useSession.getState().logout();
  scrolledTo = [];
  window.scrollTo = ((options: unknown) => {
    scrolledTo.push(options);
  }) as typeof window.scrollTo;
});

/** A physical card of the programme, activated, not registered yet. */
const unregisteredCard = () => real.issue({ status: 'activated' });
/** The card's number and CVV for the form. */
const cardFields = (card: IssuedCard) => ({ 'Card number': card.cardNumber, CVV: card.cvv });

const today = (): CalendarDate => localCalendarDateOf(new Date());
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The input labelled `label` (a required field's label ends with a '*' hidden from assistive tech). */
const input = (label: string) =>
  screen.getByLabelText(new RegExp(`^${escape(label)}\\*?$`), { selector: 'input' });

function renderPage() {
  return renderAt('/ind/registration', '/ind/registration', <RegistrationPage />);
}

async function fillValid(user = userEvent.setup(), overrides: Partial<Record<string, string>> = {}) {
  const values: Record<string, string> = {
    'Card number': VISA,
    CVV: '123',
    'First name': '  Ada ',
    'Last name': 'Lovelace',
    'Date of birth (Optional)': '04121988',
    Address: '12 Main Street',
    'Address line 2 (Optional)': '',
    City: 'Springfield',
    State: 'il',
    'Zip code': '627011234',
    Email: 'ada@example.com',
    'Cell phone number (required for SMS)': '5551234567',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    const field = input(label);
    await user.clear(field);
    // pasted: one input event per field keeps the journey quick (typing is tested above)
    if (value) {
      await user.click(field);
      await user.paste(value);
    }
  }
  return user;
}

const submit = () => screen.getByRole('button', { name: 'Register' });

describe('registration form (spec §2 Card registration, §5)', () => {
  it("has the title 'Card Registration' and labels optional inputs '(Optional)'", () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Card Registration' })).toBeInTheDocument();
    // each group of fields is named by its panel's heading, as a legend would name it
    const card = screen.getByRole('group', { name: 'Your card' });
    expect(within(card).getByLabelText(/^CVV/, { selector: 'input' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your card' })).toBeInTheDocument();
    const holder = screen.getByRole('group', { name: 'Cardholder information' });
    expect(within(holder).getByLabelText(/^First name/, { selector: 'input' })).toBeInTheDocument();
    expect(input('Date of birth (Optional)')).not.toBeRequired();
    expect(input('Address line 2 (Optional)')).not.toBeRequired();
    expect(input('Cell phone number (required for SMS)')).toHaveAttribute('type', 'tel');
    expect(input('CVV')).toHaveAttribute('type', 'password');
    for (const label of [
      'Card number',
      'CVV',
      'First name',
      'Last name',
      'Address',
      'City',
      'State',
      'Zip code',
      'Email',
    ]) {
      expect(input(label)).toHaveAttribute('aria-required', 'true');
    }
  });

  it('a submit attempt shows every required message and sends nothing', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(submit());
    const form = screen.getByRole('form', { name: 'Card Registration' });
    for (const message of [
      'Card Number is Required',
      'CVV is Required',
      'First Name is Required',
      'Last Name is Required',
      'Address is Required',
      'City is Required',
      'State is Required',
      'Zip code is Required',
      'Email is Required',
      'Phone number is Required',
    ]) {
      expect(within(form).getByText(message)).toBeInTheDocument();
    }
    expect(input('Card number')).toHaveAccessibleDescription('Card Number is Required');
    // optional fields are not required
    expect(input('Date of birth (Optional)')).not.toHaveAttribute('aria-invalid');
    expect(input('Address line 2 (Optional)')).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(input('Card number')).toHaveFocus());
    expect(real.server.seen).toEqual([]);
    expect(captcha.actions).toEqual([]);
  });

  it('errors show once the field has been touched, not before', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(input('First name'), 'Ada1');
    expect(screen.queryByText('Please enter a valid first name.')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Please enter a valid first name.')).toBeInTheDocument();
    // untouched fields stay quiet
    expect(screen.queryByText('Last Name is Required')).not.toBeInTheDocument();
  });

  it.each([
    ['Card number', '4111111111111112', 'Please enter a valid card number'], // Luhn fails
    ['Card number', '5555555555554444', 'Please enter a valid card number'], // not Visa
    ['CVV', '12', 'Please enter a valid CVV'],
    ['First name', 'Ada-', 'Please enter a valid first name.'],
    ['Last name', 'L', 'Please, review. Last name should include at least 2 letters.'],
    ['Last name', 'Love1ace', 'Please enter a valid last name.'],
    ['Address', 'Main Street', 'Please enter a valid address'],
    ['Address', '12', 'Please enter a valid address'],
    ['City', 'Spring4eld', 'Please enter a valid city'],
    ['City', 'S', 'Please enter a valid city'],
    ['State', 'i1', 'Please enter a valid state'],
    ['Zip code', '1234', 'Please enter a valid zip code'],
    ['Email', 'ada@example', 'Please enter a valid email'],
    ['Cell phone number (required for SMS)', '555123', 'Please provide a 10-digit phone number'],
    ['Date of birth (Optional)', '13012000', 'Please, select a valid Date of Birth'],
  ])('%s %p shows %p', async (label, value, message) => {
    const user = userEvent.setup();
    renderPage();
    await user.type(input(label), value);
    await user.tab();
    expect(input(label)).toHaveAttribute('aria-invalid', 'true');
    expect(input(label)).toHaveAccessibleDescription(expect.stringContaining(message));
  });

  it('date of birth: age 18 to 120 (today 18 years ago is allowed, a day later is not)', async () => {
    const user = userEvent.setup();
    renderPage();
    const dob = input('Date of birth (Optional)');
    const eighteen = subtractYears(today(), 18);
    const digits = (d: CalendarDate) => formatUsDate(d).replace(/\//g, '');
    await user.type(dob, digits(addDays(eighteen, 1)));
    await user.tab();
    expect(dob).toHaveAttribute('aria-invalid', 'true');
    expect(dob).toHaveAccessibleDescription('MM/DD/YYYY Please, select a valid Date of Birth');
    await user.clear(dob);
    await user.type(dob, digits(eighteen));
    expect(dob).toHaveValue(formatUsDate(eighteen));
    expect(dob).not.toHaveAttribute('aria-invalid');
    await user.clear(dob);
    await user.type(dob, digits(subtractYears(today(), 121)));
    expect(dob).toHaveAttribute('aria-invalid', 'true');
  });

  it('formats as typed: card number mask, state upper case, zip hyphen after the fifth digit, phone mask', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(input('Card number'), VISA);
    expect(input('Card number')).toHaveValue('4111 1111 1111 1111');
    await user.type(input('State'), 'ny');
    expect(input('State')).toHaveValue('NY');
    await user.type(input('Zip code'), '10001x2345');
    expect(input('Zip code')).toHaveValue('10001-2345');
    await user.type(input('Cell phone number (required for SMS)'), '5551234567');
    expect(input('Cell phone number (required for SMS)')).toHaveValue('(555) 123-4567');
  });

  it('trims text inputs when they are left', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(input('City'), '  Springfield  ');
    await user.tab();
    expect(input('City')).toHaveValue('Springfield');
    expect(input('City')).not.toHaveAttribute('aria-invalid');
  });
});

describe('submitting (spec §4 Registration, §8)', () => {
  it("registers with captcha 'ind_card_registration', shows 'Processing...', then the success view", async () => {
    const card = await unregisteredCard();
    renderPage();
    const user = await fillValid(undefined, cardFields(card));
    const release = real.server.hold('POST /card/register');
    await user.click(submit());
    // the portal's one busy label
    const busy = await screen.findByRole('button', { name: 'Processing...' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    release();
    // the form is gone: the focus is on the heading that says what happened, read out at once
    const done = await screen.findByRole('heading', { name: 'Your card has been successfully registered' });
    await waitFor(() => expect(done).toHaveFocus());
    expect(
      screen.getByRole('region', { name: 'Your card has been successfully registered' }),
    ).toContainElement(screen.getByRole('button', { name: 'Home' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(scrolledTo).toEqual([{ top: 0, behavior: 'smooth' }]);
    expect(captcha.actions).toEqual(['ind_card_registration']);
    const [request] = real.server.seen;
    expect(request?.path).toBe('/api/ind/v1/card/register');
    // the wire form: digits-only card number and phone, trimmed names, upper-case state, formatted zip
    expect(request?.body).toEqual({
      cardNum: card.cardNumber,
      cvv: card.cvv,
      captchaResponse: 'captcha-ind_card_registration',
      firstName: 'Ada',
      lastName: 'Lovelace',
      dateOfBirth: '04/12/1988',
      address1: '12 Main Street',
      address2: null,
      city: 'Springfield',
      state: 'IL',
      zipCode: '62701-1234',
      email: 'ada@example.com',
      phone: '5551234567',
    });
    expect(real.server.seen).toHaveLength(1); // no card info reload without a session
    expect((await real.show(card)).card).toMatchObject({ cardRegistered: true, firstName: 'Ada' });

    await user.click(screen.getByRole('button', { name: 'Home' }));
    expect(await screen.findByText('Account page')).toBeInTheDocument();
  });

  it('sends address 2 and leaves date of birth out when blank', async () => {
    const card = await unregisteredCard();
    renderPage();
    const user = await fillValid(undefined, {
      ...cardFields(card),
      'Date of birth (Optional)': '',
      'Address line 2 (Optional)': 'Apt 4',
    });
    await user.click(submit());
    await screen.findByText('Your card has been successfully registered');
    expect(real.server.seen[0]?.body).toMatchObject({ dateOfBirth: null, address2: 'Apt 4' });
  });

  it('needToUpdateInfo with a session: card info is reloaded into the session store', async () => {
    // the holder logged in with the unregistered card, then registers it
    const card = await unregisteredCard();
    useSession.getState().setCardInfo(await real.signIn(card));
    expect(useSession.getState().cardInfo?.cardRegistered).toBe(false);
    renderPage();
    const user = await fillValid(undefined, cardFields(card));
    await user.click(submit());
    await screen.findByText('Your card has been successfully registered');
    await waitFor(() =>
      expect(real.server.seen.map((s) => `${s.method} ${s.path}${s.search}`)).toEqual([
        'POST /api/ind/v1/card/register',
        'GET /api/ind/v1/card/info?refresh=true',
      ]),
    );
    expect(real.server.seen[1]?.authorization).toBe(`Bearer ${useSession.getState().authToken}`);
    await waitFor(() => expect(useSession.getState().cardInfo?.cardRegistered).toBe(true));
  });

  it('needToUpdateInfo without a session: nothing is reloaded', async () => {
    const card = await unregisteredCard();
    renderPage();
    const user = await fillValid(undefined, cardFields(card));
    await user.click(submit());
    await screen.findByText('Your card has been successfully registered');
    expect(real.server.seen.map((s) => s.path)).toEqual(['/api/ind/v1/card/register']);
  });

  it('success stands even if the card info reload fails', async () => {
    const card = await unregisteredCard();
    await real.signIn(card);
    real.server.answer('GET /card/info', SERVER_ERROR);
    renderPage();
    const user = await fillValid(undefined, cardFields(card));
    await user.click(submit());
    expect(await screen.findByText('Your card has been successfully registered')).toBeInTheDocument();
    await waitFor(() => expect(real.server.seen.map((s) => s.path)).toContain('/api/ind/v1/card/info'));
    expect(screen.getByText('Your card has been successfully registered')).toBeInTheDocument();
  });

  it('a wrong card number + CVV says they do not match, keeps the form, and focus moves to the message', async () => {
    // the CVV does not prove the holder: the server refuses (401 login_failed)
    const card = await unregisteredCard();
    renderPage();
    const user = await fillValid(undefined, {
      ...cardFields(card),
      CVV: card.cvv === '000' ? '001' : '000',
    });
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      "The card number and CVV don't match our records. Check both and try again.",
    );
    expect(alert).not.toHaveTextContent('Please contact customer service for account information');
    await waitFor(() => expect(document.activeElement).toContainElement(alert));
    expect(real.server.calls('POST /card/register')).toHaveLength(1);
    expect(input('First name')).toHaveValue('Ada');
    expect(submit()).toBeEnabled();
    expect((await real.show(card)).card.cardRegistered).toBe(false);
  });

  it('from the third wrong try the tries left; the fifth pauses registering, with a call button and its hours', async () => {
    const card = await unregisteredCard();
    renderPage();
    const user = await fillValid(undefined, {
      ...cardFields(card),
      CVV: card.cvv === '000' ? '001' : '000',
    });
    const answered = async (n: number) => {
      await user.click(submit());
      await waitFor(() => expect(real.server.calls('POST /card/register')).toHaveLength(n));
      return screen.findByRole('alert');
    };
    for (let n = 1; n <= 2; n++) expect(await answered(n)).not.toHaveTextContent(/tries|try before/);
    expect(await answered(3)).toHaveTextContent(
      'You have 2 more tries before registering this card is paused.',
    );
    expect(await answered(4)).toHaveTextContent(
      'You have 1 more try before registering this card is paused.',
    );
    const paused = await answered(5);
    // the pause's end in the programme's zone (the server's clock decides the time itself)
    await waitFor(() =>
      expect(paused).toHaveTextContent(
        /^!?Registering this card is paused until \d{1,2}:\d{2}\s[AP]M ET\. To register sooner, call us\./,
      ),
    );
    const call = within(paused).getByRole('link', { name: 'Call 1-800-555-0100' });
    expect(call).toHaveAttribute('href', 'tel:+18005550100');
    expect(call).toHaveAccessibleDescription(TEST_CONFIG.program.supportHours);
    await waitFor(() => expect(document.activeElement).toContainElement(paused));
    await user.tab();
    expect(call).toHaveFocus();
  });

  it('a card number locked until the call centre unlocks it: say so, with the call button', async () => {
    const card = await unregisteredCard();
    real.server.answer('POST /card/register', {
      status: 429,
      json: { code: 'locked', message: 'x', held: true },
    });
    renderPage();
    const user = await fillValid(undefined, cardFields(card));
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Registering this card is locked after too many tries. Call us to unlock it.',
    );
    expect(within(alert).getByRole('link', { name: 'Call 1-800-555-0100' })).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toContainElement(alert));
  });

  it('too many tries from this device: wait and try again, no call', async () => {
    const card = await unregisteredCard();
    real.server.answer('POST /card/register', { status: 429, json: { code: 'locked', message: 'x' } });
    renderPage();
    const user = await fillValid(undefined, cardFields(card));
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many tries from this device. Wait a few minutes, then try again.');
    expect(within(alert).queryByRole('link')).toBeNull();
  });

  it('an already registered card (409 already_registered, once the CVV proved the holder) says to log in, with a link to the login', async () => {
    const card = await real.issue({ status: 'activated', registered: true });
    renderPage();
    const user = await fillValid(undefined, cardFields(card));
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This card is already registered. Log in to see it.');
    expect(within(alert).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/ind/login');
    expect(alert).not.toHaveTextContent('Please contact customer service for account information');
    await waitFor(() => expect(document.activeElement).toContainElement(alert));
    expect(screen.queryByText('Your card has been successfully registered')).not.toBeInTheDocument();
    expect(real.server.calls('POST /card/register')).toHaveLength(1);
  });

  it('a registered card with a wrong CVV is told the pair does not match, not that it is registered', async () => {
    const card = await real.issue({ status: 'activated', registered: true });
    renderPage();
    const user = await fillValid(undefined, { ...cardFields(card), CVV: card.cvv === '000' ? '001' : '000' });
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("The card number and CVV don't match our records.");
    expect(alert).not.toHaveTextContent(/already registered/i);
  });

  it("a failure that is no refusal (the server down) keeps the spec's error block", async () => {
    const card = await unregisteredCard();
    real.server.answer('POST /card/register', SERVER_ERROR);
    renderPage();
    const user = await fillValid(undefined, cardFields(card));
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please contact customer service for account information',
    );
  });

  it("the names 'Dana' 'O'Reilly' are accepted as typed and registered", async () => {
    const card = await unregisteredCard();
    renderPage();
    const user = await fillValid(undefined, {
      ...cardFields(card),
      'First name': 'Dana',
      'Last name': "O'Reilly",
    });
    await user.click(submit());
    expect(await screen.findByText('Your card has been successfully registered')).toBeInTheDocument();
    expect((await real.show(card)).card).toMatchObject({ firstName: 'Dana', lastName: "O'Reilly" });
  });

  it("a captcha failure shows the spec's error block and sends nothing", async () => {
    captcha.failing = true;
    const card = await unregisteredCard();
    renderPage();
    const user = await fillValid(undefined, cardFields(card));
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please contact customer service for account information',
    );
    expect(real.server.seen).toEqual([]);
  });

  it('a second press while submitting sends one request', async () => {
    const card = await unregisteredCard();
    renderPage();
    const user = await fillValid(undefined, cardFields(card));
    const release = real.server.hold('POST /card/register');
    await user.click(submit());
    await user.click(await screen.findByRole('button', { name: 'Processing...' }));
    await act(async () => {
      release();
    });
    await screen.findByText('Your card has been successfully registered');
    expect(real.server.seen).toHaveLength(1);
  });
});
