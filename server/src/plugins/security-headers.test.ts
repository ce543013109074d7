// Issue 20 item 5: the portal page may connect to and frame only its own origin and the configured ones.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildTestApp, closeTestApp } from '../testing';
import { contentSecurityPolicy } from './security-headers';

// No API route plugins (buildTestApp's routes: []): these tests call none beyond sign-in, which is always there.

const directive = (policy: string, name: string): string | undefined =>
  policy.split('; ').find((entry) => entry.startsWith(`${name} `));

describe('contentSecurityPolicy', () => {
  it('allows no foreign host by default: no ws:/wss:/https: wildcards', () => {
    const policy = contentSecurityPolicy({ connectOrigins: [], frameOrigins: [] });
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' data:");
    expect(directive(policy, 'frame-src')).toBe("frame-src 'self'");
    expect(policy).not.toMatch(/(^|\s)(ws:|wss:|https:|http:|\*)(\s|;|$)/);
  });

  it('adds the configured origins, and the socket twin of each API origin', () => {
    const policy = contentSecurityPolicy({
      connectOrigins: ['https://api.example.com', 'http://10.0.0.5:8080'],
      frameOrigins: ['https://datav.example.com', 'https://wiki.example.com'],
    });
    expect(directive(policy, 'connect-src')).toBe(
      "connect-src 'self' data: https://api.example.com wss://api.example.com http://10.0.0.5:8080 ws://10.0.0.5:8080",
    );
    expect(directive(policy, 'frame-src')).toBe("frame-src 'self' https://datav.example.com https://wiki.example.com");
  });

  it('drops anything that is not an origin instead of writing it into the header', () => {
    const policy = contentSecurityPolicy({ connectOrigins: ['https:'], frameOrigins: ["https://a.example.com; script-src 'unsafe-inline'", '*'] });
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' data:");
    expect(directive(policy, 'frame-src')).toBe("frame-src 'self'");
    expect(policy.match(/script-src/g)).toHaveLength(1);
  });
});

describe('script-src and the deploy origins (ATRIUM_DEPLOY_ORIGINS)', () => {
  it('is only the page\'s own origin without deploy origins', () => {
    expect(directive(contentSecurityPolicy({ connectOrigins: [], frameOrigins: [] }), 'script-src')).toBe("script-src 'self'");
    expect(directive(contentSecurityPolicy({ connectOrigins: [], frameOrigins: [], deployOrigins: [] }), 'script-src')).toBe("script-src 'self'");
  });

  it('adds each deploy prefix as a path source (the folder only), a bare origin as the origin', () => {
    const policy = contentSecurityPolicy({
      connectOrigins: [],
      frameOrigins: [],
      deployOrigins: ['https://cdn.example.com/atrium/', 'https://static.example.com/', 'http://10.0.0.5:8080/mf/', 'https://cdn.example.com/atrium/'],
    });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' https://cdn.example.com/atrium/ https://static.example.com http://10.0.0.5:8080/mf/");
    // Scripts only: the bundles are not fetched, framed or styled from there.
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' data:");
  });

  it('never writes a path that could end the source or the directive; falls back to its origin', () => {
    const policy = contentSecurityPolicy({
      connectOrigins: [],
      frameOrigins: [],
      deployOrigins: ["https://a.example.com/x;script-src 'unsafe-inline'/", 'https://b.example.com/a,b/', 'not a url', 'ftp://c.example.com/'],
    });
    expect(directive(policy, 'script-src')).toBe("script-src 'self' https://a.example.com https://b.example.com");
    expect(policy.match(/script-src/g)).toHaveLength(1);
    expect(policy).not.toContain('unsafe-inline\'/');
  });
});

describe('the portal page header', () => {
  it('carries the configured frame and connect origins', async () => {
    const app = await buildTestApp({ routes: [], config: { frameOrigins: ['https://wiki.example.com'], connectOrigins: ['https://api.example.com'] } });
    try {
      mkdirSync(app.config.distDir, { recursive: true });
      writeFileSync(path.join(app.config.distDir, 'index.html'), '<!doctype html><title>Atrium</title>');
      const response = await app.inject({ method: 'GET', url: '/externalLink?href=x' });
      const policy = String(response.headers['content-security-policy']);
      expect(directive(policy, 'frame-src')).toBe("frame-src 'self' https://wiki.example.com");
      expect(directive(policy, 'connect-src')).toBe("connect-src 'self' data: https://api.example.com wss://api.example.com");
    } finally {
      await closeTestApp(app);
    }
  });

  it('lets the page run scripts from the configured deploy origins', async () => {
    const app = await buildTestApp({ routes: [], config: { deployOrigins: ['https://cdn.example.com/atrium/'] } });
    try {
      mkdirSync(app.config.distDir, { recursive: true });
      writeFileSync(path.join(app.config.distDir, 'index.html'), '<!doctype html><title>Atrium</title>');
      const response = await app.inject({ method: 'GET', url: '/externalLink?href=x' });
      expect(directive(String(response.headers['content-security-policy']), 'script-src')).toBe("script-src 'self' https://cdn.example.com/atrium/");
    } finally {
      await closeTestApp(app);
    }
  });
});
