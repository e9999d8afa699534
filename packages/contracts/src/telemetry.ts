// What a browser reports when a remote cannot be loaded or an area crashes (the host's remote
// boundary sends it to the clientFailure operation): which remote, which release, which route —
// the route is redacted again on the server — and the correlation id of the page. No card data:
// nothing of the error's message or stack travels, only its kind.
import * as v from 'valibot';
import { REMOTE_NAMES } from './remotes';

/** a remote that could not load, an area that crashed, a text missing from the page's language */
export const CLIENT_FAILURE_KINDS = ['remote-load', 'crash', 'missing-text'] as const;
export type ClientFailureKind = (typeof CLIENT_FAILURE_KINDS)[number];

/** 'host' is the shell itself; otherwise one of the app registry's remotes. */
export const CLIENT_FAILURE_SOURCES = ['host', ...REMOTE_NAMES] as const;

export const ClientFailureSchema = v.object({
  kind: v.picklist(CLIENT_FAILURE_KINDS, 'Unknown failure kind'),
  remote: v.picklist(CLIENT_FAILURE_SOURCES, 'Unknown remote'),
  release: v.pipe(
    v.string(),
    v.regex(/^[A-Za-z0-9._@+-]{1,64}$/, 'A release is 1 to 64 letters, digits or . _ @ + -'),
  ),
  route: v.pipe(v.string(), v.startsWith('/', 'A route starts with /'), v.maxLength(300)),
  /** a missing text's app, language and key: 'account:es:overview.balance' */
  key: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[A-Za-z0-9_.:-]{1,160}$/, 'A text key is 1 to 160 letters, digits or . _ : -'),
    ),
  ),
  correlationId: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9._:-]{1,128}$/, 'Not a correlation id'))),
});
export type ClientFailure = v.InferOutput<typeof ClientFailureSchema>;
