import { normaliseOrigin, parseOriginList } from './origins';

describe('normaliseOrigin', () => {
  it.each([
    ['https://Example.COM', 'https://example.com'],
    ['HTTPS://example.com:443/', 'https://example.com'],
    ['http://127.0.0.1:3000', 'http://127.0.0.1:3000'],
    ['http://[::1]:3000', 'http://[::1]:3000'],
    ['https://bücher.example', 'https://xn--bcher-kva.example'],
  ])('keeps %s as %s', (value, expected) => {
    expect(normaliseOrigin(value)).toBe(expected);
  });

  it.each(['null', '', 'example.com', 'ws://example.com', 'file:///etc', 'chrome-extension://abc', 'https://user:pw@example.com',
    'https://example.com/app', 'https://example.com?x=1', 'https://*.example.com', 'https://a.example.com;b'])('refuses %j', (value) => {
    expect(normaliseOrigin(value)).toBeNull();
  });
});

describe('parseOriginList', () => {
  it('splits on commas, trims, drops empties and duplicates', () => {
    expect(parseOriginList('X', ' https://a.example.com, ,https://A.example.com/,http://b.example.com ')).toEqual(['https://a.example.com', 'http://b.example.com']);
    expect(parseOriginList('X', undefined)).toEqual([]);
  });

  it('names the variable and the entry it refuses', () => {
    expect(() => parseOriginList('ATRIUM_FRAME_ORIGINS', 'https://ok.example.com,https:')).toThrow('ATRIUM_FRAME_ORIGINS must list http(s) origins such as https://intranet.example.com (no path, no wildcard), got "https:"');
  });
});
