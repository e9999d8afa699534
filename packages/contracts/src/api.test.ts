import * as v from 'valibot';
import * as api from './api';
import { PATHS, cardImagePath } from './operations';
import { formErrors } from './form-errors';
import { calendarDateOf, formatUsDate, addDays, type CalendarDate } from './calendar';
import { loadAllTexts } from './i18n';

// formErrors words the rules' keys: English, as a form shows them by default
beforeAll(() => loadAllTexts('en'));

const TODAY: CalendarDate = { year: 2026, month: 11, day: 22 };
const ACCOUNT = 'acct_0123456789abcdefXYZ';

const card = {
  status: 'ACTIVATED',
  virtual: false,
  freezeInfo: { frozen: false },
  permissions: { availableCardFreeze: true, availablePinReset: true, availableCardActivation: false },
  cardRegistered: true,
  maskedCardNumber: '4111 **** **** 1111',
  firstName: 'Jane',
  lastName: 'Doe',
  gift2GoBin: false,
};

const holder = {
  firstName: 'Jane',
  lastName: 'Doe',
  dateOfBirth: '04/01/1990',
  address1: '12 Main St',
  address2: '',
  city: 'Austin',
  state: 'tx',
  zipCode: '78701',
  email: 'jane@example.com',
  phone: '+1 (512) 555-0100',
};

describe('request bodies: valid bodies parse to their wire form', () => {
  test('login: card number sent as digits', () => {
    const body = { cardNumber: '4111 1111 1111 1111', cardCvv: '123', captchaResponse: 'token' };
    expect(v.parse(api.LoginRequestSchema, body)).toEqual({ ...body, cardNumber: '4111111111111111' });
  });

  test('physical registration: digits, upper-case state, phone without +1', () => {
    const out = v.parse(api.RegisterRequestSchema, {
      cardNum: '4111111111111111',
      cvv: '123',
      captchaResponse: 'token',
      ...holder,
    });
    expect(out).toMatchObject({
      cardNum: '4111111111111111',
      state: 'TX',
      phone: '5125550100',
      zipCode: '78701',
    });
  });

  test('virtual registration with link parameters', () => {
    const out = v.parse(api.RegisterVirtualRequestSchema, {
      accountId: ACCOUNT,
      captchaResponse: 'token',
      ...holder,
      linkClickParams: { utm_source: 'email' },
    });
    expect(out.accountId).toBe(ACCOUNT);
    expect(out.linkClickParams).toEqual({ utm_source: 'email' });
  });

  test.each([
    ['isRegistered', api.IsRegisteredRequestSchema, { cardNum: ACCOUNT, linkClickParams: null }],
    ['freeze', api.FreezeRequestSchema, { frozen: true }],
    ['email resend', api.EmailResendRequestSchema, { accountId: ACCOUNT, captchaResponse: 'token' }],
    ['agreement', api.AgreementRequestSchema, { accountId: ACCOUNT }],
    ['agreement sign without email', api.AgreementSignRequestSchema, { accountId: ACCOUNT, email: null }],
    ['agreement sign with email', api.AgreementSignRequestSchema, { accountId: ACCOUNT, email: 'a@b.co' }],
    ['get token', api.GetTokenRequestSchema, { accountId: ACCOUNT }],
  ])('%s body is accepted unchanged', (_name, schema, body) => {
    expect(v.parse(schema as v.GenericSchema, body)).toEqual(body);
  });

  test('contact: blank card number sent as null, message defaults to empty', () => {
    const out = v.parse(api.ContactRequestSchema, {
      name: 'Jane Doe',
      email: 'jane@example.com',
      cardNumber: '',
      inquiryType: 'Card Balance',
      captchaResponse: 'token',
    });
    expect(out).toEqual({
      name: 'Jane Doe',
      email: 'jane@example.com',
      cardNumber: null,
      inquiryType: 'Card Balance',
      message: '',
      captchaResponse: 'token',
    });
  });

  test('history with the default range of the last 30 days, against the current UTC date', () => {
    const today = calendarDateOf(new Date());
    const body = {
      startDate: formatUsDate(addDays(today, -30)),
      endDate: formatUsDate(today),
      page: 1,
      txnPerPage: 50,
    };
    expect(v.parse(api.HistoryRequestSchema, body)).toEqual(body);
    expect(
      v.parse(api.HistoryDownloadRequestSchema, { startDate: body.startDate, endDate: body.endDate }),
    ).toEqual({
      startDate: body.startDate,
      endDate: body.endDate,
    });
  });
});

describe('request bodies: invalid bodies are rejected with the form messages per field', () => {
  test('login with a wrong card number and no CVV', () => {
    expect(
      formErrors(api.LoginRequestSchema, {
        cardNumber: '5555555555554444',
        cardCvv: '',
        captchaResponse: 't',
      }),
    ).toEqual({ cardNumber: 'Please enter a valid card number', cardCvv: 'CVV is Required' });
  });

  test('physical registration missing every holder field', () => {
    expect(
      formErrors(api.RegisterRequestSchema, { cardNum: '4111111111111111', cvv: '12', captchaResponse: 't' }),
    ).toEqual({
      cvv: 'Please enter a valid CVV',
      firstName: 'First Name is Required',
      lastName: 'Last Name is Required',
      address1: 'Address is Required',
      city: 'City is Required',
      state: 'State is Required',
      zipCode: 'Zip code is Required',
      email: 'Email is Required',
      phone: 'Phone number is Required',
    });
  });

  test('virtual registration of an under-18 holder with a bad account id', () => {
    const nextYear = calendarDateOf(new Date()).year + 1;
    expect(
      formErrors(api.RegisterVirtualRequestSchema, {
        accountId: 'short',
        captchaResponse: 't',
        ...holder,
        dateOfBirth: `01/01/${nextYear}`,
        lastName: 'D',
      }),
    ).toEqual({
      accountId: 'Invalid account id',
      dateOfBirth: 'Please, select a valid Date of Birth',
      lastName: 'Please, review. Last name should include at least 2 letters.',
    });
  });

  test('contact without name, email and inquiry', () => {
    expect(formErrors(api.ContactRequestSchema, { cardNumber: '4111', captchaResponse: 't' })).toEqual({
      name: 'Please enter a valid name',
      email: 'Please enter a valid email',
      cardNumber: 'Please enter a valid card number',
      inquiryType: 'Please choose a nature of inquiry',
    });
  });

  test.each([
    [
      { startDate: '08/22/2026', endDate: '11/22/2026', page: 1, txnPerPage: 50 },
      { endDate: 'Please limit your request to a 3 month period' },
    ],
    [{ startDate: '08/23/2026', endDate: '11/22/2026', page: 1, txnPerPage: 50 }, {}],
    [
      { startDate: '11/22/2026', endDate: '11/01/2026', page: 1, txnPerPage: 50 },
      { endDate: 'Please set a valid date range' },
    ],
    [
      { startDate: '13/01/2026', endDate: '11/22/2026', page: 1, txnPerPage: 50 },
      { startDate: 'Please set a valid date range' },
    ],
    [
      { startDate: '11/01/2026', endDate: '11/22/2026', page: 0, txnPerPage: 50 },
      { page: expect.any(String) },
    ],
    [
      { startDate: '11/01/2026', endDate: '11/22/2026', page: 1, txnPerPage: 101 },
      { txnPerPage: expect.any(String) },
    ],
    [
      { startDate: '11/01/2026', endDate: '11/22/2026', page: 1.5, txnPerPage: 50 },
      { page: expect.any(String) },
    ],
  ])('history request %p → %p', (body, errors) => {
    expect(
      formErrors(
        api.historyRequestSchema(() => TODAY),
        body,
      ),
    ).toEqual(errors);
  });

  test('history download uses the same range rule', () => {
    const schema = api.historyDownloadRequestSchema(() => TODAY);
    expect(formErrors(schema, { startDate: '08/23/2026', endDate: '11/22/2026' })).toEqual({});
    expect(formErrors(schema, { startDate: '08/22/2026', endDate: '11/22/2026' })).toEqual({
      endDate: 'Please limit your request to a 3 month period',
    });
    expect(formErrors(schema, { startDate: '11/22/2026', endDate: '11/23/2026' })).toEqual({
      endDate: 'Please set a valid date range',
    });
  });

  test.each([
    ['freeze', api.FreezeRequestSchema, { frozen: 'yes' }, 'frozen'],
    ['agreement', api.AgreementRequestSchema, { accountId: '../../etc/passwd' }, 'accountId'],
    [
      'is registered',
      api.IsRegisteredRequestSchema,
      { cardNum: ACCOUNT, linkClickParams: { a: 1 } },
      'linkClickParams',
    ],
    [
      'agreement sign',
      api.AgreementSignRequestSchema,
      { accountId: ACCOUNT, email: 'x'.repeat(255) },
      'email',
    ],
    [
      'email resend',
      api.EmailResendRequestSchema,
      { accountId: ACCOUNT, captchaResponse: 'x'.repeat(4097) },
      'captchaResponse',
    ],
  ])('%s body with a bad field is rejected at that field', (_name, schema, body, field) => {
    expect(Object.keys(formErrors(schema as v.GenericSchema, body))).toEqual([field]);
  });
});

describe('responses', () => {
  test('login response with a session, and for a frozen card without one', () => {
    expect(
      v.parse(api.LoginResponseSchema, { card, auth: { token: 'jwt', exp: 1_800_000_000 } }).auth?.exp,
    ).toBe(1_800_000_000);
    expect(
      v.parse(api.LoginResponseSchema, { card: { ...card, freezeInfo: { frozen: true } }, auth: null }).auth,
    ).toBeNull();
  });

  test.each(['ACTIVATED', 'requires activation', 'issued', 'SOMETHING_NEW'])(
    'card info with status %p parses (unknown ones show ---)',
    (status) => {
      expect(v.parse(api.CardInfoResponseSchema, { ...card, status }).status).toBe(status);
    },
  );

  test('card info without its permissions is rejected', () => {
    const { permissions: _p, ...rest } = card;
    expect(v.safeParse(api.CardInfoResponseSchema, rest).success).toBe(false);
  });

  test('history response rows: MM/DD/YYYY dates, known types, signed amounts', () => {
    const body = {
      transactions: [
        { date: '11/21/2026', type: 'purchase', merchant: 'Coffee', amount: -4.5 },
        { date: '11/01/2026', type: 'load', merchant: 'Programme', amount: 100 },
      ],
      page: 1,
      txnCount: 2,
    };
    expect(v.parse(api.HistoryResponseSchema, body)).toEqual(body);
    expect(
      v.safeParse(api.HistoryResponseSchema, {
        ...body,
        transactions: [{ ...body.transactions[0], date: '2026-11-21' }],
      }).success,
    ).toBe(false);
    expect(
      v.safeParse(api.HistoryResponseSchema, {
        ...body,
        transactions: [{ ...body.transactions[0], type: 'gift' }],
      }).success,
    ).toBe(false);
  });

  test.each([
    [api.BalanceResponseSchema, { amount: 12.5 }, { amount: '12.50' }],
    [api.IsRegisteredResponseSchema, { registered: true }, {}],
    [api.RegisterResponseSchema, { needToUpdateInfo: false }, { needToUpdateInfo: 'no' }],
    [api.FreezeResponseSchema, { frozen: true }, { frozen: null }],
    [api.AgreementResponseSchema, { acceptanceDate: null }, { acceptanceDate: '2026-11-22' }],
    [api.AgreementSignResponseSchema, { acceptanceDate: '11/22/2026' }, { acceptanceDate: null }],
    [api.GetTokenResponseSchema, { token: 'abc' }, { token: 1 }],
    [
      api.ContactResponseSchema,
      { received: true, reference: 'C-7F3K9Q' },
      { received: true, reference: 'C-0O1I' },
    ],
    [
      api.CaptchaChallengeSchema,
      { algorithm: 'SHA-256', challenge: 'c', salt: 's', signature: 'g' },
      { algorithm: 'SHA-256' },
    ],
  ])('response schema accepts %#: a valid body and rejects a broken one', (schema, good, bad) => {
    expect(v.safeParse(schema as v.GenericSchema, good).success).toBe(true);
    expect(v.safeParse(schema as v.GenericSchema, bad).success).toBe(false);
  });

  test.each(api.ERROR_CODES.map((code) => [code]))('error body with code %p parses', (code) => {
    expect(v.parse(api.ApiErrorSchema, { code, message: 'x' }).code).toBe(code);
  });

  test('an error body with an unknown code or non-text field messages is rejected', () => {
    expect(v.safeParse(api.ApiErrorSchema, { code: 'teapot', message: 'x' }).success).toBe(false);
    expect(
      v.safeParse(api.ApiErrorSchema, { code: 'invalid_request', message: 'x', fields: { a: 1 } }).success,
    ).toBe(false);
  });
});

describe('paths and constants', () => {
  test('every call lives under /api/ind/v1 and the spec §7 paths are as given', () => {
    expect(api.API_BASE_PATH).toBe('/api/ind/v1');
    expect(PATHS).toMatchObject({
      login: '/auth/card',
      cardInfo: '/card/info',
      balance: '/card/balance',
      isRegistered: '/card/isRegistered',
      register: '/card/register',
      registerVirtualCard: '/card/registerVirtualCard',
      freeze: '/card/freeze',
      pinReset: '/card/pin/reset',
      emailResend: '/card/email/resend',
      history: '/card/txn/history',
      historyDownload: '/card/txn/history/download',
      agreement: '/card/vv/agreement',
      agreementSign: '/card/vv/agreement/sign',
      getToken: '/card/vv/getToken',
      contact: '/support/contact',
    });
  });

  test('the four captcha actions of spec §7', () => {
    expect(api.CAPTCHA_ACTIONS).toEqual([
      'ind_login',
      'ind_card_registration',
      'card_resend',
      'ind_contact_form',
    ]);
  });

  test('CSV export: columns, header and fallback file name', () => {
    expect(api.CSV_COLUMNS).toEqual(['Date', 'Type', 'Merchant', 'Amount']);
    expect(api.CSV_FILENAME_HEADER).toBe('X-Content-Filename');
    expect(api.CSV_FALLBACK_FILENAME).toBe('transaction-history.csv');
  });

  test('the card image path escapes its parts', () => {
    expect(cardImagePath('a/b', 't&u')).toBe('/card/vv/image/a%2Fb?token=t%26u');
  });
});
