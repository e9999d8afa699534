// Operator CLI: `pnpm --silent admin <command>` from the repo root prints exactly one JSON
// document. It talks to the running server's operator listener (ADMIN_SOCKET, else ADMIN_URL,
// default http://127.0.0.1:<PORT + 1>, i.e. 8081) with an operator token (ADMIN_TOKEN, or
// <DATA_DIR>/admin-token in development).
import { request as httpRequest } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { parseArgs as parseNodeArgs } from 'node:util';
import {
  ADMIN_BASE_PATH,
  ADMIN_OPERATIONS,
  ADMIN_OPERATION_NAMES,
  adminOperationOf,
  type AdminOperation,
  type CliOption,
} from '../operator/operations';
import { defaultDataDir } from '../config/repo-root';

const optionUsage = (name: string, o: CliOption) => {
  const text = o.type === 'flag' ? `--${name}` : `--${name} ${o.hint ?? 'VALUE'}`;
  const once = o.required ? text : `[${text}]`;
  return o.multiple ? `${once} [${text} …]` : once;
};

/** One line per command of the operator table, e.g. 'card show --card N --json'. */
export const USAGE = ADMIN_OPERATION_NAMES.map((name) => {
  const op: AdminOperation = ADMIN_OPERATIONS[name];
  const options = Object.entries(op.options).map(([n, o]) => optionUsage(n, o));
  const positional = [...(op.argument ? [op.argument.hint] : []), ...(op.arguments ?? []).map((a) => a.hint)];
  return [op.command, ...positional, ...options, '--json'].join(' ');
});

export class CliError extends Error {}

export interface ParsedArgs {
  words: string[];
  flags: Record<string, string | string[] | boolean | undefined>;
}

/**
 * The command words, then its options parsed by Node's util.parseArgs with the options the
 * operator table gives the command (plus --json and --help); an unknown command is left to
 * requestFor, which lists the commands.
 */
export function parseArgs(argv: readonly string[]): ParsedArgs {
  const args = argv.filter((a) => a !== '--');
  // every command is two words ('card show'); what follows is its positional argument and options
  const firstOption = args.findIndex((a) => a.startsWith('-'));
  const words = (firstOption < 0 ? args : args.slice(0, firstOption)).slice(0, 2);
  const found = adminOperationOf(words.join(' '));
  if (!found) return { words: firstOption < 0 ? args : args.slice(0, firstOption), flags: {} };
  const [, op] = found;
  const options = {
    json: { type: 'boolean' as const },
    help: { type: 'boolean' as const, short: 'h' },
    ...Object.fromEntries(
      Object.entries(op.options).map(([name, o]) => [
        name,
        {
          type: o.type === 'flag' ? ('boolean' as const) : ('string' as const),
          ...(o.multiple ? { multiple: true } : {}),
        },
      ]),
    ),
  };
  try {
    // a negative amount ('--amount -12.34') is the option's value, not another option
    const rest = args.slice(words.length).reduce<string[]>((out, arg) => {
      const previous = out.at(-1);
      if (/^-\d/.test(arg) && previous?.startsWith('--') && !previous.includes('='))
        out[out.length - 1] = `${previous}=${arg}`;
      else out.push(arg);
      return out;
    }, []);
    const { values, positionals } = parseNodeArgs({
      args: rest,
      options,
      strict: true,
      allowPositionals: op.argument !== undefined || op.arguments !== undefined,
    });
    const several = op.arguments ?? [];
    if (several.length > 0 && positionals.length > several.length)
      throw new CliError(`'${op.command}' takes ${several.map((a) => a.hint).join(' ')}`);
    if (several.length === 0 && positionals.length > 1)
      throw new CliError(`'${op.command}' takes one ${op.argument?.hint ?? 'argument'}`);
    const flags = values as ParsedArgs['flags'];
    if (op.argument && positionals[0] !== undefined) flags[op.argument.name] = positionals[0];
    several.forEach((a, i) => {
      if (positionals[i] !== undefined) flags[a.name] = positionals[i];
    });
    return { words, flags };
  } catch (error) {
    if (error instanceof CliError) throw error;
    const code = (error as { code?: string }).code;
    const message = error instanceof Error ? error.message : String(error);
    const option = /'(-[-\w]+)/.exec(message)?.[1] ?? '';
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') throw new CliError(`${option} needs a value`);
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION')
      throw new CliError(`unknown option ${option} for '${op.command}'`);
    if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL')
      throw new CliError(`'${op.command}' takes no argument besides its options`);
    throw new CliError(message);
  }
}

export interface Request {
  method: 'GET' | 'POST';
  path: string;
  body?: Record<string, unknown>;
}

/** The usage of one command, for --help, with the scope its token needs. */
export function helpFor(
  words: string[],
): { command: string; summary: string; usage: string; scope: string } | null {
  const found = adminOperationOf(words.join(' '));
  if (!found) return null;
  const index = ADMIN_OPERATION_NAMES.indexOf(found[0]);
  return {
    command: found[1].command,
    summary: found[1].summary,
    usage: USAGE[index]!,
    scope: found[1].scope,
  };
}

/**
 * The admin request for a command line: the table's method and path, the body from its options.
 * A 'path' argument is made absolute from `cwd` (where the command was typed); a URL is kept.
 */
export function requestFor(args: ParsedArgs, cwd = process.env.INIT_CWD ?? process.cwd()): Request {
  const found = adminOperationOf(args.words.join(' '));
  if (!found) {
    throw new CliError(`unknown command '${args.words.join(' ')}'. Commands:\n${USAGE.join('\n')}`);
  }
  const [, op] = found;
  const body: Record<string, unknown> = {};
  const fields: [string, CliOption][] = Object.entries(op.options);
  if (op.argument)
    fields.unshift([op.argument.name, { type: op.argument.type, required: true, hint: op.argument.hint }]);
  const positional = new Map((op.arguments ?? []).map((a) => [a.name, a]));
  for (const a of [...positional.values()].reverse())
    fields.unshift([a.name, { type: a.type === 'number' ? 'number' : 'text', required: true, hint: a.hint }]);
  for (const [name, o] of fields) {
    const value = args.flags[name];
    if (value === undefined || value === false) {
      if (o.required)
        throw new CliError(
          name === op.argument?.name || positional.has(name)
            ? `give the ${o.hint ?? name}`
            : `--${name} is required`,
        );
      continue;
    }
    if (o.type === 'flag') body[name] = true;
    else if (o.multiple) {
      // repeated (`--origin a --origin b`) or comma-separated
      body[name] = [value]
        .flat()
        .flatMap((v) => String(v).split(','))
        .map((s) => s.trim())
        .filter(Boolean);
    } else if (o.type === 'number') {
      const n = Number(value);
      if (typeof value !== 'string' || value.trim() === '' || !Number.isFinite(n))
        throw new CliError(`--${name} must be a number`);
      body[name] = n;
    } else if (o.type === 'list') {
      body[name] = String(value)
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
    } else if (positional.get(name)?.type === 'path' && !/^[a-z][a-z\d+.-]*:\/\//i.test(String(value))) {
      body[name] = resolve(cwd, String(value));
    } else body[name] = String(value);
  }
  if (op.method === 'get') {
    const query = new URLSearchParams(
      Object.entries(body).map(([k, value]): [string, string] => [k, String(value)]),
    ).toString();
    return { method: 'GET', path: `${ADMIN_BASE_PATH}${op.path}${query ? `?${query}` : ''}` };
  }
  return { method: 'POST', path: `${ADMIN_BASE_PATH}${op.path}`, body };
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
    const args = parseArgs(argv);
    const help = args.flags.help ? helpFor(args.words) : null;
    if (help) return { code: 0, output: help };
    const request = requestFor(args);
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
