// Public surface of @portal/api-client (shared as a Module Federation singleton).
export {
  api,
  RESEND_CAPTCHA_TIMEOUT_MS,
  type Api,
  type CsvDownload,
  type LoginBody,
  type LoginResult,
  type RegisterBody,
  type RegisterVirtualBody,
  type HistoryBody,
  type HistoryDownloadBody,
  type AgreementSignBody,
  type ContactBody,
} from './calls';
export { configureApiClient, type ApiClientSettings } from './settings';
export { onSessionEnded } from './session-events';
export { ApiRequestError, ResponseShapeError, CaptchaError } from './errors';
export {
  createAltchaCaptcha,
  createNoCaptcha,
  createRecaptchaCaptcha,
  createCaptchaFromConfig,
  configureApiClientFromConfig,
  prepareCaptcha,
  type CaptchaProvider,
} from './captcha';
export { CORRELATION_HEADER } from './http';
export { sessionCorrelationId } from './correlation';
export { newIdempotencyKey } from './idempotency';
