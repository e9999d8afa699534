import { API_BASE_PATH } from '@portal/contracts';
import type { CaptchaProvider } from './captcha-provider';

export interface ApiClientSettings {
  /** absolute or origin-relative, e.g. '/api/ind/v1' (RuntimeConfig.apiBaseUrl) */
  apiBaseUrl: string;
  captcha?: CaptchaProvider;
  /** program.imageHost: where card images are fetched (default: the API's own image path) */
  imageHost?: string;
}

interface State {
  apiBaseUrl: string;
  captcha: CaptchaProvider | null;
  imageHost: string | null;
}

export const settings: State = { apiBaseUrl: API_BASE_PATH, captcha: null, imageHost: null };

/** Called once by the host (or a parcel) with the runtime config values. */
export function configureApiClient(options: ApiClientSettings): void {
  settings.apiBaseUrl = options.apiBaseUrl.replace(/\/+$/, '');
  if (options.captcha) settings.captcha = options.captcha;
  settings.imageHost = options.imageHost ? options.imageHost.replace(/\/+$/, '') : null;
}

/** `path` (one of contracts PATHS) under the configured API base. */
export function apiUrl(path: string): string {
  return `${settings.apiBaseUrl}${path}`;
}
