// The operator tokens: ADMIN_TOKENS and ADMIN_TOKEN read into named entries with their scopes, and
// the rule that a token naming no scope has every scope in development and stops a production start.
import { OPERATOR_SCOPES, type OperatorScope } from '../operator/scopes';

/** One operator token as configured; `scopes` absent: none named (see operatorsOf). */
export interface AdminTokenEntry {
  name: string;
  token: string;
  scopes?: OperatorScope[];
}

/**
 * ADMIN_TOKENS: comma-separated `name:token` or `name:token:scope+scope` entries. A third part is
 * always the scope list, and an unknown scope name stops the start: a typo (`metric`) must not
 * become part of the token, nor a token that silently reaches nothing.
 */
export function parseAdminTokens(value: string | undefined): AdminTokenEntry[] {
  if (!value) return [];
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((entry) => {
      const [name = '', token = '', scopeList, ...extra] = entry.split(':');
      if (!/^[A-Za-z0-9._-]{1,64}$/.test(name) || token.length < 16 || extra.length > 0) {
        throw new Error(
          'ADMIN_TOKENS must be name:token or name:token:scope+scope entries (token of 16 characters or more, no colon), comma-separated',
        );
      }
      if (scopeList === undefined) return { name, token };
      const scopes = scopeList.split('+').map((s) => s.trim());
      const unknown = scopes.filter((s) => !(OPERATOR_SCOPES as readonly string[]).includes(s));
      if (unknown.length > 0) {
        throw new Error(
          `ADMIN_TOKENS entry '${name}': unknown scope '${unknown.join("', '")}' (scopes: ${OPERATOR_SCOPES.join(', ')})`,
        );
      }
      return { name, token, scopes: [...new Set(scopes)] as OperatorScope[] };
    });
}

/** The configured entries that name no scope (ADMIN_TOKEN, or an ADMIN_TOKENS `name:token`). */
export function unscopedEntries(settings: { adminTokens: AdminTokenEntry[] }): string[] {
  return settings.adminTokens.filter((t) => t.scopes === undefined).map((t) => t.name);
}

/**
 * The operator tokens with their scopes. An entry that names none has every scope in development
 * (ADMIN_TOKEN=… and the generated dev token keep working for local use and the tests) and is
 * refused in production: given every scope it would be the token that reaches everything, given
 * none a deploy would start and then answer 403 to the call centre or leave the scraper blind, so
 * the choice is put to whoever deploys, at start.
 */
export function operatorsOf(settings: {
  adminTokens: AdminTokenEntry[];
  production: boolean;
}): { name: string; token: string; scopes: OperatorScope[] }[] {
  const unscoped = unscopedEntries(settings);
  if (settings.production && unscoped.length > 0) throw new Error(unscopedRefusal(unscoped));
  return settings.adminTokens.map((t) => ({ ...t, scopes: t.scopes ?? [...OPERATOR_SCOPES] }));
}

export function unscopedRefusal(names: string[]): string {
  return `Operator token${names.length > 1 ? 's' : ''} ${names.map((n) => `'${n}'`).join(', ')} name${names.length > 1 ? '' : 's'} no scopes: in production each is an ADMIN_TOKENS entry name:token:scope+scope (scopes: ${OPERATOR_SCOPES.join(', ')}); ADMIN_TOKEN has none`;
}
