// What the outbox holds: the dispatcher (outbox.ts) and the table (repository.ts) both speak of
// a message, and the table does not depend on the dispatcher that reads it.

export type Channel = 'email' | 'sms';

/** A message as it is queued: a secret-carrying one gives `sealed` and a redacted `body` (enqueue). */
export interface NewOutboxMessage {
  channel: Channel;
  recipient: string;
  subject?: string | null;
  body: string;
  sealed?: string;
}

export interface OutboxMessage {
  id: number;
  channel: Channel;
  recipient: string;
  subject: string | null;
  body: string;
  /** for a message carrying a secret (a PIN, a link): the text that may be shown or logged */
  redacted?: string | null;
}
