// Notification outbox: rows are written in the same transaction as their cause; the
// dispatcher delivers pending rows through an adapter (console by default, SMTP, SMS webhook).
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../db';
import type { Sealer } from '../crypto/sealed';
import type { NewOutboxMessage, OutboxMessage } from './message';
import { claimBatch, insertOutbox, markFailed, markSent } from './repository';

/**
 * Queue a message in the caller's transaction. A message carrying a secret gives `sealed` (its
 * body sealed with ctx.sealer) and a redacted `body`: the secret is stored encrypted and, once a
 * real transport delivered it, dropped (the redacted body stays).
 */
export async function enqueue(q: Queryable, message: NewOutboxMessage, now: Date): Promise<number> {
  return insertOutbox(q, message, now);
}

export interface DeliveryAdapter {
  readonly name: string;
  /**
   * true for the console adapter in development, which delivers nowhere: a secret stays sealed
   * for the operator's `outbox list`. Any other adapter (a real transport) leaves only the redacted body.
   */
  readonly keepsSecret?: boolean;
  deliver(message: OutboxMessage): Promise<void>;
}

/** Dev delivery: the log. Never a secret (a message carrying one logs its redacted text); no body in production. */
export function consoleAdapter(log: FastifyBaseLogger, production: boolean): DeliveryAdapter {
  return {
    name: 'console',
    // in production `outbox list` never reveals a secret: nobody could ever read it, so it is dropped
    keepsSecret: !production,
    deliver(message) {
      log.info(
        {
          outbox: {
            id: message.id,
            channel: message.channel,
            to: message.recipient,
            subject: message.subject,
            ...(production ? {} : { body: message.redacted ?? message.body }),
          },
        },
        'notification delivered to the console adapter',
      );
      return Promise.resolve();
    },
  };
}

export function smtpAdapter(smtpUrl: string, from: string): DeliveryAdapter {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async deliver(message) {
      await transport.sendMail({
        from,
        to: message.recipient,
        subject: message.subject ?? '',
        text: message.body,
      });
    },
  };
}

export function smsWebhookAdapter(url: string, fetchImpl: typeof fetch = fetch): DeliveryAdapter {
  return {
    name: 'sms-webhook',
    async deliver(message) {
      const res = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to: message.recipient, body: message.body }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS webhook answered ${res.status}`);
    },
  };
}

export interface Dispatcher {
  /** deliver every pending row once; returns how many were delivered */
  runOnce(): Promise<number>;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

export function createDispatcher(
  db: Db,
  adapters: { email: DeliveryAdapter; sms: DeliveryAdapter },
  log: FastifyBaseLogger,
  sealer: Sealer,
  options: { now?: () => Date; giveUpHours?: number } = {},
): Dispatcher {
  const clock = options.now ?? (() => new Date());
  const giveUpMs = (options.giveUpHours ?? 24) * 3_600_000;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  const runOnce = async (): Promise<number> => {
    // claim a batch (rows another instance holds are skipped), then deliver outside any
    // transaction so a slow mail server never holds the database
    const now = clock();
    const rows = await claimBatch(db, now);
    let delivered = 0;
    for (const { body_enc: sealed, ...row } of rows) {
      const adapter = adapters[row.channel];
      try {
        const secret = sealed === null ? null : sealer.open(sealed);
        if (sealed !== null && secret === null)
          throw new Error('the sealed body cannot be opened with the current keys');
        await adapter.deliver(secret === null ? row : { ...row, body: secret, redacted: row.body });
        // delivered by a real transport: the secret is no longer kept, only the redacted body
        await markSent(db, row.id, clock(), !adapter.keepsSecret);
        delivered++;
      } catch (error) {
        const text = error instanceof Error ? error.message : String(error);
        const at = clock();
        const givenUp = await markFailed(db, row.id, {
          error: text.slice(0, 500),
          now: at,
          giveUpBefore: new Date(at.getTime() - giveUpMs),
        });
        if (givenUp)
          log.error({ outboxId: row.id, channel: row.channel, err: text }, 'notification failed for good');
        else log.warn({ outboxId: row.id, err: text }, 'notification delivery failed; retried with backoff');
      }
    }
    return delivered;
  };
  return {
    runOnce,
    start(intervalMs = 2000) {
      if (timer) return;
      timer = setInterval(() => {
        if (running) return;
        running = runOnce()
          .catch((error: unknown) => {
            log.warn(
              { err: error instanceof Error ? error.message : String(error) },
              'outbox dispatch failed',
            );
            return 0;
          })
          .finally(() => {
            running = null;
          });
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      if (running) await running;
    },
  };
}
