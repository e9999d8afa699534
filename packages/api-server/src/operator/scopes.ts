// The operator scopes in a file of their own: the settings (ADMIN_TOKENS), the request context
// and the listener's guard read them without loading the operation table and its schemas.

/**
 * What an operator token may do (ADMIN_TOKENS `name:token:scope+scope`): each operation of the
 * table names one scope, `/metrics` needs `metrics`. One scope per task, so that the token a
 * scraper, a release pipeline or a call-centre desk holds reaches only what that task needs.
 */
export const OPERATOR_SCOPES = [
  'metrics', // GET /metrics on the operator listener
  'cards', // the call centre's card actions: show, find, contact, unlock, unfreeze, sessions, links
  'support', // contact requests and the notification outbox
  'releases', // remote releases
  'partners', // programme partners and their keys
  'keys', // key rotation moves
  'retention', // the retention purge
  'test-data', // creating cards and money (the operations marked testData)
  'disputes', // the call centre's dispute cases: list, show, follow-up, credit, resolve
] as const;
export type OperatorScope = (typeof OPERATOR_SCOPES)[number];
