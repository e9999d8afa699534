import type { CaptchaAction } from '@portal/contracts';

/** Obtains the captchaResponse a call sends (spec §7 captcha actions). */
export interface CaptchaProvider {
  getToken(action: CaptchaAction): Promise<string>;
}
