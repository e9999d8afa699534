// What the cardholder saw fail, told to the server (the clientFailure operation, counted in its
// metrics): which remote, this build's release, the route without its capabilities. Nothing of
// the error itself travels (its message may hold anything); a report that cannot be sent is dropped.
import { api } from '@portal/api-client';
import { MISSING_TEXT_EVENT, type MissingText } from '@portal/contracts/i18n';
import {
  CLIENT_FAILURE_SOURCES,
  redactPortalPath,
  remoteOfModule,
  type ClientFailureKind,
  type RemoteModuleId,
} from '@portal/contracts';

declare const __PORTAL_RELEASE__: string | undefined;

/** The host's release, set at build (packages/build-config: PORTAL_RELEASE, else host@version). */
export const RELEASE = typeof __PORTAL_RELEASE__ === 'string' ? __PORTAL_RELEASE__ : 'host@dev';

/** A remote's code could not be fetched (manifest, entry or chunk), as opposed to a crash while rendering. */
export class RemoteLoadError extends Error {
  constructor(id: RemoteModuleId, cause: unknown) {
    super(`${id} could not be loaded`, { cause });
    this.name = 'RemoteLoadError';
  }
}

export type FailureReporter = (id: RemoteModuleId, kind: ClientFailureKind) => void;

export const reportRemoteFailure: FailureReporter = (id, kind) => {
  api
    .clientFailure({
      kind,
      remote: remoteOfModule(id),
      release: RELEASE,
      route: redactPortalPath(window.location.pathname),
    })
    .catch(() => undefined);
};

/**
 * Reports each text an app's catalogue lacks in the page's language (contracts i18n: the page shows
 * the English): the app as the source, its release, the key. Listened for from start.
 */
export function reportMissingTexts(): () => void {
  const report = (event: Event) => {
    const { app, locale, key, release } = (event as CustomEvent<MissingText>).detail;
    const remote = CLIENT_FAILURE_SOURCES.find((source) => source === app) ?? 'host';
    api
      .clientFailure({
        kind: 'missing-text',
        remote,
        release: release ?? RELEASE,
        route: redactPortalPath(window.location.pathname),
        key: `${app}:${locale}:${key}`.slice(0, 160),
      })
      .catch(() => undefined);
  };
  window.addEventListener(MISSING_TEXT_EVENT, report);
  return () => window.removeEventListener(MISSING_TEXT_EVENT, report);
}
