import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { TINY_PNG } from '../testing';
import { cleanFileName, entryName, extensionOf } from './names';
import { UrlSigner, loadUrlKey } from './signed-urls';
import { sniff } from './sniff';
import { inlineType, storedContentType } from './types';
import { zipStream } from './zip';

describe('sniff and the allow-list', () => {
  it('tells the accepted formats by their bytes', () => {
    expect(sniff(TINY_PNG)).toEqual({ family: 'image', imageType: 'image/png' });
    const bmp = Buffer.alloc(60);
    bmp.write('BM', 0, 'latin1');
    bmp.writeUInt32LE(40, 14);
    expect(sniff(bmp)).toEqual({ family: 'image', imageType: 'image/bmp' });
    expect(sniff(Buffer.from('%PDF-1.7')).family).toBe('pdf');
    expect(sniff(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1])).family).toBe('zip');
    expect(sniff(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])).family).toBe('ole');
    expect(sniff(Buffer.from('Rar!\x1a\x07\x00', 'latin1')).family).toBe('rar');
    expect(sniff(Buffer.from([0x1f, 0x8b, 8])).family).toBe('gzip');
    expect(sniff(Buffer.from('名字,数量\n苹果,3\n'))).toEqual({ family: 'text', utf8: true });
    expect(sniff(Buffer.from([0xc4, 0xe3, 0xba, 0xc3, 0x0a, 0x41, 0x42, 0x43, 0x44]))).toEqual({ family: 'text', utf8: false });
    expect(sniff(Buffer.from('MZ\x90\x00', 'latin1')).family).toBe('binary');
  });

  it('calls HTML and SVG markup, wherever in the head a script tag hides', () => {
    for (const text of ['<!DOCTYPE html><p>x', '  <svg onload=alert(1)>', '\ufeff<html>', 'harmless line\n<script>alert(1)</script>', '<?xml version="1.0"?><x/>']) {
      expect(sniff(Buffer.from(text)).family).toBe('markup');
    }
    expect(sniff(Buffer.from('a < b and c > d')).family).toBe('text');
  });

  it('stores a type only when the bytes are what the extension says, and shows inline only images, PDF and text', () => {
    expect(storedContentType('image', 'jpg', sniff(TINY_PNG))).toBe('image/png');
    expect(storedContentType('image', 'svg', sniff(Buffer.from('<svg/>')))).toBeNull();
    expect(storedContentType('annex', 'pdf', sniff(Buffer.from('<html>')))).toBeNull();
    expect(storedContentType('annex', 'txt', sniff(Buffer.from('<html><script>')))).toBe('text/html');
    expect(storedContentType('annex', 'exe', sniff(Buffer.from('MZ')))).toBeNull();
    expect(storedContentType('annex', 'xlsx', sniff(Buffer.from([0x50, 0x4b, 0x03, 0x04])))).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(inlineType('text/html')).toBeNull();
    expect(inlineType('application/zip')).toBeNull();
    expect(inlineType('image/svg+xml')).toBeNull();
    expect(inlineType('application/pdf')).toBe('application/pdf');
    expect(inlineType('text/csv; charset=utf-8')).toBe('text/plain; charset=utf-8');
  });
});

describe('names', () => {
  it('strips #, refuses paths and invisible characters, and takes the last extension only', () => {
    expect(cleanFileName(' 报告#1.pdf ')).toBe('报告1.pdf');
    for (const bad of ['', '#', '..', 'a/b.pdf', 'a\\b.pdf', 'a\u0000.pdf', 'gpj\u202e.exe', 'zero\u200bwidth.pdf', 42]) {
      expect(() => cleanFileName(bad)).toThrow();
    }
    expect(extensionOf('archive.tar.GZ')).toBe('gz');
    expect(extensionOf('.bashrc')).toBe('');
    expect(extensionOf('evil.php.')).toBe('');
    expect(entryName('../../a\u0007.txt', 'f.txt')).toBe('.._.._a.txt');
    expect(entryName('..', 'f.txt')).toBe('f.txt');
  });
});

describe('signed links', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'atrium-url-key-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('makes the key once, owner-only, and keeps it across restarts', () => {
    const file = path.join(dir, 'data', 'file-url-key');
    const first = loadUrlKey(file);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadUrlKey(file).equals(first)).toBe(true);
    const token = new UrlSigner(first).sign({ kind: 'f', id: '42', mode: 'i' }, 10_000_000);
    expect(new UrlSigner(loadUrlKey(file)).verify(token, 0)).toEqual({ kind: 'f', id: '42', mode: 'i' });
    writeFileSync(file, 'not a key');
    expect(() => loadUrlKey(file)).toThrow('file-link key');
  });

  it('refuses tokens signed with another key, expired, or malformed', () => {
    const signer = new UrlSigner(Buffer.alloc(32, 1));
    const token = signer.sign({ kind: 'p', id: '7', mode: 'a' }, 60_000);
    expect(signer.verify(token, 59_000)).toEqual({ kind: 'p', id: '7', mode: 'a' });
    expect(signer.verify(token, 60_000)).toBeNull();
    expect(new UrlSigner(Buffer.alloc(32, 2)).verify(token, 0)).toBeNull();
    expect(signer.verify(`${token}x`, 0)).toBeNull();
    expect(signer.verify('', 0)).toBeNull();
  });
});

describe('zipStream', () => {
  it('streams many files into one archive with their exact bytes and UTF-8 names', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'atrium-zip-'));
    try {
      const entries = Array.from({ length: 50 }, (_unused, index) => {
        const file = path.join(dir, String(index));
        writeFileSync(file, Buffer.alloc(index * 1000 + 1, index));
        return { name: `文件${index}.bin`, file, mtime: Date.UTC(2025, 0, 1) };
      });
      const chunks: Buffer[] = [];
      for await (const chunk of zipStream(entries)) chunks.push(chunk as Buffer);
      const unzipped = unzipSync(Buffer.concat(chunks));
      expect(Object.keys(unzipped)).toHaveLength(50);
      for (const entry of entries) expect(Buffer.from(unzipped[entry.name] ?? []).equals(readFileSync(entry.file))).toBe(true);
      // An empty list is still a valid (empty) archive.
      const empty: Buffer[] = [];
      for await (const chunk of zipStream([])) empty.push(chunk as Buffer);
      expect(unzipSync(Buffer.concat(empty))).toEqual({});
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
