// The operator API's table, like OPERATIONS for the cardholders' API: one entry per command of
// the operator CLI (`pnpm --silent admin <command>`) with its method, path, body schema, audit
// action, whether it creates test data, and its command-line options. The server registers each
// route from it (src/modules/admin), the CLI parses its options with Node's util.parseArgs from it
// (src/cli/admin.ts); a test fails when they disagree. It lives in the server, not in
// @portal/contracts, because no browser app calls the operator API.
//
// Every body is a strict object: a key the operation does not name (a typo such as `dryRun` for
// `dry-run`) is 400 invalid_request naming it, never ignored into a different action.
//
// One piece: the table is read top to bottom as the operator API, in the order `--help` lists the
// commands; the schemas it shares (a card number, a reason, a case reference) sit above it.
import * as v from 'valibot';
import {
  ExternalRefSchema,
  OriginSchema,
  PartnerIdSchema,
  ReleaseVersionSchema,
  TXN_TYPES,
  emailField,
  isVisaCardNumber,
  normaliseCardNumber,
  parseIsoDate,
  phoneField,
} from '@portal/contracts';
import { REMOTE_NAMES } from '@portal/contracts/remotes';
import type { OperatorScope } from './scopes';

export const ADMIN_BASE_PATH = '/admin/v1';

export const PERMISSION_NAMES = ['freeze', 'pin-reset', 'activation', 'replacement'] as const;
export type PermissionName = (typeof PERMISSION_NAMES)[number];

const CardNumber = v.pipe(
  v.string(),
  v.transform(normaliseCardNumber),
  v.check(isVisaCardNumber, 'Expected a 16-digit Visa card number'),
);
const Reason = v.pipe(v.string(), v.trim(), v.minLength(3, 'Give a reason'), v.maxLength(500));
const CaseReference = v.pipe(
  v.string(),
  v.trim(),
  v.toUpperCase(),
  v.regex(/^CASE-[A-Z0-9]{8}$/, 'Expected a case reference, CASE-XXXXXXXX'),
);
const SupportId = v.pipe(v.number(), v.integer(), v.minValue(1));
const IsoDate = v.pipe(
  v.string(),
  v.check((s) => parseIsoDate(s) !== null, 'Expected YYYY-MM-DD'),
);

/** A call-centre action on one card: its full number, and why (both required). */
const CARD_WITH_REASON = {
  request: v.strictObject({ card: CardNumber, reason: Reason }),
  options: {
    card: { type: 'text', required: true, hint: 'N' },
    reason: { type: 'text', required: true, hint: 'TEXT' },
  },
} as const;

/**
 * How the CLI reads an option: a flag (`--virtual`), a text, a number, or a comma-separated list;
 * `required` ones must be given. Each becomes the body field of the same name.
 */
export interface CliOption {
  type: 'flag' | 'text' | 'number' | 'list';
  required?: boolean;
  /** shown by --help, e.g. 'issued|requires_activation|activated' */
  hint?: string;
  /** a text option given once or more (`--origin a --origin b`): the body field is the list */
  multiple?: boolean;
}

export interface AdminOperation {
  /** the CLI command, e.g. 'card issue' */
  command: string;
  /** the body field a positional argument fills ('support show 12' → id) */
  argument?: { name: string; type: 'text' | 'number'; hint: string };
  method: 'get' | 'post';
  /** relative to ADMIN_BASE_PATH */
  path: string;
  /** the scope a token needs for it (403 forbidden_scope otherwise) */
  scope: OperatorScope;
  summary: string;
  /** the audit action of the call's own row (every call also leaves an 'admin_call' row) */
  audit?: string;
  /** creates cards or money: refused in production unless ALLOW_TEST_DATA=true */
  testData?: boolean;
  request?: v.GenericSchema;
  options: Record<string, CliOption>;
  /**
   * Several positional arguments, in order ('remote switch account 1.3.0+a1b2c3d'), each the body
   * field of its name; a 'path' is made absolute from where the command was typed (a URL is kept).
   */
  arguments?: readonly { name: string; type: 'text' | 'number' | 'path'; hint: string }[];
}

/** A call-centre step on one dispute case: its reference, and why (both required). */
const CASE_WITH_REASON = {
  argument: { name: 'reference', type: 'text', hint: 'CASE-XXXXXXXX' },
  request: v.strictObject({ reference: CaseReference, reason: Reason }),
  options: { reason: { type: 'text', required: true, hint: 'TEXT' } },
} as const;

export const ADMIN_OPERATIONS = {
  cardIssue: {
    command: 'card issue',
    method: 'post',
    path: '/cards',
    scope: 'test-data',
    summary: 'Issue a test card (number, CVV, expiry; a virtual card gets an emailed link).',
    audit: 'admin_card_issue',
    testData: true,
    request: v.strictObject({
      virtual: v.optional(v.boolean()),
      amount: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1_000_000))),
      status: v.optional(v.picklist(['issued', 'requires_activation', 'activated'])),
      registered: v.optional(v.boolean()),
      frozen: v.optional(v.boolean()),
      legacy: v.optional(v.boolean()),
      sanctioned: v.optional(v.boolean()),
      // a card whose expiry month has passed (an expired card with money on it)
      expired: v.optional(v.boolean()),
      permissions: v.optional(v.array(v.picklist(PERMISSION_NAMES))),
      email: v.optional(v.pipe(v.string(), v.email())),
      // a card of a programme partner, with the partner's own reference of it
      partner: v.optional(PartnerIdSchema),
      'external-ref': v.optional(ExternalRefSchema),
    }),
    options: {
      virtual: { type: 'flag' },
      amount: { type: 'number', hint: '25.00' },
      status: { type: 'text', hint: 'issued|requires_activation|activated' },
      registered: { type: 'flag' },
      frozen: { type: 'flag' },
      legacy: { type: 'flag' },
      sanctioned: { type: 'flag' },
      expired: { type: 'flag' },
      permissions: { type: 'list', hint: PERMISSION_NAMES.join(',') },
      email: { type: 'text', hint: 'a@b.c' },
      partner: { type: 'text', hint: 'PARTNER_ID' },
      'external-ref': { type: 'text', hint: 'REF' },
    },
  },
  cardReplacementOf: {
    command: 'card replacement',
    method: 'post',
    path: '/cards/replacement',
    scope: 'test-data',
    summary:
      "The replacement of a card reported lost or stolen as the card plant prints it (number, CVV, expiry): test data, as 'card issue' is.",
    audit: 'admin_card_replacement',
    testData: true,
    request: v.strictObject({ card: CardNumber }),
    options: { card: { type: 'text', required: true, hint: 'N' } },
  },
  cardShow: {
    command: 'card show',
    method: 'post',
    path: '/cards/show',
    scope: 'cards',
    summary:
      'A card by its number, with why: card info, balance, holder, where its links went (never a link id), agreement, transaction count.',
    audit: 'admin_card_show',
    ...CARD_WITH_REASON,
  },
  cardUpdateContact: {
    command: 'card update-contact',
    method: 'post',
    path: '/cards/contact',
    scope: 'cards',
    summary:
      "Change a registered holder's email and/or phone; the previous ones are told. For 72 hours after, link resends, PIN resets, replacements and partner embed codes are refused (both told); a card reported lost or stolen meanwhile is frozen.",
    audit: 'admin_contact_update',
    request: v.pipe(
      v.strictObject({
        card: CardNumber,
        email: v.optional(emailField),
        phone: v.optional(phoneField),
        reason: Reason,
      }),
      v.check((b) => b.email !== undefined || b.phone !== undefined, 'Give a new email, a new phone or both'),
    ),
    options: {
      card: { type: 'text', required: true, hint: 'N' },
      email: { type: 'text', hint: 'E' },
      phone: { type: 'text', hint: 'P' },
      reason: { type: 'text', required: true, hint: 'TEXT' },
    },
  },
  cardUnlock: {
    command: 'card unlock',
    method: 'post',
    path: '/cards/unlock',
    scope: 'cards',
    summary: 'Lift a CVV lockout early, including the hold only the call centre lifts.',
    audit: 'admin_card_unlock',
    ...CARD_WITH_REASON,
  },
  txnPost: {
    command: 'txn post',
    method: 'post',
    path: '/txns',
    scope: 'test-data',
    summary: 'Post one test transaction.',
    testData: true,
    request: v.strictObject({
      card: CardNumber,
      amount: v.pipe(v.number(), v.minValue(-1_000_000), v.maxValue(1_000_000)),
      merchant: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
      date: IsoDate,
      type: v.picklist(TXN_TYPES),
    }),
    options: {
      card: { type: 'text', required: true, hint: 'N' },
      amount: { type: 'number', required: true, hint: '-12.34' },
      merchant: { type: 'text', required: true, hint: 'NAME' },
      date: { type: 'text', required: true, hint: 'YYYY-MM-DD' },
      type: { type: 'text', required: true, hint: TXN_TYPES.join('|') },
    },
  },
  txnSeed: {
    command: 'txn seed',
    method: 'post',
    path: '/txns/seed',
    scope: 'test-data',
    summary: 'Seed plausible test transactions over the last days.',
    testData: true,
    request: v.strictObject({
      card: CardNumber,
      count: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)),
      days: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(7400)),
    }),
    options: {
      card: { type: 'text', required: true, hint: 'N' },
      count: { type: 'number', required: true, hint: 'C' },
      days: { type: 'number', required: true, hint: 'D' },
    },
  },
  cardFind: {
    command: 'card find',
    method: 'post',
    path: '/cards/find',
    scope: 'cards',
    summary:
      'Cards by their last four digits (and the holder email), with why: masked numbers only, never a full one; each card returned is audited.',
    audit: 'admin_card_find',
    request: v.strictObject({
      last4: v.pipe(v.string(), v.regex(/^\d{4}$/, 'Give the last four digits')),
      email: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254))),
      reason: Reason,
    }),
    options: {
      last4: { type: 'text', required: true, hint: 'NNNN' },
      email: { type: 'text', hint: 'E' },
      reason: { type: 'text', required: true, hint: 'TEXT' },
    },
  },
  cardUnfreeze: {
    command: 'card unfreeze',
    method: 'post',
    path: '/cards/unfreeze',
    scope: 'cards',
    summary: 'Unfreeze a frozen card (spec §6: unfreezing is by phone only).',
    audit: 'admin_card_unfreeze',
    ...CARD_WITH_REASON,
  },
  sessionRevoke: {
    command: 'session revoke',
    method: 'post',
    path: '/sessions/revoke',
    scope: 'cards',
    summary: 'End every live session of a card (its holder logs in again).',
    audit: 'admin_session_revoke',
    ...CARD_WITH_REASON,
  },
  linkResend: {
    command: 'link resend',
    method: 'post',
    path: '/links/resend',
    scope: 'cards',
    summary:
      "Send a fresh virtual-card link to the card's registered email (earlier links stop working); refused for 72 hours after a contact change.",
    audit: 'admin_link_resend',
    ...CARD_WITH_REASON,
  },
  supportList: {
    command: 'support list',
    method: 'post',
    path: '/support/list',
    scope: 'support',
    summary: 'Contact requests, newest first (--open: not closed yet; --since: from that day).',
    request: v.strictObject({ open: v.optional(v.boolean()), since: v.optional(IsoDate) }),
    options: { open: { type: 'flag' }, since: { type: 'text', hint: 'YYYY-MM-DD' } },
  },
  supportShow: {
    command: 'support show',
    method: 'post',
    path: '/support/show',
    scope: 'support',
    summary: 'One contact request.',
    argument: { name: 'id', type: 'number', hint: 'ID' },
    request: v.strictObject({ id: SupportId }),
    options: {},
  },
  supportClose: {
    command: 'support close',
    method: 'post',
    path: '/support/close',
    scope: 'support',
    summary: 'Close a contact request with a note of what was done.',
    audit: 'admin_support_close',
    argument: { name: 'id', type: 'number', hint: 'ID' },
    request: v.strictObject({ id: SupportId, note: Reason }),
    options: { note: { type: 'text', required: true, hint: 'TEXT' } },
  },
  outboxList: {
    command: 'outbox list',
    method: 'get',
    path: '/outbox',
    scope: 'support',
    summary:
      'The notification outbox with delivery state (--failed: undelivered after a failure). Secret bodies only in development, until delivered.',
    request: v.strictObject({ failed: v.optional(v.picklist(['true', 'false'])) }),
    options: { failed: { type: 'flag' } },
  },
  outboxRetry: {
    command: 'outbox retry',
    method: 'post',
    path: '/outbox/retry',
    scope: 'support',
    summary: 'Send a failed (or waiting) notification again now.',
    audit: 'admin_outbox_retry',
    argument: { name: 'id', type: 'number', hint: 'ID' },
    request: v.strictObject({ id: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
    options: {},
  },
  purge: {
    command: 'purge',
    method: 'post',
    path: '/purge',
    scope: 'retention',
    summary:
      'Delete what is past its retention horizon (audit rows, ended sessions, rate-limit and lockout rows, used captchas, sent messages, closed contact requests); --dry-run counts only.',
    audit: 'admin_purge',
    request: v.strictObject({ 'dry-run': v.optional(v.boolean()) }),
    options: { 'dry-run': { type: 'flag' } },
  },
  keysReencrypt: {
    command: 'keys reencrypt',
    method: 'post',
    path: '/keys/reencrypt',
    scope: 'keys',
    summary:
      'After a MASTER_KEY rotation: move card numbers, fingerprints and sealed bodies to the current key.',
    audit: 'admin_keys_reencrypt',
    request: v.strictObject({}),
    options: {},
  },
  // programme partners: records with a hashed API key and their registered origins
  partnerCreate: {
    command: 'partner create',
    method: 'post',
    path: '/partners',
    scope: 'partners',
    summary:
      'Register a programme partner and its page origins: → {partnerId, apiKey}; the key is shown this once (only its hash is kept).',
    audit: 'admin_partner_create',
    request: v.strictObject({
      name: v.pipe(v.string(), v.trim(), v.minLength(2, 'Give the partner a name'), v.maxLength(120)),
      origin: v.pipe(
        v.array(OriginSchema),
        v.minLength(1, 'Give at least one --origin'),
        v.maxLength(20, 'At most 20 origins'),
      ),
    }),
    options: {
      name: { type: 'text', required: true, hint: 'NAME' },
      origin: { type: 'text', required: true, multiple: true, hint: 'https://partner.example' },
    },
  },
  partnerList: {
    command: 'partner list',
    method: 'post',
    path: '/partners/list',
    scope: 'partners',
    summary:
      'Every partner: id, name, origins, key prefix, created, rotated, revoked, card count (never a key).',
    request: v.strictObject({}),
    options: {},
  },
  partnerRotateKey: {
    command: 'partner rotate-key',
    method: 'post',
    path: '/partners/rotate-key',
    scope: 'partners',
    summary: 'A new API key for a partner (shown this once); the previous key stops working at once.',
    audit: 'admin_partner_rotate_key',
    argument: { name: 'id', type: 'text', hint: 'PARTNER_ID' },
    request: v.strictObject({ id: PartnerIdSchema }),
    options: {},
  },
  partnerRevoke: {
    command: 'partner revoke',
    method: 'post',
    path: '/partners/revoke',
    scope: 'partners',
    summary:
      'Revoke a partner: its key, its embed tokens and its live embed sessions stop working, and its origins are no longer allowed.',
    audit: 'admin_partner_revoke',
    argument: { name: 'id', type: 'text', hint: 'PARTNER_ID' },
    request: v.strictObject({ id: PartnerIdSchema, reason: Reason }),
    options: { reason: { type: 'text', required: true, hint: 'TEXT' } },
  },
  // Independent releases of the remotes (packages/api-server/src/modules/releases): which release
  // each remote serves, published folders or URLs, switch, rollback and canary; audited from → to.
  remoteList: {
    command: 'remote list',
    method: 'get',
    path: '/remotes',
    scope: 'releases',
    summary:
      'Each remote: the release it serves (version, commit, published and switched times), its canary and its published releases.',
    request: v.strictObject({}),
    options: {},
  },
  remotePublish: {
    command: 'remote publish',
    method: 'post',
    path: '/remotes/publish',
    scope: 'releases',
    summary:
      'Register a release (a folder built by `pnpm release`, or the https URL of its mf-manifest.json); refused when it does not fit the host. Serves nobody until `remote switch`.',
    audit: 'admin_remote_publish',
    arguments: [
      { name: 'remote', type: 'text', hint: 'REMOTE' },
      { name: 'source', type: 'path', hint: 'DIR|URL' },
    ],
    request: v.strictObject({
      remote: v.picklist(REMOTE_NAMES, `Expected one of ${REMOTE_NAMES.join(', ')}`),
      source: v.pipe(v.string(), v.minLength(1), v.maxLength(2000)),
    }),
    options: {},
  },
  remoteSwitch: {
    command: 'remote switch',
    method: 'post',
    path: '/remotes/switch',
    scope: 'releases',
    summary:
      "Serve a published release of a remote to everyone (`checkout`: the checkout's own build); ends its canary.",
    audit: 'admin_remote_switch',
    arguments: [
      { name: 'remote', type: 'text', hint: 'REMOTE' },
      { name: 'version', type: 'text', hint: 'VERSION' },
    ],
    request: v.strictObject({
      remote: v.picklist(REMOTE_NAMES, `Expected one of ${REMOTE_NAMES.join(', ')}`),
      version: v.union([v.literal('checkout'), ReleaseVersionSchema], 'Expected a version or checkout'),
    }),
    options: {},
  },
  remoteRollback: {
    command: 'remote rollback',
    method: 'post',
    path: '/remotes/rollback',
    scope: 'releases',
    summary: 'Put a remote back as it was before its last switch or canary.',
    audit: 'admin_remote_rollback',
    argument: { name: 'remote', type: 'text', hint: 'REMOTE' },
    request: v.strictObject({
      remote: v.picklist(REMOTE_NAMES, `Expected one of ${REMOTE_NAMES.join(', ')}`),
    }),
    options: {},
  },
  remoteCanary: {
    command: 'remote canary',
    method: 'post',
    path: '/remotes/canary',
    scope: 'releases',
    summary:
      'Serve a published release to N % of browsers (a stable hash of each browser decides); --percent 0 ends the canary.',
    audit: 'admin_remote_canary',
    arguments: [
      { name: 'remote', type: 'text', hint: 'REMOTE' },
      { name: 'version', type: 'text', hint: 'VERSION' },
    ],
    request: v.strictObject({
      remote: v.picklist(REMOTE_NAMES, `Expected one of ${REMOTE_NAMES.join(', ')}`),
      version: ReleaseVersionSchema,
      percent: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)),
    }),
    options: { percent: { type: 'number', required: true, hint: '0-100' } },
  },
  remoteUnpublish: {
    command: 'remote unpublish',
    method: 'post',
    path: '/remotes/unpublish',
    scope: 'releases',
    summary:
      'Withdraw a published release, with why: its files are not served and the portal’s copy of one published by URL is deleted. Refused while it is served or in a canary.',
    audit: 'admin_remote_unpublish',
    arguments: [
      { name: 'remote', type: 'text', hint: 'REMOTE' },
      { name: 'version', type: 'text', hint: 'VERSION' },
    ],
    request: v.strictObject({
      remote: v.picklist(REMOTE_NAMES, `Expected one of ${REMOTE_NAMES.join(', ')}`),
      version: ReleaseVersionSchema,
      reason: Reason,
    }),
    options: { reason: { type: 'text', required: true, hint: 'TEXT' } },
  },
  caseList: {
    command: 'case list',
    method: 'post',
    path: '/cases/list',
    scope: 'disputes',
    summary:
      "Dispute cases, the open ones first by their nearest due day (--open: only those), each with its dates and whether it is overdue; with why (each case returned is audited: its holder's contact and description are shown).",
    audit: 'admin_case_list',
    request: v.strictObject({ open: v.optional(v.boolean()), reason: Reason }),
    options: { open: { type: 'flag' }, reason: { type: 'text', required: true, hint: 'TEXT' } },
  },
  caseShow: {
    command: 'case show',
    method: 'post',
    path: '/cases/show',
    scope: 'disputes',
    summary: "One case, with why: the charge, the holder's description and contact, the dates, the credit.",
    audit: 'admin_case_show',
    ...CASE_WITH_REASON,
  },
  caseFollowUp: {
    command: 'case follow-up',
    method: 'post',
    path: '/cases/follow-up',
    scope: 'disputes',
    summary:
      "Ask the holder for the complaint in writing within the agreement's business days (emailed); the case goes under review.",
    audit: 'admin_case_follow_up',
    ...CASE_WITH_REASON,
  },
  caseCredit: {
    command: 'case credit',
    method: 'post',
    path: '/cases/credit',
    scope: 'disputes',
    summary:
      'Credit the disputed amount provisionally while the case is investigated (a ledger entry; the holder is told).',
    audit: 'admin_case_credit',
    ...CASE_WITH_REASON,
  },
  caseResolve: {
    command: 'case resolve',
    method: 'post',
    path: '/cases/resolve',
    scope: 'disputes',
    summary:
      "Resolve a case: in the holder's favour (the credit is final, made now if not yet) or not (a provisional credit is reversed); the explanation is sent to the holder.",
    audit: 'admin_case_resolve',
    argument: { name: 'reference', type: 'text', hint: 'CASE-XXXXXXXX' },
    request: v.pipe(
      v.strictObject({
        reference: CaseReference,
        outcome: v.picklist(['favour', 'not'], 'Expected favour or not'),
        explanation: v.optional(v.pipe(v.string(), v.trim(), v.minLength(3), v.maxLength(2000))),
        reason: Reason,
      }),
      v.check(
        (b) => b.outcome === 'favour' || b.explanation !== undefined,
        "A case resolved not in the holder's favour needs the explanation sent to them",
      ),
    ),
    options: {
      outcome: { type: 'text', required: true, hint: 'favour|not' },
      explanation: { type: 'text', hint: 'TEXT' },
      reason: { type: 'text', required: true, hint: 'TEXT' },
    },
  },
} as const satisfies Record<string, AdminOperation>;

export type AdminOperations = typeof ADMIN_OPERATIONS;
export type AdminOperationName = keyof AdminOperations;
export const ADMIN_OPERATION_NAMES = Object.keys(ADMIN_OPERATIONS) as AdminOperationName[];

/** The parsed body of an operator call. */
export type AdminRequestOf<N extends AdminOperationName> = AdminOperations[N] extends {
  request: infer S extends v.GenericSchema;
}
  ? v.InferOutput<S>
  : undefined;

/** The operator operation of a CLI command ('card issue'), or undefined. */
export function adminOperationOf(command: string): [AdminOperationName, AdminOperation] | undefined {
  const name = ADMIN_OPERATION_NAMES.find((n) => ADMIN_OPERATIONS[n].command === command);
  return name ? [name, ADMIN_OPERATIONS[name]] : undefined;
}
