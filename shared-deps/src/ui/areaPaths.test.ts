import { DEFAULT_AREA_LEVEL, addPath, isPickable } from './areaPaths';

it('picks down to the district by default, or any node with nothing below it', () => {
  expect(DEFAULT_AREA_LEVEL).toBe(2);
  expect(isPickable(1, DEFAULT_AREA_LEVEL, false)).toBe(false);
  expect(isPickable(2, DEFAULT_AREA_LEVEL, false)).toBe(true);
  expect(isPickable(1, DEFAULT_AREA_LEVEL, true)).toBe(true);
  expect(isPickable(1, 1, false)).toBe(true);
});

it('ignores a path that is already chosen', () => {
  const once = addPath([], ['js', 'nj', 'xw']);
  expect(addPath(once, ['js', 'nj', 'xw'])).toEqual([['js', 'nj', 'xw']]);
  expect(addPath(once, ['js', 'nj', 'qh'])).toEqual([['js', 'nj', 'xw'], ['js', 'nj', 'qh']]);
});
