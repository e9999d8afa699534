// Public surface of @portal/session-store (shared as a Module Federation singleton).
export {
  useSession,
  sessionStore,
  SESSION_STORAGE_KEY,
  type SessionState,
  type SessionData,
} from './session';
export {
  selectIsLoggedIn,
  selectStatusLabel,
  selectShouldFetchBalance,
  selectShowDetails,
  selectCanResetPin,
  selectPinResetDisabled,
  selectFreezeOffer,
  selectShowActivation,
  selectCanActivate,
  selectShowHolderName,
  selectIsVirtualCard,
  selectReplacementOffered,
} from './selectors';
export {
  useRuntimeConfig,
  useProgram,
  useReplacementOffered,
  usePages,
  pagesNow,
  updatePages,
  type RuntimeConfigState,
} from './runtime-config';
export { loadRuntimeConfig, absoluteRuntimeConfig } from './load-runtime-config';
export {
  CLOSE_MODALS_EVENT,
  closeAllModals,
  onCloseModals,
  REPORT_LOST_STOLEN_EVENT,
  requestLostStolenReport,
  onLostStolenReport,
  onSessionEnded,
  emitSessionEnded,
} from './events';
