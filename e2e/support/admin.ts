// The operator CLI (`pnpm --silent admin …`) against the e2e server: how journeys issue cards,
// post transactions and read the notification outbox.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function admin<T = unknown>(...args: string[]): T {
  const out = execFileSync('pnpm', ['--silent', 'admin', ...args], {
    cwd: root,
    env: {
      ...process.env,
      // the operator API listens on its own port (the server's PORT + 1), never on the public one
      ADMIN_URL: `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8090) + 1}`,
      ADMIN_TOKEN: 'e2e-admin-token',
    },
    encoding: 'utf8',
  });
  return JSON.parse(out) as T;
}

export interface IssuedCard {
  cardNumber: string;
  cvv: string;
  expiry: string;
  /** virtual cards only */
  accountId?: string;
  cardImageId: string;
  email?: string;
  registrationPath?: string;
  cardInfoPath?: string;
}

/** `card issue --json …` */
export function issueCard(...flags: string[]): IssuedCard {
  return admin<IssuedCard>('card', 'issue', '--json', ...flags);
}

/** `txn post --json …`: one posted transaction on `card`, dated `date` (YYYY-MM-DD). */
export function postTransaction(
  card: Pick<IssuedCard, 'cardNumber'>,
  txn: { amount: string; merchant: string; date: string; type: string },
): void {
  admin(
    'txn',
    'post',
    '--card',
    card.cardNumber,
    '--amount',
    txn.amount,
    '--merchant',
    txn.merchant,
    '--date',
    txn.date,
    '--type',
    txn.type,
    '--json',
  );
}

/** The operator CLI's refusal: its exit code is 1 and its one JSON document names the error. */
export function adminRefusal(...args: string[]): { error: { code: string; message: string } } {
  try {
    admin(...args);
  } catch (error) {
    return JSON.parse(String((error as { stdout?: string }).stdout)) as {
      error: { code: string; message: string };
    };
  }
  throw new Error(`admin ${args.join(' ')} was not refused`);
}

/** One message of the notification outbox (`outbox list --json`). */
export interface OutboxMessage {
  id: number;
  channel: 'email' | 'sms';
  to: string;
  subject?: string;
  body: string;
}

/** `outbox list --json`: every message the portal queued, oldest first. */
export function outbox(): OutboxMessage[] {
  return admin<OutboxMessage[]>('outbox', 'list', '--json');
}
