// Contact requests (spec §4). Their free text (the message, the close note) is stored with card
// data masked (contracts maskCardData), and masked again when read (a row that a server without
// the mask wrote leaves masked all the same). Closed requests are purged after
// RETENTION_SUPPORT_DAYS (retention/repository.ts).
import { maskCardData } from '@portal/contracts/card-data-mask';
import type { Queryable } from '../../db';

/** Store a contact request with its reference (`referenceOf` its id); its id and reference. */
export async function insertSupportRequest(
  q: Queryable,
  r: {
    name: string;
    email: string;
    cardMasked: string | null;
    inquiryType: string;
    message: string;
    client: string;
    at: Date;
    referenceOf: (id: number) => string;
  },
): Promise<{ id: number; reference: string }> {
  const rows = await q.query<{ id: number }>(
    'insert into support_requests (name, email, card_masked, inquiry_type, message, client, created_at) values ($1, $2, $3, $4, $5, $6, $7) returning id',
    [r.name, r.email, r.cardMasked, r.inquiryType, maskCardData(r.message), r.client, r.at],
  );
  const id = rows[0]!.id;
  const reference = r.referenceOf(id);
  await q.query('update support_requests set reference = $2 where id = $1', [id, reference]);
  return { id, reference };
}

export interface SupportRow {
  id: number;
  /** what the cardholder was given (C-7F3K9Q); null for a request stored before references */
  reference: string | null;
  name: string;
  email: string;
  card_masked: string | null;
  inquiry_type: string;
  message: string;
  created_at: Date;
  closed_at: Date | null;
  closed_by: string | null;
  close_note: string | null;
}

const SUPPORT_COLUMNS =
  'id, reference, name, email, card_masked, inquiry_type, message, created_at, closed_at, closed_by, close_note';

const masked = (r: SupportRow): SupportRow => ({
  ...r,
  message: maskCardData(r.message),
  close_note: r.close_note === null ? null : maskCardData(r.close_note),
});

/** Newest first; `open`: not closed; `since`: created on or after that day (YYYY-MM-DD, UTC). */
export async function listSupportRequests(
  q: Queryable,
  filter: { open: boolean; since: string | null },
): Promise<SupportRow[]> {
  const rows = await q.query<SupportRow>(
    `select ${SUPPORT_COLUMNS} from support_requests
     where ($1::boolean is not true or closed_at is null) and ($2::date is null or created_at >= $2::date)
     order by created_at desc, id desc limit 500`,
    [filter.open, filter.since],
  );
  return rows.map(masked);
}

export async function supportRequest(q: Queryable, id: number): Promise<SupportRow | null> {
  const rows = await q.query<SupportRow>(`select ${SUPPORT_COLUMNS} from support_requests where id = $1`, [
    id,
  ]);
  return rows[0] ? masked(rows[0]) : null;
}

/** Close an open request; false when it is unknown or already closed. */
export async function closeSupportRequest(
  q: Queryable,
  close: { id: number; by: string; note: string; at: Date },
): Promise<boolean> {
  const rows = await q.query(
    'update support_requests set closed_at = $2, closed_by = $3, close_note = $4 where id = $1 and closed_at is null returning id',
    [close.id, close.at, close.by, maskCardData(close.note)],
  );
  return rows.length > 0;
}
