// The server's routes against the operation table of contracts: every operation is registered
// with its method and path and names itself in the route config, and no API route exists outside
// the table. (The client's calls are checked in packages/api-client/src/operations.test.ts, the
// OpenAPI document in packages/contracts/src/openapi.test.ts.)
import {
  API_BASE_PATH,
  OPERATIONS,
  OPERATION_NAMES,
  type Operation,
  PARTNER_BASE_PATH,
  PARTNER_OPERATIONS,
  PARTNER_OPERATION_NAMES,
} from '@portal/contracts';
import {
  ADMIN_BASE_PATH,
  ADMIN_OPERATIONS,
  ADMIN_OPERATION_NAMES,
  type AdminOperation,
  type CliOption,
} from '../src/operator/operations';
import { parseArgs, requestFor, run } from '../src/cli/admin';
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

test('every API route is an operation of the table (or the OpenAPI document of the table, as JSON and as a page)', () => {
  const outside = apiRoutes()
    .filter((r) => r.operation === undefined)
    .map((r) => `${r.method} ${r.url}`);
  expect(outside).toEqual([`GET ${API_BASE_PATH}/openapi.json`, `GET ${API_BASE_PATH}/docs`]);
  expect(apiRoutes()).toHaveLength(OPERATION_NAMES.length + 2);
});

test('every partner API route is an operation of the partner table, at its method and path, with its audit action', () => {
  const served = h.app.routeTable
    .filter((r) => r.url.startsWith(`${PARTNER_BASE_PATH}/`) && r.method !== 'HEAD' && r.method !== 'OPTIONS')
    .map((r) => `${r.method} ${r.url} ${r.auditAction}`);
  expect(served.sort()).toEqual(
    PARTNER_OPERATION_NAMES.map((name) => {
      const op = PARTNER_OPERATIONS[name];
      return `${op.method.toUpperCase()} ${PARTNER_BASE_PATH}${op.path} ${op.audit}`;
    }).sort(),
  );
});

test('the served OpenAPI document lists exactly the operations of the table (and of the partner table)', async () => {
  const res = await h.get(`${API_BASE_PATH}/openapi.json`);
  const doc = res.json<{ paths: Record<string, Record<string, { operationId: string }>> }>();
  const listed = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => method !== 'servers')
      .map(([method, o]) => `${o.operationId} ${method} ${path}`),
  );
  const expected = [
    ...OPERATION_NAMES.map(
      (name) => `${name} ${OPERATIONS[name].method} ${OPERATIONS[name].path.replace(/:(\w+)/g, '{$1}')}`,
    ),
    ...PARTNER_OPERATION_NAMES.map(
      (name) => `${name} ${PARTNER_OPERATIONS[name].method} ${PARTNER_OPERATIONS[name].path}`,
    ),
  ];
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
    replaceExpired: {
      cardNumber: card.cardNumber,
      cardCvv: card.cvv,
      idempotencyKey: 'a-key-of-sixteen-chars',
    },
    expiredReplacementQuote: { cardNumber: card.cardNumber, cardCvv: card.cvv },
  };
  const withCaptcha = OPERATION_NAMES.filter((n) => (OPERATIONS[n] as Operation).captcha);
  expect(withCaptcha.sort()).toEqual(Object.keys(bodies).sort());
  for (const name of withCaptcha) {
    const res = await h.post(OPERATIONS[name].path, {
      ...(bodies[name] as object),
      captchaResponse: 'wrong',
    });
    // the expired-card replacement and its quote prove the holder as login does, behind the login's captcha
    const asLogin = ['login', 'replaceExpired', 'expiredReplacementQuote'].includes(name);
    const expected = asLogin ? [403, 'sanctions'] : [400, 'captcha_failed'];
    expect([name, res.statusCode, res.json().code]).toEqual([name, ...expected]);
  }
});

describe('the operator table (ADMIN_OPERATIONS, src/operator)', () => {
  test('every operator route is an entry of the table, at its method and path, with its audit action and scope (the metrics aside)', () => {
    const served = h.app.admin.routeTable
      .filter((r) => r.method !== 'HEAD' && r.url !== '/metrics')
      .map((r) => `${r.method} ${r.url} ${r.auditAction ?? '-'} ${r.operatorScope}`)
      .sort();
    const table = ADMIN_OPERATION_NAMES.map((name) => {
      const op: AdminOperation = ADMIN_OPERATIONS[name];
      return `${op.method.toUpperCase()} ${ADMIN_BASE_PATH}${op.path} ${op.audit ?? '-'} ${op.scope}`;
    }).sort();
    expect(served).toEqual(table);
  });

  test.each(ADMIN_OPERATION_NAMES)(
    'the CLI sends %s to its method and path, its options as the body',
    (name) => {
      const op: AdminOperation = ADMIN_OPERATIONS[name];
      const argv = [
        ...op.command.split(' '),
        ...(op.argument ? ['7'] : []),
        ...(op.arguments ?? []).map(() => 'x'),
      ];
      const sample: Record<CliOption['type'], string | null> = {
        flag: null,
        text: 'x',
        number: '12',
        list: 'a,b',
      };
      for (const [option, o] of Object.entries(op.options)) {
        argv.push(`--${option}`);
        if (sample[o.type] !== null) argv.push(sample[o.type]!);
      }
      const request = requestFor(parseArgs([...argv, '--json']));
      const [path, query] = request.path.split('?');
      expect(`${request.method} ${path}`).toBe(`${op.method.toUpperCase()} ${ADMIN_BASE_PATH}${op.path}`);
      // a GET carries its options in the query, a POST in its body
      const sent =
        op.method === 'get' ? Object.fromEntries(new URLSearchParams(query)) : (request.body ?? {});
      expect(Object.keys(sent).sort()).toEqual(
        [
          ...Object.keys(op.options),
          ...(op.argument ? [op.argument.name] : []),
          ...(op.arguments ?? []).map((x) => x.name),
        ].sort(),
      );
    },
  );

  test('partner create takes its origins as a repeatable option', () => {
    expect(ADMIN_OPERATIONS.partnerCreate.options.origin).toMatchObject({ multiple: true, required: true });
  });

  test('the CLI: --help per command, required options, numbers, unknown options (exit code 2)', async () => {
    expect(await run(['card', 'unlock', '--help'], {})).toEqual({
      code: 0,
      output: {
        command: 'card unlock',
        summary: expect.any(String),
        usage: 'card unlock --card N --reason TEXT --json',
        scope: 'cards',
      },
    });
    expect(() => requestFor(parseArgs(['card', 'show', '--json']))).toThrow('--card is required');
    expect(() =>
      requestFor(parseArgs(['txn', 'seed', '--card', '4', '--count', 'many', '--days', '1'])),
    ).toThrow('--count must be a number');
    expect(
      requestFor(
        parseArgs([
          'txn',
          'post',
          '--amount',
          '-12.34',
          '--card',
          '4',
          '--merchant',
          'm',
          '--date',
          'd',
          '--type',
          'fee',
        ]),
      ).body,
    ).toMatchObject({ amount: -12.34 });
    const unknown = await run(['card', 'show', '--card', '4111', '--colour', 'red'], {});
    expect(unknown).toEqual({
      code: 2,
      output: { error: { code: 'cli', message: "unknown option --colour for 'card show'" } },
    });
  });
});
