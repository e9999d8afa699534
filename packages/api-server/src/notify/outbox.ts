// Notification outbox: rows are written in the same transaction as their cause; the
// dispatcher delivers pending rows through an adapter (SMTP, SMS webhook, or the log in
// development and under NOTIFY_TRANSPORT=log), each message once however many replicas run it:
// a claim per message that outlives its delivery, and an idempotency key a provider drops a repeat by.
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../db';
import type { Sealer } from '../crypto/sealed';
import type { Channel, NewOutboxMessage, OutboxMessage } from './message';
import { claimBatch, insertOutbox, markFailed, markSent } from './repository';

type ClaimedMessage = OutboxMessage & { body_enc: string | null };

/** A delivery that has not answered within `ms` is a failure (tried again after its backoff). */
function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

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

/**
 * The longest one delivery may take: each transport gives up past it (the webhook's request, the
 * SMTP connection, greeting and socket), and the dispatcher stops waiting past it too.
 */
export const DELIVERY_TIMEOUT_MS = 10_000;

/**
 * How long a claimed message is held by the replica that claimed it: well past a delivery's
 * timeout, so no other replica takes a message whose delivery may still succeed. Each message is
 * claimed just before its own delivery starts (never a long batch under one claim).
 */
export const CLAIM_LEASE_MS = 6 * DELIVERY_TIMEOUT_MS;

/** The key a provider drops a repeat by: the same for every attempt of one outbox message. */
export function idempotencyKeyOf(message: Pick<OutboxMessage, 'id'>): string {
  return `outbox-${message.id}`;
}

/** The mail a message is sent as: its Message-ID and X-Idempotency-Key stay the same on every attempt. */
export function mailOf(message: OutboxMessage, from: string) {
  const key = idempotencyKeyOf(message);
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'portal.invalid';
  return {
    from,
    to: message.recipient,
    subject: message.subject ?? '',
    text: message.body,
    messageId: `<${key}@${domain}>`,
    headers: { 'X-Idempotency-Key': key },
  };
}

/** SMTP_URL, or (tests) a nodemailer transport of one's own. */
export function smtpAdapter(smtp: string | Transporter, from: string): DeliveryAdapter {
  const transport =
    typeof smtp === 'string'
      ? nodemailer.createTransport({
          url: smtp,
          connectionTimeout: DELIVERY_TIMEOUT_MS,
          greetingTimeout: DELIVERY_TIMEOUT_MS,
          socketTimeout: DELIVERY_TIMEOUT_MS,
        } as Parameters<typeof nodemailer.createTransport>[0])
      : smtp;
  return {
    name: 'smtp',
    async deliver(message) {
      await transport.sendMail(mailOf(message, from));
    },
  };
}

export function smsWebhookAdapter(url: string, fetchImpl: typeof fetch = fetch): DeliveryAdapter {
  return {
    name: 'sms-webhook',
    async deliver(message) {
      const res = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKeyOf(message) },
        body: JSON.stringify({ to: message.recipient, body: message.body }),
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`SMS webhook answered ${res.status}`);
    },
  };
}

/** One delivery attempt's outcome, for the metrics: sent, failed and retried later, or failed for good. */
export type DeliveryOutcome = 'sent' | 'retry' | 'failed';

/** Messages one replica delivers at once, each under its own claim. */
const PARALLEL = 5;
/** Messages one run delivers at most, so that a run ends and the next timer tick starts afresh. */
const PER_RUN = 200;

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
  options: {
    now?: () => Date;
    giveUpHours?: number;
    /** each attempt, for the delivery counters and the latency histogram */
    observe?: (channel: Channel, outcome: DeliveryOutcome, seconds: number) => void;
  } = {},
): Dispatcher {
  const clock = options.now ?? (() => new Date());
  const giveUpMs = (options.giveUpHours ?? 24) * 3_600_000;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  const deliverOne = async ({ body_enc: sealed, ...row }: ClaimedMessage): Promise<boolean> => {
    const adapter = adapters[row.channel];
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    try {
      const secret = sealed === null ? null : sealer.open(sealed);
      if (sealed !== null && secret === null)
        throw new Error('the sealed body cannot be opened with the current keys');
      await withTimeout(
        adapter.deliver(secret === null ? row : { ...row, body: secret, redacted: row.body }),
        DELIVERY_TIMEOUT_MS,
      );
      // delivered by a real transport: the secret is no longer kept, only the redacted body
      await markSent(db, row.id, clock(), !adapter.keepsSecret);
      options.observe?.(row.channel, 'sent', seconds());
      return true;
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      const at = clock();
      const givenUp = await markFailed(db, row.id, {
        error: text.slice(0, 500),
        now: at,
        giveUpBefore: new Date(at.getTime() - giveUpMs),
      });
      options.observe?.(row.channel, givenUp ? 'failed' : 'retry', seconds());
      if (givenUp)
        log.error({ outboxId: row.id, channel: row.channel, err: text }, 'notification failed for good');
      else log.warn({ outboxId: row.id, err: text }, 'notification delivery failed; retried with backoff');
      return false;
    }
  };
  const runOnce = async (): Promise<number> => {
    // a few messages at a time, each claimed just before its delivery (rows another replica holds
    // are skipped), delivered outside any transaction so a slow provider never holds the database
    let delivered = 0;
    for (let done = 0; done < PER_RUN;) {
      const rows = await claimBatch(db, clock(), PARALLEL, CLAIM_LEASE_MS);
      if (rows.length === 0) break;
      const results = await Promise.all(rows.map(deliverOne));
      delivered += results.filter(Boolean).length;
      done += rows.length;
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
