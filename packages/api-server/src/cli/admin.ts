// Operator CLI: `pnpm --silent admin <command>` from the repo root prints exactly one JSON
// document. It talks to the running server's operator listener (ADMIN_SOCKET, else ADMIN_URL,
// default http://127.0.0.1:<PORT + 1>, i.e. 8081) with an operator token (ADMIN_TOKEN, or
// <DATA_DIR>/admin-token in development).
import { request as httpRequest } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { defaultDataDir } from '../config/settings';

export const USAGE = [
  'card issue --json [--virtual] [--amount 25.00] [--status issued|requires_activation|activated] [--registered] [--frozen] [--legacy] [--sanctioned] [--permissions freeze,pin-reset,activation] [--email a@b.c]',
  'card show --card N --json',
  'card update-contact --card N [--email E] [--phone P] --reason TEXT --json',
  'card unlock --card N [--reason TEXT] --json',
  'txn post --card N --amount -12.34 --merchant NAME --date YYYY-MM-DD --type purchase|load|fee|refund --json',
  'txn seed --card N --count C --days D --json',
  'outbox list --json',
  'keys reencrypt --json',
];

const BOOLEAN_FLAGS = new Set(['json', 'virtual', 'registered', 'frozen', 'legacy', 'sanctioned']);
const VALUE_FLAGS = new Set([
  'amount',
  'status',
  'permissions',
  'email',
  'card',
  'merchant',
  'date',
  'type',
  'count',
  'days',
  'phone',
  'reason',
]);

export class CliError extends Error {}

export interface ParsedArgs {
  words: string[];
  flags: Record<string, string | true>;
}

export function parseArgs(argv: readonly string[]): ParsedArgs {
  const words: string[] = [];
  const flags: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') continue;
    if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
      if (BOOLEAN_FLAGS.has(name)) flags[name] = true;
      else if (VALUE_FLAGS.has(name)) {
        const value = inline ?? argv[++i];
        if (value === undefined) throw new CliError(`--${name} needs a value`);
        flags[name] = value;
      } else throw new CliError(`unknown option --${name}`);
    } else words.push(arg);
  }
  return { words, flags };
}

function str(flags: ParsedArgs['flags'], name: string): string {
  const value = flags[name];
  if (typeof value !== 'string') throw new CliError(`--${name} is required`);
  return value;
}

function num(flags: ParsedArgs['flags'], name: string): number {
  const n = Number(str(flags, name));
  if (!Number.isFinite(n)) throw new CliError(`--${name} must be a number`);
  return n;
}

export interface Request {
  method: 'GET' | 'POST';
  path: string;
  body?: Record<string, unknown>;
}

/** The admin request for a command line. */
export function requestFor(args: ParsedArgs): Request {
  const { words, flags } = args;
  const command = words.join(' ');
  switch (command) {
    case 'card issue': {
      const body: Record<string, unknown> = {};
      for (const f of ['virtual', 'registered', 'frozen', 'legacy', 'sanctioned'])
        if (flags[f] === true) body[f] = true;
      if (flags.amount !== undefined) body.amount = num(flags, 'amount');
      if (flags.status !== undefined) body.status = str(flags, 'status');
      if (flags.email !== undefined) body.email = str(flags, 'email');
      if (flags.permissions !== undefined) {
        body.permissions = str(flags, 'permissions')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
      }
      return { method: 'POST', path: '/admin/v1/cards', body };
    }
    case 'card show':
      return { method: 'POST', path: '/admin/v1/cards/show', body: { card: str(flags, 'card') } };
    case 'card update-contact': {
      const body: Record<string, unknown> = { card: str(flags, 'card'), reason: str(flags, 'reason') };
      if (flags.email !== undefined) body.email = str(flags, 'email');
      if (flags.phone !== undefined) body.phone = str(flags, 'phone');
      return { method: 'POST', path: '/admin/v1/cards/contact', body };
    }
    case 'card unlock': {
      const body: Record<string, unknown> = { card: str(flags, 'card') };
      if (flags.reason !== undefined) body.reason = str(flags, 'reason');
      return { method: 'POST', path: '/admin/v1/cards/unlock', body };
    }
    case 'txn post':
      return {
        method: 'POST',
        path: '/admin/v1/txns',
        body: {
          card: str(flags, 'card'),
          amount: num(flags, 'amount'),
          merchant: str(flags, 'merchant'),
          date: str(flags, 'date'),
          type: str(flags, 'type'),
        },
      };
    case 'txn seed':
      return {
        method: 'POST',
        path: '/admin/v1/txns/seed',
        body: { card: str(flags, 'card'), count: num(flags, 'count'), days: num(flags, 'days') },
      };
    case 'outbox list':
      return { method: 'GET', path: '/admin/v1/outbox' };
    case 'keys reencrypt':
      return { method: 'POST', path: '/admin/v1/keys/reencrypt', body: {} };
    default:
      throw new CliError(`unknown command '${command}'. Commands:\n${USAGE.join('\n')}`);
  }
}

export function adminToken(env: NodeJS.ProcessEnv): string {
  if (env.ADMIN_TOKEN) return env.ADMIN_TOKEN;
  const dataDir = env.DATA_DIR
    ? isAbsolute(env.DATA_DIR)
      ? env.DATA_DIR
      : resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR)
    : defaultDataDir();
  const file = join(dataDir, 'admin-token');
  if (!existsSync(file))
    throw new CliError(`no ADMIN_TOKEN and no ${file} (start the server once, or set ADMIN_TOKEN)`);
  return readFileSync(file, 'utf8').trim();
}

/** Where the operator listener is: a unix socket, or a base URL. */
export function adminTarget(env: NodeJS.ProcessEnv): { socketPath: string } | { base: string } {
  if (env.ADMIN_SOCKET) return { socketPath: env.ADMIN_SOCKET };
  const port = Number(env.PORT || 8080) + 1;
  return { base: (env.ADMIN_URL || `http://127.0.0.1:${port}`).replace(/\/$/, '') };
}

/** One HTTP exchange with the operator listener (node:http: it speaks over a unix socket too). */
function exchange(
  target: ReturnType<typeof adminTarget>,
  request: Request,
  token: string,
): Promise<{ status: number; text: string }> {
  const body = request.body ? JSON.stringify(request.body) : undefined;
  const url = 'base' in target ? new URL(`${target.base}${request.path}`) : null;
  return new Promise((resolvePromise, reject) => {
    const req = httpRequest(
      {
        ...(url
          ? { hostname: url.hostname, port: url.port, path: `${url.pathname}${url.search}` }
          : { socketPath: (target as { socketPath: string }).socketPath, path: request.path }),
        method: request.method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
        },
        timeout: 120_000,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolvePromise({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.end(body);
  });
}

export async function run(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number; output: unknown }> {
  try {
    const request = requestFor(parseArgs(argv));
    const target = adminTarget(env);
    const where = 'base' in target ? target.base : target.socketPath;
    const token = adminToken(env);
    const res = await exchange(target, request, token).catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(
        `cannot reach the operator API at ${where} (${reason}); is the server running? Set ADMIN_URL or ADMIN_SOCKET otherwise`,
      );
    });
    let output: unknown;
    try {
      output = JSON.parse(res.text);
    } catch {
      output = { error: { code: 'internal', message: res.text.slice(0, 500) } };
    }
    if (res.status < 200 || res.status >= 300) return { code: 1, output: { error: output } };
    return { code: 0, output };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { code: error instanceof CliError ? 2 : 1, output: { error: { code: 'cli', message } } };
  }
}

// run when executed directly (not when imported by tests)
if (process.argv[1] && /cli[\\/]admin\.[cm]?[jt]s$/.test(process.argv[1])) {
  void run(process.argv.slice(2), process.env).then(({ code, output }) => {
    process.stdout.write(`${JSON.stringify(output, null, 2)}\n`);
    process.exitCode = code;
  });
}
