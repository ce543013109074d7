// The designer's pure parts: geometry edits stay on the 24-column grid, a drag's pointer travel
// becomes whole cells, and the keys of a selected item.
import type { PortalItem } from '../portalView/model';
import { keyAction } from './Canvas';
import { cellsOf, clampGeometry, designerReducer, draggedGeometry, initialDesignerState, integerOf, type DesignerState } from './designerState';

const text = (i: string, x: number, y: number, w: number, h: number): PortalItem => ({ i, x, y, w, h, title: '', jnpfKey: 'text', content: '' });
const loaded = (...layout: PortalItem[]): DesignerState => designerReducer(initialDesignerState(), { type: 'load', layout });
const geometry = (state: DesignerState, i: string) => {
  const item = state.layout.find((candidate) => candidate.i === i)!;
  return { x: item.x, y: item.y, w: item.w, h: item.h };
};

it('loads clean, and an insert selects the new item and marks the layout changed', () => {
  const state = loaded(text('a', 0, 0, 4, 2));
  expect(state).toMatchObject({ selected: null, dirty: false });
  const next = designerReducer(state, { type: 'insert', item: text('b', 4, 0, 4, 2) });
  expect(next).toMatchObject({ selected: 'b', dirty: true });
  expect(next.layout.map((item) => item.i)).toEqual(['a', 'b']);
  expect(designerReducer(next, { type: 'saved' }).dirty).toBe(false);
});

it('moves and resizes by whole cells without leaving the grid', () => {
  const start = loaded(text('a', 20, 0, 4, 2));
  // Already at the right and top edges: nothing changes, not even the dirty flag.
  let state = designerReducer(start, { type: 'move', i: 'a', dx: 1, dy: -1 });
  expect(state).toBe(start);
  expect(geometry(state, 'a')).toEqual({ x: 20, y: 0, w: 4, h: 2 });
  expect(state.dirty).toBe(false);
  state = designerReducer(state, { type: 'move', i: 'a', dx: -3, dy: 2 });
  expect(geometry(state, 'a')).toEqual({ x: 17, y: 2, w: 4, h: 2 });
  state = designerReducer(state, { type: 'resize', i: 'a', dw: 10, dh: 100 });
  expect(geometry(state, 'a')).toEqual({ x: 17, y: 2, w: 7, h: 40 });
  state = designerReducer(state, { type: 'resize', i: 'a', dw: -20, dh: -50 });
  expect(geometry(state, 'a')).toEqual({ x: 17, y: 2, w: 1, h: 1 });
  expect(state.dirty).toBe(true);
});

it('places by typed values: a new width keeps x, a new x keeps the width', () => {
  let state = loaded(text('a', 10, 3, 6, 4));
  state = designerReducer(state, { type: 'place', i: 'a', geometry: { w: 30 } });
  expect(geometry(state, 'a')).toEqual({ x: 10, y: 3, w: 14, h: 4 });
  state = designerReducer(state, { type: 'place', i: 'a', geometry: { x: 20 } });
  expect(geometry(state, 'a')).toEqual({ x: 10, y: 3, w: 14, h: 4 });
  state = designerReducer(state, { type: 'place', i: 'a', geometry: { x: 0, y: 5000 } });
  expect(geometry(state, 'a')).toEqual({ x: 0, y: 999, w: 14, h: 4 });
  expect(clampGeometry({ x: -3, y: -1, w: 0, h: 0 })).toEqual({ x: 0, y: 0, w: 1, h: 1 });
});

it('updates options, and removing the selected item clears the selection', () => {
  let state = designerReducer(loaded(text('a', 0, 0, 4, 2)), { type: 'select', i: 'a' });
  state = designerReducer(state, { type: 'update', i: 'a', patch: { title: '欢迎', content: '你好' } });
  expect(state.layout[0]).toMatchObject({ title: '欢迎', content: '你好' });
  state = designerReducer(state, { type: 'remove', i: 'a' });
  expect(state).toMatchObject({ layout: [], selected: null, dirty: true });
});

it('turns pointer travel into cells and drags from the top-left corner', () => {
  expect(cellsOf({ x: 95, y: -61 }, 40, 40)).toEqual({ dx: 2, dy: -2 });
  expect(cellsOf({ x: -10, y: 10 }, 40, 40)).toEqual({ dx: 0, dy: 0 });
  expect(cellsOf({ x: 500, y: 0 }, 0, 40)).toEqual({ dx: 0, dy: 0 }); // not measured yet: no move
  expect(draggedGeometry({ x: 2, y: 2, w: 4, h: 3 }, 'move', { dx: 30, dy: -5 })).toEqual({ x: 20, y: 0, w: 4, h: 3 });
  expect(draggedGeometry({ x: 2, y: 2, w: 4, h: 3 }, 'resize', { dx: 30, dy: -5 })).toEqual({ x: 2, y: 2, w: 22, h: 1 });
});

it('reads the keys of a selected item', () => {
  const key = (name: string, shiftKey = false, ctrlKey = false) => keyAction({ key: name, shiftKey, ctrlKey, metaKey: false, altKey: false }, 'a');
  expect(key('ArrowLeft')).toEqual({ type: 'move', i: 'a', dx: -1, dy: 0 });
  expect(key('ArrowDown')).toEqual({ type: 'move', i: 'a', dx: 0, dy: 1 });
  expect(key('ArrowRight', true)).toEqual({ type: 'resize', i: 'a', dw: 1, dh: 0 });
  expect(key('ArrowUp', true)).toEqual({ type: 'resize', i: 'a', dw: 0, dh: -1 });
  expect(key('Delete')).toBe('remove');
  expect(key('ArrowLeft', false, true)).toBeNull();
  expect(key('a')).toBeNull();
});

it('reads integers from number boxes', () => {
  expect(integerOf(' 12 ')).toBe(12);
  expect(integerOf('3.7')).toBe(3);
  expect(integerOf('')).toBeNull();
  expect(integerOf('abc')).toBeNull();
});
