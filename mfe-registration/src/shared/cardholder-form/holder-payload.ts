// The cardholder information form's parsed values in the registration payload's names (spec §3).
import type * as v from 'valibot';
import type { CardholderInfoFormSchema } from '@portal/contracts';

export type CardholderInfo = v.InferOutput<typeof CardholderInfoFormSchema>;

export interface HolderPayload {
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zipCode: string;
  email: string;
  phone: string;
}

export function holderPayload(info: CardholderInfo): HolderPayload {
  return {
    firstName: info.firstName,
    lastName: info.lastName,
    // blank optional fields are "not given"
    dateOfBirth: info.dateOfBirth ? info.dateOfBirth : null,
    address1: info.address1,
    address2: info.address2 ? info.address2 : null,
    city: info.addressCity,
    state: info.addressState,
    zipCode: info.addressZipCode,
    email: info.email,
    phone: info.phone,
  };
}
