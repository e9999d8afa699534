// The demo programme (white label) served in /config.json; a deployment overrides any value
// with a JSON file named in PROGRAM_CONFIG_FILE.
import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import {
  DEFAULT_PROGRAM_TIME_ZONE,
  ProgramSchema,
  OPERATIONS,
  fillPath,
  type Program,
} from '@portal/contracts';
import { pdfFileName, type LegalDocumentId } from '@portal/legal';
import { usFederalHolidaysAround } from '../modules/disputes/calendar';

export const CAROUSEL_COUNT = 5;

/** The server renders the agreement PDFs from the programme's values (GET /legal/{document}). */
export function legalPdfUrl(apiBase: string, id: LegalDocumentId): string {
  return `${apiBase}${fillPath(OPERATIONS.legalPdf.path, { document: pdfFileName(id) })}`;
}

/** Default programme; `apiBase` is the public API base (the image host and the agreement PDF). */
export function defaultProgram(apiBase: string): Program {
  return {
    productName: 'Prime Rewards Visa Prepaid Card',
    supportPhone: '1-800-555-0142',
    supportHours: '8am to midnight EST, 7 days a week',
    balancePhone: '1-800-555-0199',
    balanceHours: '24/7',
    mailAddress: ['Prime Rewards Card Services', 'P.O. Box 4120', 'Wilmington, DE 19850'],
    websiteUrl: 'https://www.primerewardscard.example',
    orderCardsUrl: 'https://www.primerewardscard.example/order',
    privacyPolicyUrl: 'https://www.primerewardscard.example/privacy',
    californiaPrivacyChoicesUrl: 'https://www.primerewardscard.example/privacy/california-choices',
    californiaPrivacyNoticeUrl: 'https://www.primerewardscard.example/privacy/california-notice',
    carouselImages: CAROUSEL_DESIGNS.map((d, i) => ({ src: `/assets/cards/${i + 1}.svg`, alt: d.alt })),
    // the cardholder's "today" (history range): the zone of the support hours above
    timeZone: DEFAULT_PROGRAM_TIME_ZONE,
    // the days besides weekends that are not business days (the agreement's business-day clocks)
    holidays: usFederalHolidaysAround(new Date().getUTCFullYear()),
    imageHost: `${apiBase}/card/vv/image`,
    issuerDisclaimer:
      'The Prime Rewards Visa Prepaid Card is issued by Example Bank, N.A., Member FDIC, pursuant to a license from Visa U.S.A. Inc. This card can be used everywhere Visa debit cards are accepted in the US and DC.',
    gamblingNotice: 'This card cannot be used for online gambling.',
    translations: {
      es: {
        supportHours: 'de 8 a. m. a medianoche (hora del Este), los 7 días de la semana',
        balanceHours: 'las 24 horas, los 7 días de la semana',
        issuerDisclaimer:
          'La tarjeta Prime Rewards Visa Prepaid Card es emitida por Example Bank, N.A., miembro de la FDIC, en virtud de una licencia de Visa U.S.A. Inc. Esta tarjeta se puede usar en todos los lugares donde se aceptan tarjetas de débito Visa en los EE. UU. y el Distrito de Columbia.',
        gamblingNotice: 'Esta tarjeta no se puede usar para apuestas en línea.',
        carouselAlts: CAROUSEL_DESIGNS.map((d) => d.altEs),
      },
    },
    governingLanguage: 'en',
    virtualAgreementPdfUrl: legalPdfUrl(apiBase, 'vv'),
    colors: {
      primary: '#1a3d7c',
      primaryContrast: '#ffffff',
      accent: '#f2a900',
      surface: '#f5f7fb',
      text: '#1b1f24',
    },
  };
}

export interface CarouselDesign {
  alt: string;
  /** the same in Spanish */
  altEs: string;
  from: string;
  to: string;
  label: string;
}

export const CAROUSEL_DESIGNS: readonly CarouselDesign[] = [
  {
    alt: 'Prime Rewards classic blue card',
    altEs: 'Tarjeta Prime Rewards clásica azul',
    from: '#1a3d7c',
    to: '#2f6fd6',
    label: 'Classic',
  },
  {
    alt: 'Prime Rewards gold card',
    altEs: 'Tarjeta Prime Rewards dorada',
    from: '#8a6a12',
    to: '#f2a900',
    label: 'Gold',
  },
  {
    alt: 'Prime Rewards green thank-you card',
    altEs: 'Tarjeta Prime Rewards verde de agradecimiento',
    from: '#0f5d4a',
    to: '#2fae8a',
    label: 'Thank You',
  },
  {
    alt: 'Prime Rewards holiday red card',
    altEs: 'Tarjeta Prime Rewards roja de temporada',
    from: '#7c1a2a',
    to: '#d63f4f',
    label: 'Holiday',
  },
  {
    alt: 'Prime Rewards midnight virtual card',
    altEs: 'Tarjeta virtual Prime Rewards azul medianoche',
    from: '#1b1f24',
    to: '#4a5563',
    label: 'Virtual',
  },
];

/** Defaults merged with the override file (shallow, `colors` merged key by key), validated. */
export function loadProgram(apiBase: string, file: string | undefined): Program {
  const base = defaultProgram(apiBase);
  if (!file) return base;
  const override = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const colors =
    typeof override.colors === 'object' && override.colors !== null
      ? { ...base.colors, ...(override.colors as Record<string, unknown>) }
      : base.colors;
  const result = v.safeParse(ProgramSchema, { ...base, ...override, colors });
  if (!result.success) {
    const where = result.issues.map((i) => `${v.getDotPath(i) ?? '(root)'}: ${i.message}`).join('; ');
    throw new Error(`PROGRAM_CONFIG_FILE ${file} is not a valid programme: ${where}`);
  }
  return result.output;
}
