// Audit rows outside a transaction are written in groups: the rows of one event-loop turn go in
// one multi-row INSERT, and each request still awaits its own row's commit before it answers, so
// nothing is lost and a failed write fails every request of its group (as one write would have).
// A row that belongs to a transaction is written inside it, not here (request.audit's `q`).
import type { Queryable } from '../db';
import { insertAuditRows, type AuditEntry } from './repository';

/** At most this many rows in one statement (7 parameters each, far below PostgreSQL's 65535). */
const MAX_GROUP = 500;

interface Pending {
  at: Date;
  entry: AuditEntry;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export interface AuditWriter {
  write(at: Date, entry: AuditEntry): Promise<void>;
  /** resolves once every row handed to write() so far is written or failed (the server's close awaits it) */
  drain(): Promise<void>;
}

export function createAuditWriter(db: Queryable): AuditWriter {
  let queue: Pending[] = [];
  let scheduled = false;
  const inFlight = new Set<Promise<void>>();
  const start = () => {
    const done = flush();
    inFlight.add(done);
    void done.finally(() => inFlight.delete(done));
  };
  const flush = async () => {
    const group = queue.slice(0, MAX_GROUP);
    queue = queue.slice(MAX_GROUP);
    if (queue.length > 0) setImmediate(start);
    else scheduled = false;
    try {
      await insertAuditRows(
        db,
        group.map(({ at, entry }) => ({ at, entry })),
      );
      for (const p of group) p.resolve();
    } catch (error) {
      for (const p of group) p.reject(error);
    }
  };
  return {
    write(at, entry) {
      return new Promise<void>((resolve, reject) => {
        queue.push({ at, entry, resolve, reject });
        if (!scheduled) {
          scheduled = true;
          setImmediate(start);
        }
      });
    },
    async drain() {
      // a group scheduled but not started yet, then whatever it scheduled in turn
      while (scheduled || inFlight.size > 0) {
        await Promise.all(inFlight);
        if (scheduled) await new Promise((resolve) => setImmediate(resolve));
      }
    },
  };
}
