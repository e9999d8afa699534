// Operator CLI: `pnpm --silent admin <command>` from the repo root prints exactly one JSON
// document. It talks to the running server (PORTAL_URL, default http://localhost:8080) with the
// admin token (ADMIN_TOKEN, or <DATA_DIR>/admin-token in development).
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { defaultDataDir } from '../config/settings';

export const USAGE = [
  'card issue --json [--virtual] [--amount 25.00] [--status issued|requires_activation|activated] [--registered] [--frozen] [--legacy] [--sanctioned] [--permissions freeze,pin-reset,activation] [--email a@b.c]',
  'card show --card N --json',
  'txn post --card N --amount -12.34 --merchant NAME --date YYYY-MM-DD --type purchase|load|fee|refund --json',
  'txn seed --card N --count C --days D --json',
  'outbox list --json',
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

export async function run(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  fetchImpl: typeof fetch = fetch,
): Promise<{ code: number; output: unknown }> {
  try {
    const request = requestFor(parseArgs(argv));
    const base = (env.PORTAL_URL || 'http://localhost:8080').replace(/\/$/, '');
    const token = adminToken(env);
    const res = await fetchImpl(`${base}${request.path}`, {
      method: request.method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(request.body ? { 'content-type': 'application/json' } : {}),
      },
      ...(request.body ? { body: JSON.stringify(request.body) } : {}),
    }).catch((error: unknown) => {
      const reason =
        error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
      throw new Error(
        `cannot reach the server at ${base} (${reason}); is it running? Set PORTAL_URL otherwise`,
      );
    });
    const text = await res.text();
    let output: unknown;
    try {
      output = JSON.parse(text);
    } catch {
      output = { error: { code: 'internal', message: text.slice(0, 500) } };
    }
    if (!res.ok) return { code: 1, output: { error: output } };
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
