import { contrastRatio, DEFAULT_COLORS, tokenValue, type TokenName } from './tokens';

describe('design tokens meet WCAG AA contrast', () => {
  it('computes the WCAG ratio (black on white is 21:1)', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
  });

  it.each([
    ['colorText', 'colorSurface'],
    ['colorTextMuted', 'colorSurface'],
    ['colorTextMuted', 'colorSurfaceRaised'],
    ['colorPrimary', 'colorSurface'],
    ['colorPrimaryContrast', 'colorPrimary'],
    ['colorError', 'colorErrorSurface'],
    ['colorSuccess', 'colorSuccessSurface'],
    ['colorInfo', 'colorInfoSurface'],
    ['colorWarning', 'colorWarningSurface'],
    ['colorError', 'colorSurface'],
  ] as [TokenName, TokenName][])('text %s on %s is at least 4.5:1', (fg, bg) => {
    expect(contrastRatio(tokenValue(fg), tokenValue(bg))).toBeGreaterThanOrEqual(4.5);
  });

  it('input borders are at least 3:1 against the surface (non-text contrast)', () => {
    expect(contrastRatio(tokenValue('colorBorder'), DEFAULT_COLORS.surface)).toBeGreaterThanOrEqual(3);
  });
});
