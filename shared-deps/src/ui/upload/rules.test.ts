import { accepts, fileRefusal, formatSize, limitRefusal } from './rules';

const file = (name: string, type: string, size = 1) => ({ name, type, size });

it('matches accept by extension or by image/video/audio wildcards, case-insensitively', () => {
  expect(accepts(file('A.PDF', ''), '.pdf,.docx')).toBe(true);
  expect(accepts(file('a.txt', 'text/plain'), '.pdf,.docx')).toBe(false);
  expect(accepts(file('clip.mov', 'video/quicktime'), 'video/*')).toBe(true);
  expect(accepts(file('song', 'audio/mpeg'), 'image/*, audio/*')).toBe(true);
  expect(accepts(file('x.csv', 'text/csv'), 'text/csv')).toBe(true);
  expect(accepts(file('anything', ''), '')).toBe(true);
});

it('refuses a file at or over the size in its unit, and counts the limit over the batch', () => {
  const rules = { accept: '', fileSize: 2, sizeUnit: 'MB' as const };
  expect(fileRefusal(file('a', '', 2 * 1048576 - 1), rules)).toBeNull();
  expect(fileRefusal(file('a', '', 2 * 1048576), rules)).toEqual({ key: 'tooLarge', values: { size: 2, unit: 'MB' } });
  expect(fileRefusal(file('a.gif', 'image/gif', 3 * 1024 ** 3), { ...rules, sizeUnit: 'GB', images: true })).toEqual({ key: 'imageTooLarge', values: { n: 2, unit: 'GB' } });
  expect(fileRefusal(file('a.txt', 'text/plain'), { ...rules, images: true })).toEqual({ key: 'notImage', values: {} });
  expect(limitRefusal(1, 1, 2)).toBeNull();
  expect(limitRefusal(1, 2, 2)).toEqual({ key: 'limitFiles', values: { n: 2 } });
  expect(limitRefusal(5, 5, 0)).toBeNull();
  expect(limitRefusal(0, 2, 1, true)).toEqual({ key: 'limitImages', values: { limit: 1 } });
  expect([formatSize(12), formatSize(2048), formatSize(1572864), formatSize(1073741824 * 2)]).toEqual(['12 B', '2 KB', '1.5 MB', '2.00 GB']);
});
