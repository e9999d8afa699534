// The client's calls against the operation table of contracts: every operation but the card image
// and the legal PDFs (URLs for an <img> or a link: cardImageUrl, legalPdfUrl) has a method of `api` with its name, and calling it sends the
// table's method to the table's path with the table's captcha.
import { API_BASE_PATH, OPERATIONS, OPERATION_NAMES, type Operation } from '@portal/contracts';
import { startTestServer, type TestServer } from '@portal/test-server';
import { api, configureApiClient } from './index';

// no route is answered: every call fails with 404, only the request line and body matter
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  configureApiClient({
    apiBaseUrl: server.apiBaseUrl,
    captcha: { getToken: async (action) => `token-for:${action}` },
  });
});
afterAll(() => server.close());

const NOT_CALLS = ['cardImage', 'legalPdf'];
const holder = {
  firstName: 'Avery',
  lastName: 'Stone',
  address1: '42 Elm Street',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62704',
  email: 'a@example.com',
  phone: '(217) 555-0188',
};
const INPUT: Record<string, unknown> = {
  captchaChallenge: { action: 'ind_login' },
  login: { cardNumber: '4111 1111 1111 1111', cardCvv: '123' },
  isRegistered: { cardNum: 'acct_0123456789abcdef' },
  register: { ...holder, cardNum: '4111111111111111', cvv: '123', dateOfBirth: '04/12/1985' },
  registerVirtualCard: { ...holder, accountId: 'acct_0123456789abcdef' },
  freeze: { frozen: true },
  emailResend: { accountId: 'acct_0123456789abcdef' },
  history: { startDate: '01/01/2026', endDate: '01/31/2026', page: 1, txnPerPage: 50 },
  historyDownload: { startDate: '01/01/2026', endDate: '01/31/2026' },
  agreement: { accountId: 'acct_0123456789abcdef' },
  agreementSign: { accountId: 'acct_0123456789abcdef', email: null },
  getToken: { accountId: 'acct_0123456789abcdef' },
  contact: {
    name: 'Avery Stone',
    email: 'a@example.com',
    inquiryType: 'Card Use',
    message: 'Hi',
    cardNumber: '',
  },
};

test('the client has one call per operation of the table, named like it', () => {
  const calls = Object.keys(api).filter((k) => k !== 'cardImageUrl' && k !== 'legalPdfUrl');
  expect(calls.sort()).toEqual(OPERATION_NAMES.filter((n) => !NOT_CALLS.includes(n)).sort());
});

test.each(OPERATION_NAMES.filter((n) => !NOT_CALLS.includes(n)))(
  '%s sends the table method to the table path, with the table captcha',
  async (name) => {
    const op: Operation = OPERATIONS[name];
    const before = server.seen.length;
    const call = api[name as keyof typeof api] as (input?: unknown) => Promise<unknown>;
    await expect(call(INPUT[name])).rejects.toMatchObject({ status: 404 });
    expect(server.seen).toHaveLength(before + 1);
    const request = server.seen[before]!;
    expect(`${request.method} ${request.path}`).toBe(`${op.method.toUpperCase()} ${API_BASE_PATH}${op.path}`);
    expect((request.body as Record<string, unknown> | undefined)?.captchaResponse).toBe(
      op.captcha ? `token-for:${op.captcha}` : undefined,
    );
  },
);

test('the card image URL is the table path of cardImage', () => {
  const url = new URL(api.cardImageUrl('img_0123456789', 'tok'));
  expect(url.pathname).toBe(
    `${API_BASE_PATH}${OPERATIONS.cardImage.path.replace(':cardImageId', 'img_0123456789')}`,
  );
});
