import { isDeployRefused } from './checks';
import { locateBundle, normaliseDeployPrefix, parseDeployOrigins } from './allow-list';
import { checkIntegrity, sri } from './integrity';

const PREFIXES = ['https://cdn.example.com/atrium/'];

const refusal = (run: () => unknown): string | null => {
  try {
    run();
    return null;
  } catch (error) {
    return isDeployRefused(error) ? error.check : String(error);
  }
};

describe('ATRIUM_DEPLOY_ORIGINS', () => {
  it('keeps origin and path, one spelling, a slash at the end', () => {
    expect(normaliseDeployPrefix('HTTPS://CDN.Example.com:443/atrium')).toBe('https://cdn.example.com/atrium/');
    expect(parseDeployOrigins(' https://a.example.com , https://a.example.com/ ,http://127.0.0.1:8080/x/')).toEqual(['https://a.example.com/', 'http://127.0.0.1:8080/x/']);
    expect(parseDeployOrigins(undefined)).toEqual([]);
  });

  it('refuses what is not an origin with an optional path', () => {
    for (const bad of ['cdn.example.com', 'ftp://cdn.example.com/', 'https://user:pw@cdn.example.com/', 'https://cdn.example.com/?a=1', 'https://*.example.com/']) {
      expect(() => parseDeployOrigins(bad)).toThrow('ATRIUM_DEPLOY_ORIGINS');
    }
  });
});

describe('the allowList check', () => {
  it('allows plain /assets/ paths and URLs under an allowed prefix', () => {
    expect(locateBundle('/assets/mf-message/abc/atrium-mf-message.1234.js', PREFIXES)).toEqual({ kind: 'local', path: '/assets/mf-message/abc/atrium-mf-message.1234.js' });
    expect(locateBundle('https://cdn.example.com/atrium/mf-message/x.js', PREFIXES).kind).toBe('remote');
  });

  it('refuses other origins, sibling paths, dot segments, protocol-relative URLs and odd local paths', () => {
    for (const url of [
      'https://cdn.example.com/atriumx/x.js',
      'https://cdn.example.com/atrium/../secret/x.js',
      'http://cdn.example.com/atrium/x.js',
      'https://evil@cdn.example.com/atrium/x.js',
      '//cdn.example.com/atrium/x.js',
      '/assets/../data/atrium.db',
      '/assets/%2e%2e/data/atrium.db',
      '/assets/x.js?v=1',
      '/index.html',
      'data:text/javascript,alert(1)',
    ]) {
      expect({ url, check: refusal(() => locateBundle(url, PREFIXES)) }).toEqual({ url, check: 'allowList' });
    }
  });
});

describe('the integrity check', () => {
  const bytes = Buffer.from('System.register([], function () { return {}; });');

  it('accepts a matching sha384 (or stronger) hash among several', () => {
    expect(refusal(() => checkIntegrity('/x.js', bytes, sri(bytes), 'as given'))).toBeNull();
    expect(refusal(() => checkIntegrity('/x.js', bytes, `${sri(Buffer.from('other'), 'sha512')} ${sri(bytes, 'sha512')}`, 'as given'))).toBeNull();
  });

  it('counts only the strongest algorithm given, and refuses unknown ones', () => {
    // A matching sha256 does not save a wrong sha512: browsers check the strongest only.
    expect(refusal(() => checkIntegrity('/x.js', bytes, `${sri(bytes, 'sha256')} ${sri(Buffer.from('other'), 'sha512')}`, 'as given'))).toBe('integrity');
    expect(refusal(() => checkIntegrity('/x.js', bytes, 'md5-abc', 'as given'))).toBe('integrity');
  });
});
