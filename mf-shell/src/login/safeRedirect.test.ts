import { safeRedirect } from './safeRedirect';

describe('safeRedirect', () => {
  it('keeps a local path with its query', () => {
    expect(safeRedirect('/systemData/dictionary?x=1')).toBe('/systemData/dictionary?x=1');
  });

  it.each([null, '', 'https://evil.test/', '//evil.test', '/\\evil.test', 'javascript:alert(1)', '/login', '/login?redirect=/x'])(
    'falls back to the dashboard for %p',
    (value) => {
      expect(safeRedirect(value)).toBe('/basic/dashboard');
    },
  );
});
