// Bodies of the operator API (the CLI `pnpm --silent admin …` sends them).
import * as v from 'valibot';
import {
  TXN_TYPES,
  emailField,
  isVisaCardNumber,
  normaliseCardNumber,
  parseIsoDate,
  phoneField,
} from '@portal/contracts';
import { PERMISSION_NAMES } from './issuing';

export const ADMIN_PREFIX = '/admin/v1';

const CardNumber = v.pipe(
  v.string(),
  v.transform(normaliseCardNumber),
  v.check(isVisaCardNumber, 'Expected a 16-digit Visa card number'),
);

export const IssueSchema = v.object({
  virtual: v.optional(v.boolean()),
  amount: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1_000_000))),
  status: v.optional(v.picklist(['issued', 'requires_activation', 'activated'])),
  registered: v.optional(v.boolean()),
  frozen: v.optional(v.boolean()),
  legacy: v.optional(v.boolean()),
  sanctioned: v.optional(v.boolean()),
  permissions: v.optional(v.array(v.picklist(PERMISSION_NAMES))),
  email: v.optional(v.pipe(v.string(), v.email())),
});

export const ShowSchema = v.object({ card: CardNumber });

const Reason = v.pipe(v.string(), v.trim(), v.minLength(3, 'Give a reason'), v.maxLength(500));

export const ContactUpdateSchema = v.pipe(
  v.object({
    card: CardNumber,
    email: v.optional(emailField),
    phone: v.optional(phoneField),
    reason: Reason,
  }),
  v.check((b) => b.email !== undefined || b.phone !== undefined, 'Give a new email, a new phone or both'),
);

export const UnlockSchema = v.object({ card: CardNumber, reason: v.optional(Reason) });

const IsoDate = v.pipe(
  v.string(),
  v.check((s) => parseIsoDate(s) !== null, 'Expected YYYY-MM-DD'),
);

export const TxnSchema = v.object({
  card: CardNumber,
  amount: v.pipe(v.number(), v.minValue(-1_000_000), v.maxValue(1_000_000)),
  merchant: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  date: IsoDate,
  type: v.picklist(TXN_TYPES),
});

export const SeedSchema = v.object({
  card: CardNumber,
  count: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)),
  days: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7400)),
});
