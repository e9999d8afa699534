// Versioned SQL migrations (PostgreSQL dialect, shared by PGlite and PostgreSQL).
// Append only: never edit a migration that has shipped; add the next version.
//
// One piece: the list is the schema, read top to bottom in the order it is applied, with the
// runner that applies it below; a file per migration would leave that order to a folder listing.
import { MIGRATION_LOCK } from './lock';
import type { Db } from './types';

export interface Migration {
  version: number;
  name: string;
  sql: string;
  /**
   * false: its statements run outside a transaction, each on its own (DDL PostgreSQL refuses in
   * one: `create index concurrently`, which builds an index without blocking the table's writes).
   * Write them to be run again (`if not exists`): one that fails midway is run again from the top.
   */
  transaction?: false;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'initial schema',
    sql: `
create table cards (
  id integer generated always as identity primary key,
  pan_enc text not null,                -- AES-256-GCM: v1.<iv>.<ciphertext>.<tag> (base64url)
  pan_fp text not null unique,          -- HMAC-SHA256 fingerprint of the PAN, for look-up
  bin text not null,
  last4 text not null,
  expiry text not null,                 -- MM/YY
  status text not null check (status in ('ISSUED', 'REQUIRES_ACTIVATION', 'ACTIVATED')),
  virtual boolean not null default false,
  frozen boolean not null default false,
  sanctioned boolean not null default false,
  perm_freeze boolean not null default true,
  perm_pin_reset boolean not null default true,
  perm_activation boolean not null default false,
  registered boolean not null default false,
  legacy boolean not null default false,
  card_image_id text not null unique,
  created_at timestamptz not null default now()
);

create table cardholders (
  card_id integer primary key references cards(id) on delete cascade,
  first_name text not null,
  last_name text not null,
  date_of_birth date,
  address1 text not null,
  address2 text,
  city text not null,
  state text not null,
  zip_code text not null,
  email text not null,
  phone text not null,
  updated_at timestamptz not null default now()
);

create table transactions (
  id integer generated always as identity primary key,
  card_id integer not null references cards(id) on delete cascade,
  txn_date date not null,
  type text not null check (type in ('purchase', 'load', 'fee', 'refund', 'adjustment')),
  merchant text not null,
  amount_cents bigint not null,
  created_at timestamptz not null default now()
);
create index transactions_card_date on transactions (card_id, txn_date desc, id desc);

create table virtual_links (
  account_id text primary key,          -- opaque random capability (>= 128 bits)
  card_id integer not null references cards(id) on delete cascade,
  email text,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index virtual_links_card on virtual_links (card_id);

create table agreements (
  card_id integer primary key references cards(id) on delete cascade,
  accepted_at timestamptz not null,
  esign_email text,
  account_id text,
  client text
);

create table sessions (
  id text primary key,                  -- random, 128 bits or more
  card_id integer not null references cards(id) on delete cascade,
  login_at timestamptz not null default now(),
  expires_at timestamptz not null,      -- absolute cap (12 h from login)
  token_exp timestamptz not null,       -- expiry of the newest token (15 min)
  revoked_at timestamptz,
  client text
);
create index sessions_card on sessions (card_id);

-- failed CVVs per card-number fingerprint (whether or not the card exists)
create table login_failures (
  fingerprint text primary key,
  failures integer not null default 0,
  window_start timestamptz not null default now(),
  locked_until timestamptz
);

-- fixed-window request counters per client and purpose
create table rate_limits (
  key text primary key,
  window_start timestamptz not null,
  hits integer not null
);

create table captcha_used (
  signature text primary key,
  expires_at timestamptz not null
);
create index captcha_used_expiry on captcha_used (expires_at);

create table support_requests (
  id integer generated always as identity primary key,
  name text not null,
  email text not null,
  card_masked text,
  inquiry_type text not null,
  message text not null,
  client text,
  created_at timestamptz not null default now()
);

create table outbox (
  id integer generated always as identity primary key,
  channel text not null check (channel in ('email', 'sms')),
  recipient text not null,
  subject text,
  body text not null,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  attempts integer not null default 0,
  last_error text
);
create index outbox_pending on outbox (id) where sent_at is null;

create table audit_log (
  id integer generated always as identity primary key,
  at timestamptz not null default now(),
  action text not null,
  outcome text not null,
  session_id text,
  card_id integer,
  client text,
  detail text
);
create index audit_log_at on audit_log (at);
`,
  },
  {
    version: 2,
    name: 'outbox claims',
    sql: `
-- a dispatcher claims rows for a while, delivers outside any transaction, then marks them sent
alter table outbox add column claimed_until timestamptz;
`,
  },
  {
    version: 3,
    name: 'security: lockout escalation, retired links, retired tokens',
    sql: `
-- lockouts of a card number within 24 hours; the third holds until the call centre unlocks it
alter table login_failures add column lockouts integer not null default 0;
alter table login_failures add column lockouts_start timestamptz;
alter table login_failures add column held boolean not null default false;
-- a fresh link (resend) retires the earlier ones of its card
alter table virtual_links add column retired_at timestamptz;
-- the one live token of a session: refresh retires the one it replaces
alter table sessions add column token_id text;
`,
  },
  {
    version: 4,
    name: 'sealed outbox bodies',
    sql: `
-- a message carrying a secret (a PIN, a link) keeps it sealed here until a real transport delivered it
alter table outbox add column body_enc text;
`,
  },
  {
    version: 5,
    name: 'support requests closed by the call centre',
    sql: `
alter table support_requests add column closed_at timestamptz;
alter table support_requests add column closed_by text;
alter table support_requests add column close_note text;
create index support_requests_open on support_requests (created_at) where closed_at is null;
`,
  },
  {
    version: 6,
    name: 'outbox backoff and permanent failure',
    sql: `
-- a failed delivery waits (exponential backoff) until next_attempt_at; after the give-up horizon
-- the row is failed_at for good, until an operator retries it
alter table outbox add column next_attempt_at timestamptz;
alter table outbox add column failed_at timestamptz;
create index outbox_due on outbox (next_attempt_at) where sent_at is null and failed_at is null;
`,
  },
  {
    version: 7,
    name: 'programme partners, their cards and embed tokens',
    sql: `
-- a programme partner: its API key is kept as a SHA-256 hash only (the key is 256 random bits)
create table partners (
  id text primary key,
  name text not null,
  origins jsonb not null,               -- the page origins the partner registered, a JSON array
  key_hash text not null unique,
  key_prefix text not null,
  created_at timestamptz not null,
  key_rotated_at timestamptz,
  revoked_at timestamptz
);
-- a card given out by a partner, with the partner's own reference of it
alter table cards add column partner_id text references partners(id);
alter table cards add column external_ref text;
create unique index cards_partner_ref on cards (partner_id, external_ref) where external_ref is not null;
-- embed tokens: single card, single use, a few minutes; kept as hashes
create table embed_tokens (
  token_hash text primary key,
  partner_id text not null references partners(id) on delete cascade,
  card_id integer not null references cards(id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null
);
create index embed_tokens_expiry on embed_tokens (expires_at);
-- an embed session is a short-lived link of the card opened by a partner's embed (never emailed)
alter table virtual_links add column partner_id text references partners(id);
`,
  },
  {
    version: 8,
    name: 'remote releases and the registry of what each remote serves',
    sql: `
-- a published release of a remote: a folder the server serves, or the URL of its manifest
create table remote_releases (
  remote text not null,
  version text not null,
  commit_sha text not null,
  source text not null check (source in ('folder', 'url')),
  location text not null,               -- the folder (absolute path) or the manifest URL
  meta jsonb not null,                  -- metaData.portal of its manifest
  built_at timestamptz,
  published_at timestamptz not null,
  published_by text not null,
  primary key (remote, version)
);
-- what each remote serves; no row (or version null): the checkout's build, /remotes/<dir>/
create table remote_pointers (
  remote text primary key,
  version text,
  canary_version text,
  canary_percent integer not null default 0 check (canary_percent between 0 and 100),
  previous jsonb,                       -- {version, canaryVersion, canaryPercent} before the last change: rollback
  switched_at timestamptz not null,
  switched_by text not null
);
`,
  },
  {
    version: 9,
    name: 'card image tokens spent',
    sql: `
-- a card image token is good for one fetch: its id is kept here until the token expires
create table card_image_tokens_spent (
  token_id text primary key,
  account_id text not null,
  expires_at timestamptz not null
);
create index card_image_tokens_spent_expiry on card_image_tokens_spent (expires_at);
`,
  },
  {
    version: 10,
    name: 'contact changes',
    sql: `
-- a call-centre change of a holder's email or phone, with the contact it replaced: for 72 hours
-- after one, a link resend or PIN reset is refused and every contact of the window is told
create table contact_changes (
  id integer generated always as identity primary key,
  card_id integer not null references cards(id) on delete cascade,
  previous_email text not null,
  previous_phone text not null,
  changed_at timestamptz not null,
  changed_by text not null
);
create index contact_changes_card on contact_changes (card_id, changed_at);
`,
  },
  {
    version: 11,
    name: 'card replacement: lost, stolen or expired cards closed for good',
    sql: `
-- a card reported lost or stolen (or replaced after it expired) is closed for good: no login, no
-- authorisation; closed_at is apart from frozen so that no unfreeze can reopen it
alter table cards add column closed_at timestamptz;
alter table cards add column perm_replacement boolean not null default true;
-- one replacement per closed card (the unique card_id makes a second, concurrent one fail); the
-- client's idempotency key answers a repeated request with the replacement it already made
create table card_replacements (
  id bigint generated always as identity primary key,
  card_id bigint not null unique references cards(id) on delete cascade,
  replacement_card_id bigint not null references cards(id) on delete cascade,
  reason text not null check (reason in ('lost', 'stolen', 'expired')),
  idempotency_key text not null,
  fee_cents bigint not null,
  balance_cents bigint not null,
  created_at timestamptz not null
);
create index card_replacements_replacement on card_replacements (replacement_card_id);
`,
  },
  {
    version: 12,
    name: 'dispute cases',
    sql: `
-- a cardholder's dispute of a posted purchase, with the agreement's dates computed when each
-- step happens (business days of the programme's calendar); money moves only as transactions
create table disputes (
  id bigint generated always as identity primary key,
  reference text not null unique,
  card_id bigint not null references cards(id) on delete cascade,
  txn_id bigint not null references transactions(id) on delete cascade,
  reason text not null,
  description text not null,
  contact text not null,
  amount_cents bigint not null check (amount_cents > 0),
  state text not null check (state in ('received', 'under_review', 'provisionally_credited', 'resolved_in_favour', 'resolved_not_in_favour')),
  opened_on date not null,
  investigation_due date not null,
  result_due date not null,
  follow_up_due date,
  credited_cents bigint not null default 0,
  resolved_on date,
  explanation text,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
-- one open case per charge, held by the database whatever two requests race
create unique index disputes_one_open on disputes (txn_id) where state not in ('resolved_in_favour', 'resolved_not_in_favour');
create index disputes_card on disputes (card_id, id desc);
create index disputes_open_due on disputes (investigation_due) where state not in ('resolved_in_favour', 'resolved_not_in_favour');
`,
  },
  {
    version: 13,
    name: 'bigint ids',
    sql: `
-- The ids of the tables that grow with use, and every column that refers to one, are bigint: an
-- integer ends at 2 147 483 647 rows, which the audit log reaches at a few dozen audited requests
-- a second within its 400-day retention. Each table is rewritten once (all its columns in one
-- statement); PostgreSQL changes an identity column's sequence (its type and maximum) with the
-- column, and rebuilds the indexes and foreign keys involved. Tables created after version 10 have
-- bigint ids from the start and are not touched here. The code reads these as numbers (db/pg.ts).
alter table cards alter column id type bigint;
alter table cardholders alter column card_id type bigint;
alter table transactions alter column id type bigint, alter column card_id type bigint;
alter table virtual_links alter column card_id type bigint;
alter table agreements alter column card_id type bigint;
alter table sessions alter column card_id type bigint;
alter table support_requests alter column id type bigint;
alter table outbox alter column id type bigint;
alter table audit_log alter column id type bigint, alter column card_id type bigint;
alter table embed_tokens alter column card_id type bigint;
alter table contact_changes alter column id type bigint, alter column card_id type bigint;
`,
  },
  {
    version: 14,
    name: 'embed session codes',
    sql: `
-- the one-time code of a partner's embed session (modules/partner/verification.ts): sent to the
-- holder's contact of record at the exchange and typed by the member inside the card's frame; kept
-- as an HMAC only. Until verified_at is set the session opens nothing of the card.
create table embed_codes (
  account_id text primary key references virtual_links(account_id) on delete cascade,
  code_hash text not null,
  expires_at timestamptz not null,
  tries integer not null default 0,
  verified_at timestamptz,
  created_at timestamptz not null
);
`,
  },
  {
    version: 15,
    name: 'purge indexes',
    sql: `
-- The purge (retention/repository.ts) walks each table it keeps short by the rule's time column,
-- oldest first, one batch at a time: each such column has an index, so a batch reads its own rows
-- and not the whole table (sessions and counters grow with every login and request). Partial where
-- only finished rows are ever purged.
create index sessions_expiry on sessions (expires_at);
create index rate_limits_window on rate_limits (window_start);
create index login_failures_window on login_failures (window_start);
create index outbox_sent on outbox (sent_at) where sent_at is not null;
create index support_requests_closed on support_requests (closed_at) where closed_at is not null;
`,
  },
  {
    version: 16,
    name: 'release files in the database',
    sql: `
-- A release's files stored by the platform (modules/releases/store.ts), so that every replica
-- serves the same bytes whatever disk it starts on: each file once, named by its SHA-256 as
-- release-files.json writes it ('sha256-<base64>'), shared by every version that holds it; a
-- version's files name their blob. A replica's DATA_DIR/releases/ is only a cache of these.
create table release_blobs (
  sha256 text primary key,
  size integer not null,
  body bytea not null
);
create table release_files (
  remote text not null,
  version text not null,
  path text not null,
  sha256 text not null references release_blobs (sha256),
  primary key (remote, version, path)
);
create index release_files_blob on release_files (sha256);
-- every version ever published and the digest of its files: a version never changes, unpublished
-- or not (a release published before this table has no digest of the same kind: its version is
-- kept as taken, so it can be published again only as a new version)
create table release_versions (
  remote text not null,
  version text not null,
  files_digest text not null,
  first_published_at timestamptz not null,
  primary key (remote, version)
);
insert into release_versions (remote, version, files_digest, first_published_at)
  select remote, version, 'unrecorded', published_at from remote_releases;
`,
  },
  {
    version: 17,
    name: 'contact request references',
    sql: `
-- the reference a cardholder is given for a contact request (C-7F3K9Q), kept with the request:
-- what they quote when they write or call again; requests stored before it have none
alter table support_requests add column reference text;
`,
  },
  {
    version: 18,
    name: 'card language',
    sql: `
-- the language of the card's mail and SMS, the one its holder chose on the portal: every card
-- stored before it writes in English, as it always did
alter table cards add column language text not null default 'en' check (language in ('en', 'es'));
`,
  },
];

/**
 * Apply the migrations not yet recorded in schema_migrations, each in a transaction of its own (or
 * none, for one that cannot run in a transaction), recorded as it is applied. On PostgreSQL they
 * run on one connection holding the advisory migration lock for the session, so replicas starting
 * together (or a `migrate` run beside them) do not race: the first migrates, the others wait for
 * its lock and then find nothing left to do.
 */
export { MIGRATION_LOCK };

export interface MigrationTimeouts {
  /** how long to wait for the advisory lock another replica's migration holds (and any table lock) */
  lockTimeoutMs: number;
  /** the longest one migration statement may run; 0: no limit */
  statementTimeoutMs: number;
}

const DEFAULT_TIMEOUTS: MigrationTimeouts = { lockTimeoutMs: 300_000, statementTimeoutMs: 600_000 };

/** Thrown when the migration lock was not had within its timeout (another migration still runs). */
export class MigrationLockTimeout extends Error {
  constructor(readonly waitedMs: number) {
    super(
      `the migration lock was not free within ${waitedMs / 1000} s (MIGRATION_LOCK_TIMEOUT_SECONDS): another replica or a \`migrate\` run still holds it`,
    );
    this.name = 'MigrationLockTimeout';
  }
}

/**
 * `upTo`: the last version to apply (a test builds an older schema, fills it, then migrates on).
 * The lock wait runs under the migration's own lock timeout and no statement timeout: a replica
 * waiting for another's migration longer than the pool's statement timeout waits on, and does not
 * crash; the DDL itself then runs under the migration's statement timeout. The session's
 * connection is closed after, with its settings and its lock (Db.session).
 */
export async function migrate(
  db: Db,
  upTo = Number.POSITIVE_INFINITY,
  timeouts: MigrationTimeouts = DEFAULT_TIMEOUTS,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<number[]> {
  return db.session(async (q) => {
    if (db.kind === 'pg') {
      await q.query("select set_config('statement_timeout', '0', false)");
      await q.query("select set_config('lock_timeout', $1, false)", [String(timeouts.lockTimeoutMs)]);
      try {
        await q.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      } catch (error) {
        if ((error as { code?: string }).code === '55P03')
          throw new MigrationLockTimeout(timeouts.lockTimeoutMs);
        throw error;
      }
      await q.query("select set_config('statement_timeout', $1, false)", [
        String(timeouts.statementTimeoutMs),
      ]);
    }
    await q.query(
      'create table if not exists schema_migrations (version integer primary key, name text not null, applied_at timestamptz not null default now())',
    );
    const applied = new Set(
      (await q.query<{ version: number }>('select version from schema_migrations')).map((r) => r.version),
    );
    const done: number[] = [];
    // by version, whatever order the list was extended in
    for (const m of [...migrations].sort((a, b) => a.version - b.version)) {
      if (applied.has(m.version) || m.version > upTo) continue;
      const record = () =>
        q.query('insert into schema_migrations (version, name) values ($1, $2)', [m.version, m.name]);
      if (m.transaction === false) {
        for (const statement of splitStatements(m.sql)) await q.query(statement);
        await record();
      } else {
        await q.query('begin');
        try {
          for (const statement of splitStatements(m.sql)) await q.query(statement);
          await record();
          await q.query('commit');
        } catch (error) {
          await q.query('rollback').catch(() => undefined);
          throw error;
        }
      }
      done.push(m.version);
    }
    return done;
  });
}

/** Split a migration into statements (no semicolons inside our literals or bodies). */
function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*$/m)
    .map((s) => s.replace(/--[^\n]*$/gm, '').trim())
    .filter((s) => s.length > 0);
}
