import { isThemeName, primaryPalette, THEME_COLORS, THEME_NAMES } from './palette';

it('offers the eight theme colours of the spec, blue #409EFF first', () => {
  expect(THEME_NAMES).toEqual(['blue', 'purple', 'azure', 'ocean', 'green', 'yellow', 'orange', 'red']);
  expect(THEME_COLORS.blue).toBe('#409eff');
  expect(isThemeName('ocean')).toBe(true);
  expect(isThemeName('neon')).toBe(false);
});

it('makes step 600 the colour itself, lighter steps above and darker below', () => {
  const palette = primaryPalette('#409eff');
  expect(Object.keys(palette)).toHaveLength(11);
  expect(palette['--sl-color-primary-600']).toBe('#409eff');
  expect(palette['--sl-color-primary-50']).toMatch(/^#f[0-9a-f]{5}$/);
  const brightness = (hex: string) => Number.parseInt(hex.slice(1, 3), 16) + Number.parseInt(hex.slice(3, 5), 16) + Number.parseInt(hex.slice(5, 7), 16);
  const steps = Object.values(palette).map(brightness);
  expect([...steps].sort((a, b) => b - a)).toEqual(steps);
});
