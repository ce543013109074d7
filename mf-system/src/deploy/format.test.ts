import { fileName, formatSize, shortIntegrity } from './format';

it('shows the file name of a module URL, absolute or not', () => {
  expect(fileName('/assets/mf-system/3f2a/atrium-mf-system.3f2a.js')).toBe('atrium-mf-system.3f2a.js');
  expect(fileName('https://cdn.example.com/mf/atrium-mf-chat.9c1.js?v=1#x')).toBe('atrium-mf-chat.9c1.js');
});

it('gives sizes in binary units with one decimal below 100', () => {
  expect(formatSize(512)).toBe('512 B');
  expect(formatSize(1536)).toBe('1.5 KB');
  expect(formatSize(250 * 1024)).toBe('250 KB');
  expect(formatSize(3 * 1024 * 1024)).toBe('3.0 MB');
  expect(formatSize(null)).toBe('');
});

it('shortens an SRI hash but keeps its algorithm', () => {
  expect(shortIntegrity('sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K')).toBe('sha384-oqVuAfXRKa…');
  expect(shortIntegrity('sha256-abc')).toBe('sha256-abc');
  expect(shortIntegrity(null)).toBe('');
});
