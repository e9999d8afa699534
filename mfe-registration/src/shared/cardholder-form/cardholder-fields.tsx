// The cardholder information fields (spec §3, §5), shared by the physical registration form and
// the virtual-card stepper's first step.
import { MAX_LENGTHS, MASKS } from '@portal/contracts';
import { TextField } from '@portal/ui';
import { FIELD_HINTS, FIELD_LABELS } from '#shared/messages';
import { formatDateOfBirth, formatState, formatZipInput } from './format';
import type { FieldBinding } from './use-form';
import styles from './cardholder-form.module.css';

export const CARDHOLDER_KEYS = [
  'firstName',
  'lastName',
  'dateOfBirth',
  'address1',
  'address2',
  'addressCity',
  'addressState',
  'addressZipCode',
  'email',
  'phone',
] as const;
export type CardholderKey = (typeof CARDHOLDER_KEYS)[number];

export const EMPTY_CARDHOLDER: Record<CardholderKey, string> = {
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  address1: '',
  address2: '',
  addressCity: '',
  addressState: '',
  addressZipCode: '',
  email: '',
  phone: '',
};

interface CardholderFieldsProps {
  /** the binding of a field of the form (useForm's field) */
  field: (key: CardholderKey, format?: (value: string) => string) => FieldBinding;
  /** the email came from the emailed link: shown, not editable (spec §2) */
  emailLocked?: boolean;
}

export function CardholderFields({ field, emailLocked = false }: CardholderFieldsProps) {
  const L = FIELD_LABELS;
  return (
    <div className={styles.grid}>
      <TextField
        {...field('firstName')}
        label={L.firstName}
        isRequired
        autoComplete="given-name"
        maxLength={MAX_LENGTHS.firstName}
      />
      <TextField
        {...field('lastName')}
        label={L.lastName}
        isRequired
        autoComplete="family-name"
        maxLength={MAX_LENGTHS.lastName}
      />
      <TextField
        {...field('dateOfBirth', formatDateOfBirth)}
        label={L.dateOfBirth}
        // the format is the visible hint under the field, not a placeholder: a placeholder goes
        // at the first digit, and at 320 px with 200 % text it is wider than the field
        description={FIELD_HINTS.dateOfBirth}
        inputMode="numeric"
        autoComplete="bday"
        maxLength={10}
      />
      <TextField
        {...field('email')}
        label={L.email}
        type="email"
        isRequired
        isDisabled={emailLocked}
        autoComplete="email"
        maxLength={MAX_LENGTHS.email}
      />
      <TextField
        {...field('address1')}
        label={L.address1}
        isRequired
        autoComplete="address-line1"
        maxLength={MAX_LENGTHS.address1}
        className={styles.wide}
      />
      <TextField
        {...field('address2')}
        label={L.address2}
        autoComplete="address-line2"
        maxLength={MAX_LENGTHS.address2}
        className={styles.wide}
      />
      <TextField
        {...field('addressCity')}
        label={L.addressCity}
        isRequired
        autoComplete="address-level2"
        maxLength={MAX_LENGTHS.city}
      />
      <div className={styles.pair}>
        <TextField
          {...field('addressState', formatState)}
          label={L.addressState}
          isRequired
          autoComplete="address-level1"
          maxLength={MAX_LENGTHS.state}
        />
        <TextField
          {...field('addressZipCode', formatZipInput)}
          label={L.addressZipCode}
          isRequired
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={MAX_LENGTHS.zipCode}
        />
      </div>
      <TextField
        {...field('phone')}
        label={L.phone}
        description={FIELD_HINTS.phone}
        type="tel"
        mask={MASKS.phone}
        isRequired
        autoComplete="tel-national"
        maxLength={MAX_LENGTHS.phone}
        className={styles.wide}
      />
    </div>
  );
}
