// The designer's collision check runs on every pointer move over every drop target: what it finds
// and how little of dnd-kit's scroll-adjusted rects it reads.
import type { DroppableContainer } from '@dnd-kit/core';
import { targetsUnder } from './dnd';

const container = (id: string): DroppableContainer => ({ id, key: id, data: { current: undefined }, disabled: false, node: { current: null }, rect: { current: null } });

/** A rect whose top and left count their reads, as dnd-kit's Rect computes them from scroll offsets on each read. */
function countingRect(top: number, left: number, width: number, height: number, reads: { top: number; left: number }) {
  return {
    width,
    height,
    get top() {
      reads.top += 1;
      return top;
    },
    get left() {
      reads.left += 1;
      return left;
    },
  };
}

it('finds the targets under the point, smallest (innermost) first, in list order on ties', () => {
  const reads = { top: 0, left: 0 };
  const rects = new Map([
    ['list:root', countingRect(0, 0, 400, 1000, reads)],
    ['list:card', countingRect(100, 0, 400, 200, reads)],
    ['field:1', countingRect(120, 0, 400, 30, reads)],
    ['field:2', countingRect(160, 0, 400, 30, reads)],
    ['field:3', countingRect(120, 500, 400, 30, reads)],
  ]);
  const ids = (point: { x: number; y: number }) => targetsUnder([...rects.keys()].map(container), rects, point).map((hit) => hit.id);
  expect(ids({ x: 10, y: 130 })).toEqual(['field:1', 'list:card', 'list:root']);
  expect(ids({ x: 10, y: 500 })).toEqual(['list:root']);
  expect(ids({ x: 10, y: 2000 })).toEqual([]);
});

it('reads each target’s top once, and its left only when the point is level with it', () => {
  const reads = { top: 0, left: 0 };
  const rects = new Map(Array.from({ length: 200 }, (_, index) => [`field:${index}`, countingRect(index * 40, 0, 400, 30, reads)] as const));
  const hits = targetsUnder([...rects.keys()].map(container), rects, { x: 10, y: 85 });
  expect(hits.map((hit) => hit.id)).toEqual(['field:2']);
  expect(reads).toEqual({ top: 200, left: 1 });
});
