// The runtime config served at /config.json: where the API and every remote live, the
// programme (white-label) values and the captcha settings. The host fetches it at start;
// the card's frame on a partner's page reads the same file (docs/architecture.md#programme-configuration).
import * as v from 'valibot';
import { REMOTE_NAMES, type RemoteName } from './remotes';
import { DeclaredPageSchema } from './releases';
import { isTimeZone } from './time-zone';

// the remote names come from the app registry (remotes.ts); re-exported for the config's readers
export { REMOTE_NAMES, type RemoteName };

const url = v.pipe(v.string(), v.minLength(1));

/**
 * The programme's texts a cardholder reads, which the programme words in each language it serves:
 * its `translations.es` gives them in Spanish (a Spanish page reads each from there, English where
 * the programme gives none: useProgram in session-store).
 */
const ProgramTextsSchema = v.object({
  supportHours: v.optional(v.string()),
  balanceHours: v.optional(v.string()),
  issuerDisclaimer: v.optional(v.string()),
  gamblingNotice: v.optional(v.string()),
  /** the carousel's alt texts, in the order of `carouselImages` */
  carouselAlts: v.optional(v.array(v.string())),
});
export type ProgramTexts = v.InferOutput<typeof ProgramTextsSchema>;

/** The zone of a programme that names none: US Eastern, the zone of the support hours. */
export const DEFAULT_PROGRAM_TIME_ZONE = 'America/New_York';

export const ProgramSchema = v.object({
  /** {product} in the spec's texts */
  productName: v.string(),
  /** {phone}: customer service, 8am to midnight EST, seven days */
  supportPhone: v.string(),
  supportHours: v.string(),
  /** card balance line, 24/7 */
  balancePhone: v.string(),
  balanceHours: v.string(),
  mailAddress: v.array(v.string()),
  websiteUrl: url,
  orderCardsUrl: url,
  privacyPolicyUrl: url,
  californiaPrivacyChoicesUrl: url,
  californiaPrivacyNoticeUrl: url,
  /** the five card images of the home carousel */
  carouselImages: v.array(v.object({ src: url, alt: v.string() })),
  /**
   * The programme's time zone (IANA): the cardholder's "today" for the history range, in the
   * browser and on the server alike (calendarDateIn). Default: US Eastern, the zone of the
   * programme's support hours.
   */
  timeZone: v.optional(
    v.pipe(v.string(), v.check(isTimeZone, 'an IANA time zone, e.g. America/New_York')),
    DEFAULT_PROGRAM_TIME_ZONE,
  ),
  /**
   * The programme's bank holidays (YYYY-MM-DD): with Saturdays and Sundays, the days that are not
   * business days when the server counts the agreement's business days (dispute due dates).
   * Default: the US federal holidays as observed (api-server config/program.ts).
   */
  holidays: v.optional(v.array(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected YYYY-MM-DD')))),
  /**
   * Whether cardholders may report a card lost or stolen and get its replacement on the portal:
   * new cards get the permission, and the server refuses it for every card when false. Default: true.
   */
  cardReplacement: v.optional(v.boolean()),
  /** base URL of the virtual-card image (API base + /card/vv/image by default) */
  imageHost: url,
  issuerDisclaimer: v.string(),
  gamblingNotice: v.string(),
  /** PDF of the virtual agreement, linked from the footer for a logged-in virtual card */
  virtualAgreementPdfUrl: url,
  logoUrl: v.optional(v.string()),
  /** the programme's texts in other languages than English (ProgramTextsSchema) */
  translations: v.optional(v.object({ es: v.optional(ProgramTextsSchema) })),
  /**
   * Which language governs the agreements where a translation differs: English unless the
   * programme says otherwise (a Spanish agreement says which, packages/legal).
   */
  governingLanguage: v.optional(v.picklist(['en', 'es'])),
  colors: v.object({
    primary: v.string(),
    primaryContrast: v.string(),
    accent: v.string(),
    surface: v.string(),
    text: v.string(),
  }),
});
export type Program = v.InferOutput<typeof ProgramSchema>;

export const CaptchaConfigSchema = v.variant('provider', [
  v.object({ provider: v.literal('altcha'), challengeUrl: url }),
  v.object({ provider: v.literal('recaptcha'), siteKey: v.string() }),
  v.object({ provider: v.literal('off') }),
]);
export type CaptchaConfig = v.InferOutput<typeof CaptchaConfigSchema>;

export const RuntimeConfigSchema = v.object({
  /** absolute or origin-relative, e.g. '/api/ind/v1' */
  apiBaseUrl: url,
  /** remote name → URL of its mf-manifest.json (may be another origin) */
  remotes: v.record(v.picklist(REMOTE_NAMES), url),
  /** the pages the releases served declare (releases.ts DeclaredPage), each with its remote */
  pages: v.optional(v.array(v.object({ ...DeclaredPageSchema.entries, remote: v.picklist(REMOTE_NAMES) }))),
  program: ProgramSchema,
  captcha: CaptchaConfigSchema,
});
export type RuntimePage = NonNullable<v.InferOutput<typeof RuntimeConfigSchema>['pages']>[number];
export type RuntimeConfig = v.InferOutput<typeof RuntimeConfigSchema>;

const inLanguage = new WeakMap<Program, Map<string, Program>>();

/**
 * The programme as a page in `locale` reads it: its texts from `translations` where the programme
 * words them in that language, English where it does not. The same object for the same programme
 * and language (React keeps its memos).
 */
export function programIn(program: Program, locale: string): Program {
  const texts = locale === 'es' ? program.translations?.es : undefined;
  if (!texts) return program;
  let byLocale = inLanguage.get(program);
  if (!byLocale) inLanguage.set(program, (byLocale = new Map()));
  let worded = byLocale.get(locale);
  if (!worded) {
    const { carouselAlts, ...fields } = texts;
    const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    worded = {
      ...program,
      ...given,
      carouselImages: program.carouselImages.map((image, i) => ({
        ...image,
        alt: carouselAlts?.[i] ?? image.alt,
      })),
    };
    byLocale.set(locale, worded);
  }
  return worded;
}
