// The outbox table: queued messages, claimed in batches by one dispatcher at a time per row.
import type { Queryable } from '../db';
import type { NewOutboxMessage, OutboxMessage } from './message';

export async function insertOutbox(q: Queryable, m: NewOutboxMessage, now: Date): Promise<number> {
  const rows = await q.query<{ id: number }>(
    'insert into outbox (channel, recipient, subject, body, body_enc, created_at) values ($1, $2, $3, $4, $5, $6) returning id',
    [m.channel, m.recipient, m.subject ?? null, m.body, m.sealed ?? null, now],
  );
  return rows[0]!.id;
}

/**
 * Claim up to `limit` due rows for `leaseMs` (rows another instance holds are skipped), in id
 * order. The caller delivers them at once, so the lease covers one delivery, not a queue of them.
 */
export async function claimBatch(
  q: Queryable,
  now: Date,
  limit: number,
  leaseMs: number,
): Promise<(OutboxMessage & { body_enc: string | null })[]> {
  const rows = await q.query<OutboxMessage & { body_enc: string | null }>(
    `update outbox set claimed_until = $2 where id in (
       select id from outbox
       where sent_at is null and failed_at is null
         and (next_attempt_at is null or next_attempt_at <= $1)
         and (claimed_until is null or claimed_until < $1)
       order by id limit $3 for update skip locked)
     returning id, channel, recipient, subject, body, body_enc`,
    [now, new Date(now.getTime() + leaseMs), limit],
  );
  return rows.sort((a, b) => a.id - b.id);
}

/** Delivered; a real transport's delivery also drops the sealed secret (only the redacted body stays). */
export async function markSent(q: Queryable, id: number, at: Date, dropSecret: boolean): Promise<void> {
  await q.query(
    `update outbox set sent_at = $2, attempts = attempts + 1, claimed_until = null${dropSecret ? ', body_enc = null' : ''} where id = $1`,
    [id, at],
  );
}

/** Backoff after the n-th failed attempt: 2 s, 4 s, 8 s … at most 10 minutes. */
export function backoffMs(attempts: number): number {
  return Math.min(2000 * 2 ** Math.max(0, attempts - 1), 600_000);
}

/**
 * A failed attempt: the next one after the backoff, or — once the message is older than the
 * give-up horizon — failed for good. True when it was given up.
 */
export async function markFailed(
  q: Queryable,
  id: number,
  failure: { error: string; now: Date; giveUpBefore: Date },
): Promise<boolean> {
  const rows = await q.query<{ attempts: number; created_at: Date }>(
    'update outbox set attempts = attempts + 1, last_error = $2, claimed_until = null where id = $1 returning attempts, created_at',
    [id, failure.error],
  );
  const row = rows[0];
  if (!row) return false;
  const givenUp = new Date(row.created_at).getTime() <= failure.giveUpBefore.getTime();
  await q.query('update outbox set next_attempt_at = $2, failed_at = $3 where id = $1', [
    id,
    new Date(failure.now.getTime() + backoffMs(row.attempts)),
    givenUp ? failure.now : null,
  ]);
  return givenUp;
}

/** Send a failed or waiting message again now; false when it is unknown or already sent. */
export async function retryOutbox(q: Queryable, id: number, now: Date): Promise<boolean> {
  const rows = await q.query(
    'update outbox set failed_at = null, next_attempt_at = $2 where id = $1 and sent_at is null returning id',
    [id, now],
  );
  return rows.length > 0;
}

export interface OutboxListRow {
  id: number;
  attempts: number;
  last_error: string | null;
  sent_at: Date | null;
  next_attempt_at: Date | null;
  failed_at: Date | null;
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  body_enc: string | null;
  created_at: Date;
}

/** Every message, or (`failed`) the undelivered ones that failed at least once. */
export async function listOutbox(q: Queryable, failed = false): Promise<OutboxListRow[]> {
  return q.query(
    `select id, channel, recipient, subject, body, body_enc, created_at, attempts, last_error, sent_at, next_attempt_at, failed_at
     from outbox where not $1::boolean or (sent_at is null and last_error is not null) order by id`,
    [failed],
  );
}

export async function outboxSealedBatch(
  q: Queryable,
  afterId: number,
): Promise<{ id: number; body_enc: string }[]> {
  return q.query(
    'select id, body_enc from outbox where body_enc is not null and id > $1 order by id limit 500',
    [afterId],
  );
}

/** Re-seal one body, unless a transport delivered and dropped it since it was read. */
export async function resealBody(q: Queryable, id: number, sealed: string, was: string): Promise<boolean> {
  const rows = await q.query('update outbox set body_enc = $2 where id = $1 and body_enc = $3 returning id', [
    id,
    sealed,
    was,
  ]);
  return rows.length > 0;
}

/** The backlog for the metrics: undelivered messages, those failed for good, the oldest undelivered one's age. */
export async function outboxStats(
  q: Queryable,
  now: Date,
): Promise<{ pending: number; failed: number; oldestPendingSeconds: number }> {
  const [row] = await q.query<{ pending: number; failed: number; oldest: Date | null }>(
    `select count(*) filter (where sent_at is null and failed_at is null)::int as pending,
            count(*) filter (where sent_at is null and failed_at is not null)::int as failed,
            min(created_at) filter (where sent_at is null and failed_at is null) as oldest
       from outbox`,
  );
  const oldest = row?.oldest ? new Date(row.oldest).getTime() : null;
  return {
    pending: row?.pending ?? 0,
    failed: row?.failed ?? 0,
    oldestPendingSeconds: oldest === null ? 0 : Math.max(0, (now.getTime() - oldest) / 1000),
  };
}
