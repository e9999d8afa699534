// Design tokens as CSS custom properties. ThemeProvider sets them on its wrapper element (and
// overlays copy them, since they render in a portal), so nothing is set on :root and a remote
// embedded in a partner page cannot restyle that page.
import type { CSSProperties } from 'react';
import type { EmbedTheme, Program } from '@portal/contracts';

export type ProgramColors = Program['colors'];

/** Neutral brand used until a programme's colours are known (passes WCAG AA on white). */
export const DEFAULT_COLORS: ProgramColors = {
  primary: '#1d4ed8',
  primaryContrast: '#ffffff',
  accent: '#b45309',
  surface: '#ffffff',
  text: '#1f2328',
};

/** Token name → CSS custom property. Components read them as var(--portal-…). */
export const TOKENS = {
  colorPrimary: '--portal-color-primary',
  colorPrimaryContrast: '--portal-color-primary-contrast',
  colorAccent: '--portal-color-accent',
  colorSurface: '--portal-color-surface',
  /** behind the content: the surface, or transparent in a partner's frame that asks for it */
  colorPage: '--portal-color-page',
  colorText: '--portal-color-text',
  colorTextMuted: '--portal-color-text-muted',
  colorBorder: '--portal-color-border',
  colorSurfaceRaised: '--portal-color-surface-raised',
  colorFocus: '--portal-color-focus',
  colorError: '--portal-color-error',
  colorErrorSurface: '--portal-color-error-surface',
  colorSuccess: '--portal-color-success',
  colorSuccessSurface: '--portal-color-success-surface',
  colorInfo: '--portal-color-info',
  colorInfoSurface: '--portal-color-info-surface',
  colorWarning: '--portal-color-warning',
  colorWarningSurface: '--portal-color-warning-surface',
  colorBackdrop: '--portal-color-backdrop',
  fontFamily: '--portal-font-family',
  fontSize: '--portal-font-size',
  fontSizeSmall: '--portal-font-size-small',
  fontSizeLarge: '--portal-font-size-large',
  lineHeight: '--portal-line-height',
  space1: '--portal-space-1',
  space2: '--portal-space-2',
  space3: '--portal-space-3',
  space4: '--portal-space-4',
  space6: '--portal-space-6',
  space8: '--portal-space-8',
  radiusSm: '--portal-radius-sm',
  radiusMd: '--portal-radius-md',
  radiusLg: '--portal-radius-lg',
  targetSize: '--portal-target-size',
  focusRing: '--portal-focus-ring',
  shadowOverlay: '--portal-shadow-overlay',
} as const;

export type TokenName = keyof typeof TOKENS;

/** The system font stack: no web font to download. */
export const SYSTEM_FONT_STACK =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/** Fixed tokens (status colours chosen for ≥ 4.5:1 contrast on their surfaces). */
const FIXED: Partial<Record<TokenName, string>> = {
  colorTextMuted: '#4b5563',
  colorBorder: '#8a94a3',
  colorSurfaceRaised: '#f5f7fa',
  colorError: '#b42318',
  colorErrorSurface: '#fef3f2',
  colorSuccess: '#067647',
  colorSuccessSurface: '#ecfdf3',
  colorInfo: '#1849a9',
  colorInfoSurface: '#eff8ff',
  colorWarning: '#93370d',
  colorWarningSurface: '#fffaeb',
  colorBackdrop: 'rgb(16 24 40 / 0.6)',
  fontFamily: SYSTEM_FONT_STACK,
  fontSize: '1rem',
  fontSizeSmall: '0.875rem',
  fontSizeLarge: '1.25rem',
  lineHeight: '1.5',
  space1: '0.25rem',
  space2: '0.5rem',
  space3: '0.75rem',
  space4: '1rem',
  space6: '1.5rem',
  space8: '2rem',
  radiusSm: '4px',
  radiusMd: '8px',
  radiusLg: '16px',
  // WCAG 2.5.5 target size
  targetSize: '44px',
  shadowOverlay: '0 12px 32px rgb(16 24 40 / 0.24)',
};

/** The custom properties for a programme's colours, ready for a `style` attribute. */
export function themeVars(colors: ProgramColors = DEFAULT_COLORS, theme?: EmbedTheme): CSSProperties {
  // a partner's theme (validated: contracts EmbedThemeSchema) changes the brand colour, the font
  // and the corners; the primary's contrast colour follows the brand colour so buttons stay legible
  const primary = theme?.brandColor ?? colors.primary;
  const primaryContrast = theme?.brandColor
    ? contrastRatio(primary, '#ffffff') >= 4.5
      ? '#ffffff'
      : '#111111'
    : colors.primaryContrast;
  const values: Record<TokenName, string> = {
    ...(FIXED as Record<TokenName, string>),
    colorPrimary: primary,
    colorPrimaryContrast: primaryContrast,
    colorAccent: colors.accent,
    colorSurface: colors.surface,
    colorPage: theme?.background === 'transparent' ? 'transparent' : colors.surface,
    colorText: colors.text,
    colorFocus: primary,
    focusRing: `0 0 0 2px ${colors.surface}, 0 0 0 4px ${primary}`,
    ...(theme?.fontFamily ? { fontFamily: theme.fontFamily } : {}),
    ...(theme?.radius !== undefined
      ? {
          radiusSm: `${Math.round(theme.radius / 2)}px`,
          radiusMd: `${theme.radius}px`,
          radiusLg: `${theme.radius * 2}px`,
        }
      : {}),
  };
  const style: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) style[TOKENS[name as TokenName]] = value;
  return style as CSSProperties;
}

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) throw new Error(`Expected a #rrggbb colour, got ${hex}`);
  const n = parseInt(m[1], 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** WCAG 2 contrast ratio of two #rrggbb colours (1..21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The fixed token values, for checks such as contrast tests. */
export function tokenValue(name: TokenName, colors: ProgramColors = DEFAULT_COLORS): string {
  const style = themeVars(colors) as Record<string, string>;
  return style[TOKENS[name]] ?? '';
}
