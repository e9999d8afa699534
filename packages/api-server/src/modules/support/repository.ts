import type { Queryable } from '../../db';

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
  },
): Promise<void> {
  await q.query(
    'insert into support_requests (name, email, card_masked, inquiry_type, message, client, created_at) values ($1, $2, $3, $4, $5, $6, $7)',
    [r.name, r.email, r.cardMasked, r.inquiryType, r.message, r.client, r.at],
  );
}
