import { DEFAULT_COLORS, TOKENS, contrastRatio, themeVars } from './tokens';

const vars = (style: object) => style as Record<string, string>;

test("a partner's theme sets the brand colour, the font and the corners; the button text stays legible", () => {
  const dark = vars(
    themeVars(DEFAULT_COLORS, { brandColor: '#0d4f3c', fontFamily: 'Georgia, serif', radius: 4 }),
  );
  expect(dark[TOKENS.colorPrimary]).toBe('#0d4f3c');
  expect(dark[TOKENS.colorFocus]).toBe('#0d4f3c');
  expect(dark[TOKENS.colorPrimaryContrast]).toBe('#ffffff');
  expect(dark[TOKENS.fontFamily]).toBe('Georgia, serif');
  expect([dark[TOKENS.radiusSm], dark[TOKENS.radiusMd], dark[TOKENS.radiusLg]]).toEqual([
    '2px',
    '4px',
    '8px',
  ]);
  const light = vars(themeVars(DEFAULT_COLORS, { brandColor: '#ffd400' }));
  expect(light[TOKENS.colorPrimaryContrast]).toBe('#111111');
  expect(contrastRatio('#ffd400', light[TOKENS.colorPrimaryContrast]!)).toBeGreaterThanOrEqual(4.5);
});

test("a partner's theme may let its page show through behind the card screen, panels keeping their surface", () => {
  const clear = vars(themeVars(DEFAULT_COLORS, { background: 'transparent' }));
  expect(clear[TOKENS.colorPage]).toBe('transparent');
  expect(clear[TOKENS.colorSurface]).toBe(DEFAULT_COLORS.surface);
  expect(vars(themeVars(DEFAULT_COLORS, { background: 'surface' }))[TOKENS.colorPage]).toBe(
    DEFAULT_COLORS.surface,
  );
});

test("without a theme the programme's colours and the fixed tokens stand", () => {
  const plain = vars(themeVars(DEFAULT_COLORS));
  expect(plain[TOKENS.colorPage]).toBe(DEFAULT_COLORS.surface);
  expect(plain[TOKENS.colorPrimary]).toBe(DEFAULT_COLORS.primary);
  expect(plain[TOKENS.radiusMd]).toBe('8px');
});
