// The one ky instance of the portal. The host and every remote share this module as a
// Module Federation singleton, so the correlation counter, the bearer header and the
// session-end handling are the same for every call in the page.
//
// Spec §7 says a cross-site request token cookie is copied to a header for non-GET requests
// (the old client library's CSRF defence). It is not needed here: we authenticate with a
// bearer token the page adds itself (never sent automatically by the browser, so a forged
// cross-site request carries no credential), and the API sets no cookies at all, so there is
// no CSRF token to copy and `credentials` stays at the fetch default.
import type { KyInstance, KyRequest, NormalizedOptions } from 'ky';
import { currentLocale, languageTag } from '@portal/contracts/i18n';
import { useSession } from '@portal/session-store';
import { nextCorrelationId } from './correlation';
import { emitSessionEnded } from './session-events';

export const CORRELATION_HEADER = 'X-Correlation-Id';

/** Per-call flags read by the hooks. */
export interface CallContext {
  /** the login call: its 403 is the sanctions answer, not a session end (spec §8) */
  isLogin?: boolean;
}

function contextOf(options: Readonly<NormalizedOptions>): CallContext {
  return options.context as CallContext;
}

function addHeaders({ request }: { request: KyRequest }): void {
  request.headers.set(CORRELATION_HEADER, nextCorrelationId());
  // the page's language: the server answers a file's words in it (the CSV's header row)
  request.headers.set('Accept-Language', languageTag(currentLocale()));
  const token = useSession.getState().authToken;
  if (token) request.headers.set('Authorization', `Bearer ${token}`);
}

/** Whether `request` carried the bearer of the session now held (or none, and none is held). */
function sentInThisSession(request: KyRequest): boolean {
  const token = useSession.getState().authToken;
  return request.headers.get('Authorization') === (token ? `Bearer ${token}` : null);
}

let client: Promise<KyInstance> | null = null;

/**
 * The one ky instance. ky itself (9 KB gzip) is downloaded with the page's first call, not with
 * the page (a first visit to / that calls nothing does not download it; the login form
 * asks for its captcha challenge as soon as it is focused, so a login waits for nothing more).
 * A failed download is tried again by the next call.
 */
export function http(): Promise<KyInstance> {
  client ??= import(/* webpackChunkName: "ky" */ 'ky').then(
    ({ default: ky }) =>
      ky.create({
        // calls are not retried: most are not idempotent, and a user-visible error is better than a double action
        retry: 0,
        timeout: 15_000,
        hooks: {
          beforeRequest: [addHeaders],
          afterResponse: [
            ({ request, options, response }) => {
              // spec §7: a 403 from any call clears the session and goes home — except the login
              // call, whose 403 is the sanctions block (spec §8, docs/architecture.md#the-session).
              // Only the session the call was made in ends: a late answer to a call of a session
              // already over (logged out, then in again) leaves the new one alone.
              if (response.status === 403 && !contextOf(options).isLogin && sentInThisSession(request)) {
                useSession.getState().logout();
                emitSessionEnded();
              }
            },
          ],
        },
      }),
    (error: unknown) => {
      client = null;
      throw error;
    },
  );
  return client;
}
