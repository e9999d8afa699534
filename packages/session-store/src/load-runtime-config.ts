// The one loader of the runtime config (/config.json): the host at start, a remote's standalone
// dev page, the partner embed. Apart from the store (./runtime-config.ts) so that a page which only
// loads the config (the partner embed, a plain script) does not carry the store; it imports the
// schema from contracts' ./config alone for the same reason.
import * as v from 'valibot';
import { RuntimeConfigSchema, type RuntimeConfig } from '@portal/contracts/config';

/**
 * The config with every URL it holds absolute, resolved against `base` (the URL the config came
 * from): the API base, the remotes' manifests, the captcha challenge and the programme's links and
 * images. A page on another origin (a partner's, a remote's dev page) then still reaches the
 * portal; on the portal itself nothing changes, the same URLs are only spelled out. A URL that is
 * already absolute is kept as written.
 */
export function absoluteRuntimeConfig(config: RuntimeConfig, base: string | URL): RuntimeConfig {
  // a URL with a scheme stays as written (no normalising, e.g. no '/' added after the host)
  const abs = (url: string) => (/^[a-z][a-z\d+.-]*:/i.test(url) ? url : new URL(url, base).href);
  const { program, captcha } = config;
  return {
    ...config,
    apiBaseUrl: abs(config.apiBaseUrl),
    remotes: Object.fromEntries(
      Object.entries(config.remotes).map(([name, url]) => [name, abs(url)]),
    ) as RuntimeConfig['remotes'],
    captcha:
      captcha.provider === 'altcha' ? { ...captcha, challengeUrl: abs(captcha.challengeUrl) } : captcha,
    program: {
      ...program,
      websiteUrl: abs(program.websiteUrl),
      orderCardsUrl: abs(program.orderCardsUrl),
      privacyPolicyUrl: abs(program.privacyPolicyUrl),
      californiaPrivacyChoicesUrl: abs(program.californiaPrivacyChoicesUrl),
      californiaPrivacyNoticeUrl: abs(program.californiaPrivacyNoticeUrl),
      carouselImages: program.carouselImages.map((image) => ({ ...image, src: abs(image.src) })),
      imageHost: abs(program.imageHost),
      virtualAgreementPdfUrl: abs(program.virtualAgreementPdfUrl),
      ...(program.logoUrl ? { logoUrl: abs(program.logoUrl) } : {}),
    },
  };
}

/**
 * The one runtime-config loader (host start-up, parcels' and standalone pages' dev start-up, the
 * partner embed): fetches `url` (the page's /config.json unless told), refuses an answer that is
 * not ok, validates it against RuntimeConfigSchema and makes its URLs absolute against the URL it
 * came from. Throws an Error saying which of those failed.
 */
export async function loadRuntimeConfig(url: string | URL = '/config.json'): Promise<RuntimeConfig> {
  const from = new URL(url, globalThis.location?.href);
  let response: Response;
  try {
    response = await fetch(from, { headers: { Accept: 'application/json' }, cache: 'no-cache' });
  } catch (error) {
    throw new Error(`GET ${from.href} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  if (!response.ok) throw new Error(`GET ${from.href} answered ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw new Error(`${from.href} is not JSON`, { cause: error });
  }
  const result = v.safeParse(RuntimeConfigSchema, body);
  if (!result.success) {
    const where = result.issues.map((i) => `${v.getDotPath(i) ?? '(root)'}: ${i.message}`).join('; ');
    throw new Error(`${from.href} does not match RuntimeConfigSchema at ${where}`);
  }
  // response.url: where the config really came from, after any redirect
  return absoluteRuntimeConfig(result.output, response.url || from.href);
}
