import { screen, waitFor, within } from '@testing-library/react';
import { ERROR_TEXTS, MESSAGES } from '@portal/contracts';
import { useSession } from '@portal/session-store';
import { openLoginForm } from '#test/login-form';
import { CONFIG, VALID_CARD, card } from '#test/fixtures';
import { serveTestApi } from '@portal/testing';
import { CaptchaError, configureApiClient } from '@portal/api-client';
import { LOGIN_TEXT } from '../features/login/messages';
import { prefetchRemoteModules } from '../federation/federation';

const testApi = serveTestApi();
const loginCalls = () => testApi.server.calls('POST /auth/card').map((call) => call.body);
jest.mock('../federation/federation', () => jest.requireActual('#test/federation-stub'));

beforeEach(() => {
  sessionStorage.clear();
  useSession.getState().logout();
});

const setup = openLoginForm;

describe('login form rules (spec §5)', () => {
  it('shows the required messages only after submit, and sends nothing', async () => {
    const { user, form, submit } = await setup();
    expect(within(form).queryByText(MESSAGES.cardNumberRequired)).toBeNull();
    await user.click(submit);
    expect(within(form).getByText(MESSAGES.cardNumberRequired)).toBeInTheDocument();
    expect(within(form).getByText(MESSAGES.cvvRequired)).toBeInTheDocument();
    expect(loginCalls()).toEqual([]);
  });

  it('shows a non-required error at once, before any submit', async () => {
    const { user, form, cardNumber } = await setup();
    await user.type(cardNumber, '4111111111111112'); // fails Luhn
    expect(within(form).getByText(MESSAGES.cardNumberInvalid)).toBeInTheDocument();
  });

  it('masks the card number as 0000 0000 0000 0000 and the CVV as a password of 3 digits', async () => {
    const { user, cardNumber, cvv, form } = await setup();
    await user.type(cardNumber, VALID_CARD);
    expect(cardNumber).toHaveValue('4111 1111 1111 1111');
    expect(cvv).toHaveAttribute('type', 'password');
    await user.type(cvv, '12a');
    expect(cvv).toHaveValue('12');
    expect(within(form).getByText(MESSAGES.cvvInvalid)).toBeInTheDocument();
  });
});

describe('no waterfall after the login', () => {
  it('starting on the form fetches what /ind renders (account page, history panel) while the cardholder types', async () => {
    const prefetch = prefetchRemoteModules as jest.Mock;
    prefetch.mockClear();
    const s = await setup();
    expect(prefetch).not.toHaveBeenCalled();
    await s.user.click(s.cardNumber);
    expect(prefetch).toHaveBeenCalledWith(['account/AccountPage', 'history/HistoryPanel']);
  });
});

describe('login outcomes (spec §4, §8)', () => {
  async function submitValid() {
    const s = await setup();
    await s.user.type(s.cardNumber, VALID_CARD);
    await s.user.type(s.cvv, '123');
    await s.user.click(s.submit);
    return s;
  }

  it('a successful login stores the session (with gift2GoBin) and goes to /ind', async () => {
    const exp = Math.floor(Date.now() / 1000) + 900;
    testApi.server.answer('POST /auth/card', {
      status: 200,
      json: { card: card({ gift2GoBin: true }), auth: { token: 'T', exp } },
    });
    const { router } = await submitValid();
    await waitFor(() => expect(router.state.location.pathname).toBe('/ind'));
    expect(loginCalls()).toEqual([expect.objectContaining({ cardNumber: VALID_CARD, cardCvv: '123' })]);
    expect(useSession.getState()).toMatchObject({
      authToken: 'T',
      authExp: exp,
      cardInfo: { gift2GoBin: true },
    });
  });

  it('a 403 shows the sanctions message with a form link to /contact-us and a call link to the phone', async () => {
    testApi.server.answer('POST /auth/card', {
      status: 403,
      json: { code: 'sanctions', message: 'Blocked' },
    });
    const { form } = await submitValid();
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent(ERROR_TEXTS.loginSanctions);
    expect(within(alert).getByRole('link', { name: 'form' })).toHaveAttribute('href', '/contact-us');
    expect(within(alert).getByRole('link', { name: 'call' })).toHaveAttribute('href', 'tel:18005550100');
    expect(useSession.getState().authToken).toBeNull();
  });

  it('the security check is solved while the cardholder types, and the login sends that token', async () => {
    const asked: string[] = [];
    let release: (token: string) => void = () => undefined;
    configureApiClient({
      apiBaseUrl: testApi.server.apiBaseUrl,
      captcha: {
        getToken: (action) => {
          asked.push(action);
          return new Promise<string>((resolve) => (release = resolve));
        },
      },
    });
    testApi.server.answer('POST /auth/card', {
      status: 200,
      json: { card: card(), auth: { token: 'T', exp: Math.floor(Date.now() / 1000) + 900 } },
    });
    const { user, cardNumber, cvv, submit, router } = await setup();
    await user.click(cardNumber);
    // started by the focus, before anything was typed or sent
    expect(asked).toEqual(['ind_login']);
    release('solved-while-typing');
    await user.type(cardNumber, VALID_CARD);
    await user.type(cvv, '123');
    await user.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/ind'));
    expect(asked).toEqual(['ind_login']);
    expect(loginCalls()).toEqual([expect.objectContaining({ captchaResponse: 'solved-while-typing' })]);
  });

  it('a security check the browser cannot complete shows a retryable message; the next try logs in', async () => {
    // offline: the token solved ahead while typing and the login's own attempt both fail
    const captcha = { offline: true, calls: 0 };
    configureApiClient({
      apiBaseUrl: testApi.server.apiBaseUrl,
      captcha: {
        getToken: (action) => {
          captcha.calls += 1;
          return captcha.offline
            ? Promise.reject(new CaptchaError('Could not get a captcha challenge'))
            : Promise.resolve(`captcha-${action}`);
        },
      },
    });
    const { form, user, submit, router } = await submitValid();
    expect(await within(form).findByRole('alert')).toHaveTextContent(LOGIN_TEXT.login.captchaFailed);
    expect(within(form).getByRole('alert')).not.toHaveTextContent(ERROR_TEXTS.loginFailed);
    expect(loginCalls()).toEqual([]);
    expect(captcha.calls).toBeGreaterThanOrEqual(2);
    captcha.offline = false;
    testApi.server.answer('POST /auth/card', {
      status: 200,
      json: { card: card(), auth: { token: 'T', exp: Math.floor(Date.now() / 1000) + 900 } },
    });
    await user.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/ind'));
    expect(loginCalls()).toHaveLength(1);
  });

  it('a frozen card gets no session and the frozen message with the phone', async () => {
    testApi.server.answer('POST /auth/card', {
      status: 200,
      json: { card: card({ freezeInfo: { frozen: true } }), auth: null },
    });
    const { form, router } = await submitValid();
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent(
      `The Card is in "Frozen" Status. Please, contact the Call Center at ${CONFIG.program.supportPhone}`,
    );
    // a phone calls the number with one tap
    expect(within(alert).getByRole('link', { name: CONFIG.program.supportPhone })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+1\d{10}$/),
    );
    expect(useSession.getState().authToken).toBeNull();
    expect(router.state.location.pathname).toBe('/ind/login');
  });

  it('the CVV help dialog explains where the CVV is', async () => {
    const { user, form } = await setup();
    await user.click(within(form).getByRole('button', { name: 'What is CVV?' }));
    const dialog = await screen.findByRole('dialog', { name: 'What is CVV?' });
    expect(dialog).toHaveTextContent(/3-digit security code/);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('a refused card number + CVV says what to do (not the spec §8 customer service text)', () => {
  async function refusedWith(status: number, json: Record<string, unknown>) {
    testApi.server.answer('POST /auth/card', { status, json });
    const s = await setup();
    await s.user.type(s.cardNumber, VALID_CARD);
    await s.user.type(s.cvv, '123');
    await s.user.click(s.submit);
    const alert = await within(s.form).findByRole('alert');
    return { ...s, alert };
  }
  const CALL = { name: 'Call 1-800-555-0100' };

  it('a wrong pair: check both and try again; focus moves to the message', async () => {
    const { alert } = await refusedWith(401, { code: 'login_failed', message: 'x' });
    expect(alert).toHaveTextContent(
      "The card number and CVV don't match our records. Check both and try again.",
    );
    expect(alert).not.toHaveTextContent(ERROR_TEXTS.loginFailed);
    expect(alert).not.toHaveTextContent(/tries|paused/);
    expect(within(alert).queryByRole('link')).toBeNull();
    await waitFor(() => expect(document.activeElement).toContainElement(alert));
  });

  it('from the third wrong try: the tries left before a pause', async () => {
    const { alert } = await refusedWith(401, { code: 'login_failed', message: 'x', triesLeft: 2 });
    expect(alert).toHaveTextContent(
      "The card number and CVV don't match our records. Check both and try again. You have 2 more tries before logging in with this card is paused.",
    );
    await waitFor(() => expect(document.activeElement).toContainElement(alert));
  });

  it("paused: until when, in the programme's zone, with a call button and its hours; Tab reaches the call", async () => {
    // 02:42 UTC on a summer night is 10:42 PM in New York (the test programme's zone)
    const { alert, user } = await refusedWith(429, {
      code: 'locked',
      message: 'x',
      lockedUntil: '2026-07-16T02:42:00.000Z',
    });
    expect(alert).toHaveTextContent(
      'Logging in with this card is paused until 10:42 PM ET. To get in sooner, call us.',
    );
    const call = within(alert).getByRole('link', CALL);
    expect(call).toHaveAttribute('href', 'tel:+18005550100');
    expect(call).toHaveAccessibleDescription('8am to midnight EST, 7 days a week');
    await waitFor(() => expect(document.activeElement).toContainElement(alert));
    await user.tab();
    expect(call).toHaveFocus();
  });

  it('locked until the call centre unlocks it: say so, with the call button', async () => {
    const { alert } = await refusedWith(429, { code: 'locked', message: 'x', held: true });
    expect(alert).toHaveTextContent(
      'Logging in with this card is locked after too many tries. Call us to unlock it.',
    );
    expect(within(alert).getByRole('link', CALL)).toHaveAttribute('href', 'tel:+18005550100');
    await waitFor(() => expect(document.activeElement).toContainElement(alert));
  });

  it('too many tries from this device: wait and try again, no call', async () => {
    const { alert } = await refusedWith(429, { code: 'locked', message: 'x' });
    expect(alert).toHaveTextContent('Too many tries from this device. Wait a few minutes, then try again.');
    expect(within(alert).queryByRole('link')).toBeNull();
  });

  it('a failure that is no refusal (the server down) keeps the spec §8 text', async () => {
    const { alert } = await refusedWith(500, { code: 'internal', message: 'x' });
    expect(alert).toHaveTextContent(ERROR_TEXTS.loginFailed);
  });
});
