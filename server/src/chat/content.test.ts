import { checkClientMessageId, checkContent, decodeContent, encodeContent, imFileName, previewKey } from './content';

describe('chat content rules', () => {
  it('keeps text as typed and measures it trimmed, in code points', () => {
    expect(checkContent('text', '  hi [em:100]  ')).toEqual({ ok: true, value: '  hi [em:100]  ' });
    expect(checkContent('text', '\u3000 \n')).toEqual({ ok: false, key: 'chatTextRequired' });
    expect(checkContent('text', '字'.repeat(5000)).ok).toBe(true);
    expect(checkContent('text', `${'字'.repeat(5001)}`)).toEqual({ ok: false, key: 'chatTextTooLong', params: { max: 5000 } });
    expect(checkContent('text', { text: 'hi' })).toEqual({ ok: false, key: 'chatContentMalformed' });
  });

  it('takes images and voice only from our own IM files, with sane numbers', () => {
    const path = '/api/file/Image/IM/0123456789abcdef0123456789abcdef.png';
    expect(checkContent('image', { path, width: 10, height: 20, extra: 'dropped' })).toEqual({ ok: true, value: { path, width: 10, height: 20 } });
    expect(checkContent('voice', { path, length: 3 })).toEqual({ ok: true, value: { path, length: 3 } });
    expect(checkContent('image', { path, width: -1 })).toEqual({ ok: false, key: 'chatContentMalformed' });
    expect(checkContent('image', { path: '/api/file/Image/IM/../../secret.png' })).toEqual({ ok: false, key: 'chatImageUnknown' });
    expect(checkContent('image', path)).toEqual({ ok: false, key: 'chatContentMalformed' });
    expect(imFileName(path)).toBe('0123456789abcdef0123456789abcdef.png');
    expect(imFileName('/elsewhere/0123456789abcdef0123456789abcdef.png')).toBeNull();
  });

  it('takes image and file messages of the file store by fileId only (the store fills in the rest)', () => {
    expect(checkContent('image', { fileId: '1234567890123456789', name: 'x.exe', fileSize: 1, width: 4, height: 3 }))
      .toEqual({ ok: true, value: { fileId: '1234567890123456789', width: 4, height: 3 } });
    expect(checkContent('file', { fileId: '1234567890123456789', name: 'x.exe' })).toEqual({ ok: true, value: { fileId: '1234567890123456789' } });
    expect(checkContent('file', { fileId: '../etc/passwd' })).toEqual({ ok: false, key: 'chatFileUnknown' });
    expect(checkContent('image', { fileId: 'a/b' })).toEqual({ ok: false, key: 'chatImageUnknown' });
    expect(checkContent('file', { path: '/api/file/Image/IM/0123456789abcdef0123456789abcdef.png' })).toEqual({ ok: false, key: 'chatContentMalformed' });
    expect(checkContent('voice', { fileId: '1234567890123456789' })).toEqual({ ok: false, key: 'chatContentMalformed' });
    const stored = { fileId: '1', name: '合同.pdf', fileSize: 9, fileExtension: 'pdf' };
    expect(decodeContent('file', encodeContent(stored))).toEqual(stored);
    expect(previewKey('file')).toBe('chatPreviewFile');
  });

  it('takes only http(s) video URLs', () => {
    expect(checkContent('video', 'https://media.example/v.mp4').ok).toBe(true);
    for (const url of ['javascript:alert(1)', 'data:video/mp4;base64,AAAA', '/relative.mp4', `https://x.example/${'a'.repeat(2000)}`]) {
      expect(checkContent('video', url)).toEqual({ ok: false, key: 'chatVideoUrl' });
    }
  });

  it('accepts a missing or token-like clientMessageId only', () => {
    expect(checkClientMessageId(undefined)).toEqual({ ok: true, value: null });
    expect(checkClientMessageId('6f1c2a7e-0b7d-4c1e-9a55-2b7f1f0e9c11')).toEqual({ ok: true, value: '6f1c2a7e-0b7d-4c1e-9a55-2b7f1f0e9c11' });
    expect(checkClientMessageId('<script>')).toEqual({ ok: false, key: 'chatClientIdInvalid' });
    expect(checkClientMessageId(42)).toEqual({ ok: false, key: 'chatClientIdInvalid' });
  });

  it('round-trips stored content and labels non-text previews', () => {
    expect(decodeContent('image', encodeContent({ path: '/p', width: 1 }))).toEqual({ path: '/p', width: 1 });
    expect(decodeContent('text', '{"path":"/p"}')).toBe('{"path":"/p"}');
    expect(previewKey('image')).toBe('chatPreviewImage');
    expect(previewKey('text')).toBeNull();
  });
});
