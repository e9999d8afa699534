// The server's routes against the operation table of contracts: every operation is registered
// with its method and path and names itself in the route config, and no API route exists outside
// the table. (The client's calls are checked in packages/api-client/src/operations.test.ts, the
// OpenAPI document in packages/contracts/src/openapi.test.ts.)
import { API_BASE_PATH, OPERATIONS, OPERATION_NAMES, type Operation } from '@portal/contracts';
import { harness, holder, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(() => h.close());

const apiRoutes = () =>
  h.app.routeTable.filter(
    (r) => r.url.startsWith(`${API_BASE_PATH}/`) && r.method !== 'HEAD' && r.method !== 'OPTIONS',
  );

test.each(OPERATION_NAMES)('operation %s is served at its method and path, by its route', (name) => {
  const op: Operation = OPERATIONS[name];
  const served = apiRoutes().filter((r) => r.operation === name);
  expect(served.map((r) => `${r.method} ${r.url}`)).toEqual([
    `${op.method.toUpperCase()} ${API_BASE_PATH}${op.path}`,
  ]);
});

test('every API route is an operation of the table (or the OpenAPI document of the table)', () => {
  const outside = apiRoutes()
    .filter((r) => r.operation === undefined)
    .map((r) => `${r.method} ${r.url}`);
  expect(outside).toEqual([`GET ${API_BASE_PATH}/openapi.json`]);
  expect(apiRoutes()).toHaveLength(OPERATION_NAMES.length + 1);
});

test('the served OpenAPI document lists exactly the operations of the table', async () => {
  const res = await h.get(`${API_BASE_PATH}/openapi.json`);
  const doc = res.json<{ paths: Record<string, Record<string, { operationId: string }>> }>();
  const listed = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, o]) => `${o.operationId} ${method} ${path}`),
  );
  const expected = OPERATION_NAMES.map(
    (name) => `${name} ${OPERATIONS[name].method} ${OPERATIONS[name].path.replace(/:(\w+)/g, '{$1}')}`,
  );
  expect(listed.sort()).toEqual(expected.sort());
});

test('a session operation refuses a call without a session before reading the body (403 session_ended)', async () => {
  const session = OPERATION_NAMES.filter((n) => OPERATIONS[n].auth === 'session');
  for (const name of session) {
    const op: Operation = OPERATIONS[name];
    const res =
      op.method === 'get'
        ? await h.get(`${API_BASE_PATH}${op.path}`)
        : await h.post(op.path, { not: 'valid' });
    expect([name, res.statusCode, res.json().code]).toEqual([name, 403, 'session_ended']);
  }
});

test('an operation with a captcha refuses a wrong token (400 captcha_failed; login 403 sanctions)', async () => {
  const card = await h.issue({ virtual: true, email: 'v@example.com', registered: true });
  const bodies: Record<string, unknown> = {
    login: { cardNumber: card.cardNumber, cardCvv: card.cvv },
    register: { ...holder, cardNum: card.cardNumber, cvv: card.cvv },
    registerVirtualCard: { ...holder, accountId: card.accountId },
    emailResend: { accountId: card.accountId },
    contact: { name: 'Avery Stone', email: 'a@example.com', inquiryType: 'Card Use', message: 'Hello' },
  };
  const withCaptcha = OPERATION_NAMES.filter((n) => (OPERATIONS[n] as Operation).captcha);
  expect(withCaptcha.sort()).toEqual(Object.keys(bodies).sort());
  for (const name of withCaptcha) {
    const res = await h.post(OPERATIONS[name].path, {
      ...(bodies[name] as object),
      captchaResponse: 'wrong',
    });
    const expected = name === 'login' ? [403, 'sanctions'] : [400, 'captcha_failed'];
    expect([name, res.statusCode, res.json().code]).toEqual([name, ...expected]);
  }
});
