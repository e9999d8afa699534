// Notification outbox: rows are written in the same transaction as their cause; the
// dispatcher delivers pending rows through an adapter (console by default, SMTP, SMS webhook).
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../db';

export type Channel = 'email' | 'sms';

export interface OutboxMessage {
  id: number;
  channel: Channel;
  recipient: string;
  subject: string | null;
  body: string;
}

export async function enqueue(
  q: Queryable,
  message: { channel: Channel; recipient: string; subject?: string | null; body: string },
  now: Date,
): Promise<number> {
  const rows = await q.query<{ id: number }>(
    'insert into outbox (channel, recipient, subject, body, created_at) values ($1, $2, $3, $4, $5) returning id',
    [message.channel, message.recipient, message.subject ?? null, message.body, now],
  );
  return rows[0]!.id;
}

export interface DeliveryAdapter {
  readonly name: string;
  deliver(message: OutboxMessage): Promise<void>;
}

/** Dev delivery: the log. In production the body (it may hold a PIN) is left out. */
export function consoleAdapter(log: FastifyBaseLogger, production: boolean): DeliveryAdapter {
  return {
    name: 'console',
    deliver(message) {
      log.info(
        {
          outbox: {
            id: message.id,
            channel: message.channel,
            to: message.recipient,
            subject: message.subject,
            ...(production ? {} : { body: message.body }),
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
): Dispatcher {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  const runOnce = async (): Promise<number> => {
    // claim a batch (rows another instance holds are skipped), then deliver outside any
    // transaction so a slow mail server never holds the database
    const now = new Date();
    const rows = await db.query<OutboxMessage>(
      `update outbox set claimed_until = $2 where id in (
         select id from outbox
         where sent_at is null and attempts < 10 and (claimed_until is null or claimed_until < $1)
         order by id limit 20 for update skip locked)
       returning id, channel, recipient, subject, body`,
      [now, new Date(now.getTime() + 60_000)],
    );
    rows.sort((a, b) => a.id - b.id);
    let delivered = 0;
    for (const row of rows) {
      try {
        await adapters[row.channel].deliver(row);
        await db.query(
          'update outbox set sent_at = $2, attempts = attempts + 1, claimed_until = null where id = $1',
          [row.id, new Date()],
        );
        delivered++;
      } catch (error) {
        const text = error instanceof Error ? error.message : String(error);
        await db.query(
          'update outbox set attempts = attempts + 1, last_error = $2, claimed_until = null where id = $1',
          [row.id, text.slice(0, 500)],
        );
        log.warn({ outboxId: row.id, err: text }, 'notification delivery failed');
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
