import { REDACTED, isSecretKey, redact, redactedPath, summaryOf, SUMMARY_MAX } from './redact';

describe('redact', () => {
  it('replaces secrets by key name at any depth, whatever the spelling', () => {
    const value = {
      account: 'admin', password: 'p', oldPassword: 'o', new_password: 'n', jnpf_ticket: 't', accessToken: 'a', client_secret: 's',
      nested: [{ deep: { Authorization: 'bearer x', socketTicket: 'st', keep: 'kept' } }],
    };
    expect(redact(value)).toEqual({
      account: 'admin', password: REDACTED, oldPassword: REDACTED, new_password: REDACTED, jnpf_ticket: REDACTED, accessToken: REDACTED, client_secret: REDACTED,
      nested: [{ deep: { Authorization: REDACTED, socketTicket: REDACTED, keep: 'kept' } }],
    });
    for (const key of ['fullName', 'enCode', 'signature', 'description', 'id']) expect(isSecretKey(key)).toBe(false);
  });

  it('keeps a summary short: long strings, wide lists and deep nesting are cut', () => {
    const summary = summaryOf({ text: 'x'.repeat(5000), list: Array.from({ length: 500 }, (_, index) => ({ index, name: 'y'.repeat(100) })) });
    expect(summary.length).toBeLessThanOrEqual(SUMMARY_MAX);
    expect(summary).not.toContain('x'.repeat(201));
    expect(summaryOf(undefined)).toBe('');
  });

  it('hides secret path parameters', () => {
    expect(redactedPath('/api/oauth/qrcode/abc123/confirm?x=1', { ticket: 'abc123' })).toBe(`/api/oauth/qrcode/${REDACTED}/confirm`);
    expect(redactedPath('/api/system/Log/5', { category: '5' })).toBe('/api/system/Log/5');
  });
});
