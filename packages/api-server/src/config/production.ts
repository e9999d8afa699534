// What a production start refuses, gathered in one place so that src/main.ts reports every
// refusal at once instead of the first one per restart.
import type { Settings } from './settings';
import { unscopedEntries, unscopedRefusal } from './operators';

/**
 * What a production start refuses (src/main.ts), all at once: an embedded store (each replica
 * would get a database of its own) unless ALLOW_EMBEDDED_DB=true, no PUBLIC_URL (emailed
 * virtual-card links would point at localhost), a channel with no transport (SMTP_URL,
 * SMS_WEBHOOK_URL) unless NOTIFY_TRANSPORT=log, no TRUST_PROXY (`none` when clients connect
 * directly), an audit retention under a year, no operator token, and an operator token without scopes
 * (operatorsOf). Empty outside the production posture.
 */
/** PCI DSS 10.5.1: the audit trail is kept at least 12 months. */
export const MIN_AUDIT_DAYS = 365;

export function productionRefusals(settings: Settings, env: NodeJS.ProcessEnv): string[] {
  if (!settings.production) return [];
  const refusals: string[] = [];
  if (!settings.databaseUrl && env.ALLOW_EMBEDDED_DB !== 'true') {
    refusals.push(
      'Production needs DATABASE_URL (PostgreSQL): the embedded store would give every replica a database of its own. Set ALLOW_EMBEDDED_DB=true to run one instance on it anyway',
    );
  }
  if (!env.PUBLIC_URL) {
    refusals.push(
      'Production needs PUBLIC_URL (the portal origin cardholders use): emailed virtual-card links would otherwise point at localhost',
    );
  }
  // a channel without a transport would mark every PIN and link sent to the log, and the
  // stuck-notifications alert could never fire
  for (const [channel, name, what] of [
    [settings.smtpUrl, 'SMTP_URL', 'emails (card links, contact acknowledgements)'],
    [settings.smsWebhookUrl, 'SMS_WEBHOOK_URL', 'SMS (PINs)'],
  ] as const) {
    if (!channel && !settings.notifyToLog)
      refusals.push(
        `Production needs ${name}: without it ${what} would only be written to the log. Set NOTIFY_TRANSPORT=log to log them on purpose`,
      );
  }
  if (!env.TRUST_PROXY) {
    refusals.push(
      "Production needs TRUST_PROXY: the load balancer's hop count (1) or addresses, or none when clients connect directly. Without it every client behind the balancer shares one rate-limit key",
    );
  }
  if (settings.retention.auditDays < MIN_AUDIT_DAYS) {
    refusals.push(
      `RETENTION_AUDIT_DAYS must be at least ${MIN_AUDIT_DAYS} in production (PCI DSS 10.5.1 keeps the audit trail 12 months)`,
    );
  }
  if (settings.adminTokens.length === 0)
    refusals.push('Production needs ADMIN_TOKENS (name:token:scope+scope,…): the operators and the scraper');
  const unscoped = unscopedEntries(settings);
  if (unscoped.length > 0) refusals.push(unscopedRefusal(unscoped));
  return refusals;
}
