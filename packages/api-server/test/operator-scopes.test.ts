// Operator tokens carry scopes (contracts OPERATOR_SCOPES): each operation of the operator table
// names the one it needs, /metrics needs `metrics`; a token without it is 403 forbidden_scope,
// audited with the token's name and the missing scope. ADMIN_TOKENS takes `name:token:scope+scope`;
// an entry without scopes has them all in development and stops a production start.
import {
  ADMIN_BASE_PATH,
  ADMIN_OPERATIONS,
  ADMIN_OPERATION_NAMES,
  type AdminOperation,
} from '../src/operator/operations';
import { OPERATOR_SCOPES, type OperatorScope } from '../src/operator/scopes';
import { run } from '../src/cli/admin';
import { operatorsOf } from '../src/config/operators';
import { productionRefusals } from '../src/config/production';
import { loadSettings } from '../src/config/settings';
import { harness, type Harness } from './helpers';

const tokenOf = (name: string) => `${name}-token-0123456789abcdef`;
/** one token with only each scope, and one with every scope but it */
const only = (s: OperatorScope) => `only-${s}`;
const allBut = (s: OperatorScope) => `all-but-${s}`;

let h: Harness;
beforeAll(async () => {
  h = await harness({
    settings: {
      adminTokens: OPERATOR_SCOPES.flatMap((s) => [
        { name: only(s), token: tokenOf(only(s)), scopes: [s] },
        { name: allBut(s), token: tokenOf(allBut(s)), scopes: OPERATOR_SCOPES.filter((x) => x !== s) },
      ]),
    },
  });
});
afterAll(() => h.close());

const call = (op: AdminOperation, token: string) =>
  h.admin(op.method === 'get' ? 'GET' : 'POST', op.path, op.method === 'get' ? undefined : {}, token);
const metrics = (token: string) =>
  h.app.admin.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });

describe('scopes of the operator table', () => {
  test('every scope guards at least one operation (metrics: /metrics), and test data is exactly the test-data scope', () => {
    const used = new Set(ADMIN_OPERATION_NAMES.map((n) => (ADMIN_OPERATIONS[n] as AdminOperation).scope));
    expect([...used, 'metrics'].sort()).toEqual([...OPERATOR_SCOPES].sort());
    for (const name of ADMIN_OPERATION_NAMES) {
      const op: AdminOperation = ADMIN_OPERATIONS[name];
      expect([name, op.scope === 'test-data']).toEqual([name, op.testData === true]);
    }
  });

  test('each operator route carries its scope from the table; /metrics needs metrics', () => {
    const served = h.app.admin.routeTable
      .filter((r) => r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url} ${r.operatorScope}`)
      .sort();
    const table = ADMIN_OPERATION_NAMES.map((name) => {
      const op: AdminOperation = ADMIN_OPERATIONS[name];
      return `${op.method.toUpperCase()} ${ADMIN_BASE_PATH}${op.path} ${op.scope}`;
    });
    expect(served).toEqual([...table, 'GET /metrics metrics'].sort());
  });

  test.each(ADMIN_OPERATION_NAMES)(
    '%s: a token without its scope is 403 forbidden_scope (audited with the token name and the scope); one with only that scope gets past',
    async (name) => {
      const op: AdminOperation = ADMIN_OPERATIONS[name];
      const refused = await call(op, tokenOf(allBut(op.scope)));
      expect([refused.statusCode, refused.json().code]).toEqual([403, 'forbidden_scope']);
      expect(refused.json().message).toContain(`'${op.scope}'`);
      const audit = await h.rows<{ outcome: string; detail: unknown }>(
        "select outcome, detail from audit_log where action = 'admin' order by id desc limit 1",
      );
      const detail = audit[0]!.detail;
      expect(audit[0]!.outcome).toBe('forbidden_scope');
      expect(typeof detail === 'string' ? JSON.parse(detail) : detail).toEqual({
        operator: allBut(op.scope),
        scope: op.scope,
        route: `${op.method.toUpperCase()} ${ADMIN_BASE_PATH}${op.path}`,
      });
      // with its scope the call reaches validation or its handler (whatever it answers, not 401/403)
      const allowed = await call(op, tokenOf(only(op.scope)));
      expect([401, 403]).not.toContain(allowed.statusCode);
    },
  );

  test('/metrics: a token without metrics is 403 forbidden_scope; a metrics-only token scrapes, and reaches nothing else', async () => {
    const refused = await metrics(tokenOf(allBut('metrics')));
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'forbidden_scope']);
    const audit = await h.rows<{ outcome: string; detail: unknown }>(
      "select outcome, detail from audit_log where action = 'admin' order by id desc limit 1",
    );
    const detail = audit[0]!.detail;
    expect(typeof detail === 'string' ? JSON.parse(detail) : detail).toMatchObject({
      operator: allBut('metrics'),
      scope: 'metrics',
    });
    const scraped = await metrics(tokenOf(only('metrics')));
    expect(scraped.statusCode).toBe(200);
    expect(scraped.body).toContain('portal_http_requests_total');
    const card = await h.admin(
      'POST',
      '/cards/show',
      { card: '4111111111111111', reason: 'x' },
      tokenOf(only('metrics')),
    );
    expect([card.statusCode, card.json().code]).toEqual([403, 'forbidden_scope']);
  });

  test('the CLI --help names the scope a command needs', async () => {
    expect((await run(['card', 'show', '--help'], {})).output).toMatchObject({ scope: 'cards' });
    expect((await run(['remote', 'switch', '--help'], {})).output).toMatchObject({ scope: 'releases' });
  });
});

describe('ADMIN_TOKENS with scopes', () => {
  const dev = { PORTAL_MODE: 'development', CAPTCHA: 'off' };
  test('name:token:scope+scope gives those scopes; name:token (and ADMIN_TOKEN) every scope in development', () => {
    const settings = loadSettings({
      ...dev,
      ADMIN_TOKENS: `prometheus:${tokenOf('p')}:metrics, desk:${tokenOf('d')}:cards+support+cards,old:${tokenOf('o')}`,
      ADMIN_TOKEN: tokenOf('a'),
    });
    expect(operatorsOf(settings).map((o) => [o.name, o.scopes])).toEqual([
      ['prometheus', ['metrics']],
      ['desk', ['cards', 'support']],
      ['old', [...OPERATOR_SCOPES]],
      ['admin', [...OPERATOR_SCOPES]],
    ]);
  });

  test('an unknown scope, an empty scope list or a fourth part stops the start (a typo never becomes part of a token)', () => {
    for (const value of [
      `p:${tokenOf('p')}:metric`,
      `p:${tokenOf('p')}:`,
      `p:${tokenOf('p')}:metrics:cards`,
      `p:${tokenOf('p')}:metrics+nope`,
    ]) {
      expect(() => loadSettings({ ...dev, ADMIN_TOKENS: value })).toThrow(/ADMIN_TOKENS/);
    }
  });

  test('in production an entry without scopes is refused at start (listed with the other refusals); scoped entries start', () => {
    const env = {
      PUBLIC_URL: 'https://portal.example',
      DATABASE_URL: 'postgres://db/portal',
      NOTIFY_TRANSPORT: 'log',
      TRUST_PROXY: '1',
    };
    const unscoped = loadSettings({ ...env, ADMIN_TOKENS: `ops:${tokenOf('o')}`, ADMIN_TOKEN: tokenOf('a') });
    expect(productionRefusals(unscoped, env)).toEqual([
      expect.stringMatching(/'ops', 'admin' name no scopes/),
    ]);
    expect(() => operatorsOf(unscoped)).toThrow(/name no scopes/);
    const scoped = loadSettings({ ...env, ADMIN_TOKENS: `ops:${tokenOf('o')}:releases+partners` });
    expect(productionRefusals(scoped, env)).toEqual([]);
    expect(operatorsOf(scoped)).toEqual([
      { name: 'ops', token: tokenOf('o'), scopes: ['releases', 'partners'] },
    ]);
  });
});
