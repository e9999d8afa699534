// Card holders: registration claims a card once; holder details are stored beside the card.
import type { Queryable } from '../../db';

export interface HolderInput {
  firstName: string;
  lastName: string;
  dateOfBirth: string | null; // YYYY-MM-DD
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zipCode: string;
  email: string;
  phone: string;
}

/** Mark the card registered unless it already is: check and write in one statement (two racing registrations cannot both win). */
export async function claimRegistration(q: Queryable, cardId: number): Promise<boolean> {
  const rows = await q.query(
    'update cards set registered = true where id = $1 and not registered returning id',
    [cardId],
  );
  return rows.length > 0;
}

export async function upsertHolder(q: Queryable, cardId: number, h: HolderInput, now: Date): Promise<void> {
  await q.query(
    `insert into cardholders (card_id, first_name, last_name, date_of_birth, address1, address2, city, state, zip_code, email, phone, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     on conflict (card_id) do update set first_name = excluded.first_name, last_name = excluded.last_name,
       date_of_birth = excluded.date_of_birth, address1 = excluded.address1, address2 = excluded.address2,
       city = excluded.city, state = excluded.state, zip_code = excluded.zip_code, email = excluded.email,
       phone = excluded.phone, updated_at = excluded.updated_at`,
    [
      cardId,
      h.firstName,
      h.lastName,
      h.dateOfBirth,
      h.address1,
      h.address2,
      h.city,
      h.state,
      h.zipCode,
      h.email,
      h.phone,
      now,
    ],
  );
}

/** A call-centre change of a registered holder's email and phone. */
export async function updateContact(
  q: Queryable,
  cardId: number,
  contact: { email: string; phone: string },
  now: Date,
): Promise<void> {
  await q.query('update cardholders set email = $2, phone = $3, updated_at = $4 where card_id = $1', [
    cardId,
    contact.email,
    contact.phone,
    now,
  ]);
}
