import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { ADMIN_TOKEN, harness, type Harness } from './helpers';
import { parseArgs, requestFor, run } from '../src/cli/admin';

let h: Harness;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  h = await harness();
  await h.app.admin.listen({ port: 0, host: '127.0.0.1' });
  const { port } = h.app.admin.server.address() as AddressInfo;
  env = { ADMIN_URL: `http://127.0.0.1:${port}`, ADMIN_TOKEN };
});
afterAll(() => h.close());

describe('operator CLI', () => {
  test('card issue --json prints the card with number, CVV, expiry and image id (no link for a physical card)', async () => {
    const { code, output } = await run(
      ['card', 'issue', '--json', '--amount', '25.00', '--status', 'activated', '--registered'],
      env,
    );
    expect(code).toBe(0);
    expect(output).toEqual({
      cardNumber: expect.stringMatching(/^4\d{15}$/),
      cvv: expect.stringMatching(/^\d{3}$/),
      expiry: expect.stringMatching(/^\d{2}\/\d{2}$/),
      cardImageId: expect.any(String),
    });
  });

  test('a virtual card with --email carries the registration path and card info path', async () => {
    const { output } = await run(['card', 'issue', '--json', '--virtual', '--email', 'v@example.com'], env);
    expect(output).toMatchObject({
      email: 'v@example.com',
      registrationPath: expect.stringMatching(
        /^\/ind\/registration\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+\?/,
      ),
      cardInfoPath: expect.stringMatching(/^\/ind\/card\/info\//),
    });
  });

  test('--legacy issues from a legacy BIN; --permissions and --frozen are applied', async () => {
    const { output } = await run(
      ['card', 'issue', '--json', '--legacy', '--frozen', '--permissions', 'freeze'],
      env,
    );
    const card = output as { cardNumber: string };
    expect(['476897', '424136']).toContain(card.cardNumber.slice(0, 6));
    const shown = await run(
      ['card', 'show', '--card', card.cardNumber, '--reason', 'check the flags', '--json'],
      env,
    );
    expect(shown.output).toMatchObject({
      card: {
        gift2GoBin: true,
        freezeInfo: { frozen: true },
        permissions: { availableCardFreeze: true, availablePinReset: false, availableCardActivation: false },
      },
      balance: 25,
    });
  });

  test('txn post and txn seed add transactions; outbox list shows notifications', async () => {
    const { output } = await run(['card', 'issue', '--json', '--amount', '0'], env);
    const card = output as { cardNumber: string };
    const posted = await run(
      [
        'txn',
        'post',
        '--card',
        card.cardNumber,
        '--amount',
        '-12.34',
        '--merchant',
        'Cafe',
        '--date',
        '2026-01-02',
        '--type',
        'purchase',
        '--json',
      ],
      env,
    );
    expect(posted.code).toBe(0);
    expect(posted.output).toMatchObject({ balance: -12.34 });
    const seeded = await run(
      ['txn', 'seed', '--card', card.cardNumber, '--count', '30', '--days', '10', '--json'],
      env,
    );
    expect(seeded.output).toEqual({ inserted: 30 });
    await run(['card', 'issue', '--json', '--virtual', '--email', 'list@example.com'], env);
    const outbox = await run(['outbox', 'list', '--json'], env);
    const rows = outbox.output as {
      id: number;
      channel: string;
      to: string;
      subject?: string;
      body: string;
      createdAt: string;
    }[];
    expect(rows.at(-1)).toMatchObject({
      channel: 'email',
      to: 'list@example.com',
      subject: expect.any(String),
      body: expect.stringContaining('/ind/registration/'),
    });
  });

  test('a wrong admin token or an unknown command gives a JSON error and a non-zero code', async () => {
    const denied = await run(['outbox', 'list', '--json'], { ...env, ADMIN_TOKEN: 'wrong' });
    expect(denied.code).toBe(1);
    expect(denied.output).toMatchObject({ error: { code: 'unauthorized' } });
    const unknown = await run(['card', 'explode'], env);
    expect(unknown.code).toBe(2);
    expect(unknown.output).toMatchObject({ error: { code: 'cli' } });
    expect(() => requestFor(parseArgs(['txn', 'post', '--card']))).toThrow(/needs a value/);
  });

  test('admin endpoints refuse requests without an operator token: 401 unauthorized', async () => {
    const res = await h.app.admin.inject({ method: 'GET', url: '/admin/v1/outbox' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('unauthorized');
    const wrong = await h.app.admin.inject({
      method: 'GET',
      url: '/admin/v1/outbox',
      headers: { authorization: 'Bearer not-the-token' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('unauthorized');
  });

  test('`pnpm --silent admin` from the repo root prints exactly one JSON document', async () => {
    const root = resolve(__dirname, '../../..');
    // async: the server answering the CLI runs in this process
    const result = await new Promise<{ status: number | null; stdout: string }>((done) => {
      const child = spawn('pnpm', ['--silent', 'admin', 'outbox', 'list', '--json'], {
        cwd: root,
        env: { ...process.env, ...env },
      });
      let stdout = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
      child.on('close', (status) => done({ status, stdout }));
    });
    expect(result.status).toBe(0);
    expect(Array.isArray(JSON.parse(result.stdout))).toBe(true);
  }, 60_000);
});
