// The designer's collision check runs on every pointer move over every drop target: what it finds,
// that it follows scrolling, and how little of the DOM it reads per move.
import { closestCorners, type Active, type ClientRect, type DroppableContainer, type UniqueIdentifier } from '@dnd-kit/core';
import { verticalListSortingStrategy } from '@dnd-kit/sortable';
import { designerCollisions, designerListStrategy, readTargets, rectsNow, targetsUnder, type DropData, type PlainRect } from './dnd';

const container = (id: UniqueIdentifier, data?: DropData): DroppableContainer => ({ id, key: id, data: { current: data }, disabled: false, node: { current: null }, rect: { current: null } });

/** A scrolling element that counts how often its scroll position is read. */
function scroller() {
  const element = { top: 0, left: 0, reads: 0 };
  const fake = {
    get scrollTop() {
      element.reads += 1;
      return element.top;
    },
    get scrollLeft() {
      element.reads += 1;
      return element.left;
    },
  };
  return { element, node: fake as unknown as Element };
}

/** A rect whose edges count their reads, as dnd-kit's Rect computes them from scroll offsets on each read. */
function countingRect(top: number, left: number, width: number, height: number, reads: { edges: number }): PlainRect {
  return {
    width,
    height,
    get top() {
      reads.edges += 1;
      return top;
    },
    get left() {
      reads.edges += 1;
      return left;
    },
  };
}

it('finds the targets under the point, smallest (innermost) first, in list order on ties', () => {
  const reads = { edges: 0 };
  const rects = new Map([
    ['list:root', countingRect(0, 0, 400, 1000, reads)],
    ['list:card', countingRect(100, 0, 400, 200, reads)],
    ['field:1', countingRect(120, 0, 400, 30, reads)],
    ['field:2', countingRect(160, 0, 400, 30, reads)],
    ['field:3', countingRect(120, 500, 400, 30, reads)],
  ]);
  const targets = readTargets([...rects.keys()].map((id) => container(id)), rects, () => []);
  const ids = (point: { x: number; y: number }) => targetsUnder(targets, point).map((hit) => hit.id);
  expect(ids({ x: 10, y: 130 })).toEqual(['field:1', 'list:card', 'list:root']);
  expect(ids({ x: 10, y: 500 })).toEqual(['list:root']);
  expect(ids({ x: 10, y: 2000 })).toEqual([]);
});

it('reads each target’s edges once, then only its scroll group’s offsets per move, and follows the scroll', () => {
  const reads = { edges: 0 };
  const page = scroller();
  const rects = new Map(Array.from({ length: 200 }, (_, index) => [`field:${index}`, countingRect(index * 40, 0, 400, 30, reads)] as const));
  const targets = readTargets([...rects.keys()].map((id) => container(id)), rects, () => [page.node]);
  expect(reads.edges).toBe(400);
  page.element.reads = 0;

  expect(targetsUnder(targets, { x: 10, y: 85 }).map((hit) => hit.id)).toEqual(['field:2']);
  expect(reads.edges).toBe(400);
  expect(page.element.reads).toBe(2);

  // The page scrolls down 400 px: field 12 (measured at 480) is now at 80.
  page.element.top = 400;
  expect(targetsUnder(targets, { x: 10, y: 85 }).map((hit) => hit.id)).toEqual(['field:12']);
  expect(rectsNow(targets).get('field:12')).toEqual({ top: 80, left: 0, width: 400, height: 30, bottom: 110, right: 400 });
});

it('moves each group of targets by its own scroll', () => {
  const page = scroller();
  const inner = scroller();
  const rects = new Map<UniqueIdentifier, PlainRect>([
    ['outer', { top: 100, left: 0, width: 400, height: 30 }],
    ['inner', { top: 100, left: 500, width: 400, height: 30 }],
  ]);
  const nodes = new Map<UniqueIdentifier, HTMLElement>([
    ['outer', {} as HTMLElement],
    ['inner', {} as HTMLElement],
  ]);
  const containers = [...rects.keys()].map((id) => ({ ...container(id), node: { current: nodes.get(id) ?? null } }));
  const targets = readTargets(containers, rects, (node) => (node === nodes.get('inner') ? [inner.node, page.node] : [page.node]));
  inner.element.top = 50;
  expect(targetsUnder(targets, { x: 10, y: 110 }).map((hit) => hit.id)).toEqual(['outer']);
  expect(targetsUnder(targets, { x: 510, y: 60 }).map((hit) => hit.id)).toEqual(['inner']);
});

describe('designerCollisions', () => {
  const list = (parent: number | null, containerKind: string | null, length: number): DropData => ({ type: 'list', parent, containerKind, length, path: parent === null ? [] : [parent] });
  const field = (key: number, parent: number | null, containerKind: string | null, index: number): DropData => ({ type: 'field', key, kind: 'comInput', parent, containerKind, index, path: parent === null ? [key] : [parent, key] });
  const rect = (top: number, left: number, width: number, height: number): ClientRect => ({ top, left, width, height, bottom: top + height, right: left + width });
  const containers = [
    container('list:root', list(null, null, 2)),
    container('field:1', field(1, null, null, 0)),
    container('field:2', field(2, null, null, 1)),
    container('list:2', list(2, 'table', 1)),
    container('field:3', field(3, 2, 'table', 0)),
  ];
  const rects = new Map<UniqueIdentifier, ClientRect>([
    ['list:root', rect(0, 0, 400, 600)],
    ['field:1', rect(10, 0, 400, 40)],
    ['field:2', rect(60, 0, 400, 300)],
    ['list:2', rect(100, 20, 360, 200)],
    ['field:3', rect(110, 20, 360, 40)],
  ]);
  const activeOf = (id: string, data: unknown) => ({ id, data: { current: data }, rect: { current: { initial: null, translated: null } } }) as unknown as Active;
  const args = (active: Active, pointer: { x: number; y: number } | null, collisionRect = rect(500, 500, 100, 30)) => ({ active, collisionRect, droppableRects: rects, droppableContainers: containers, pointerCoordinates: pointer });

  it('gives the innermost target that takes the kind under the pointer', () => {
    const palette = activeOf('palette:comInput', { type: 'palette', kind: 'comInput' });
    expect(designerCollisions(args(palette, { x: 30, y: 120 })).map((hit) => hit.id)).toEqual(['field:3', 'list:2', 'field:2', 'list:root']);
    // A card in a sub-table is refused (canContain): the sub-table's list and its column are no targets for it.
    const card = activeOf('palette:card', { type: 'palette', kind: 'card' });
    expect(designerCollisions(args(card, { x: 30, y: 120 }))[0]?.id).toBe('field:2');
  });

  it('in the gap between two fields of a list, gives the next field (a drop before it), not the list’s end', () => {
    const palette = activeOf('palette:comInput', { type: 'palette', kind: 'comInput' });
    // Between field 1 (10–50) and field 2 (60–360) of the form: before field 2, with the list behind it.
    expect(designerCollisions(args(palette, { x: 30, y: 55 })).map((hit) => hit.id)).toEqual(['field:2', 'list:root']);
    // Below the last field of the form: the form's list, whose drop goes to its end.
    expect(designerCollisions(args(palette, { x: 30, y: 500 })).map((hit) => hit.id)).toEqual(['list:root']);
    // Inside the sub-table under its only column: its own list (the end), never the form's next field.
    expect(designerCollisions(args(palette, { x: 30, y: 250 })).map((hit) => hit.id)).toEqual(['list:2', 'field:2', 'list:root']);
  });

  it('keeps a field out of itself', () => {
    const moved = activeOf('field:2', { type: 'field', key: 2, kind: 'table', parent: null, containerKind: null, index: 1, path: [2] });
    expect(designerCollisions(args(moved, { x: 30, y: 120 })).map((hit) => hit.id)).toEqual(['list:root']);
    const other = activeOf('field:1', { type: 'field', key: 1, kind: 'comInput', parent: null, containerKind: null, index: 0, path: [1] });
    expect(designerCollisions(args(other, { x: 30, y: 120 })).map((hit) => hit.id)).toEqual(['field:3', 'list:2', 'field:2', 'list:root']);
  });

  it('away from every target and by keyboard, ranks like dnd-kit’s closest corners over the targets that take the kind', () => {
    const palette = activeOf('palette:comInput', { type: 'palette', kind: 'comInput' });
    const expected = closestCorners({ ...args(palette, null), droppableContainers: containers });
    expect(designerCollisions(args(palette, { x: 900, y: 900 }))).toEqual(expected);
    expect(designerCollisions(args(palette, null))).toEqual(expected);
  });
});

describe('designerListStrategy', () => {
  /** A list's rects whose top counts its reads (dnd-kit's adds up scroll offsets on each read). */
  const countedList = (reads: { edges: number }) =>
    Array.from({ length: 200 }, (_, index) => {
      const plain = { top: index * 40, left: 0, width: 400, height: 30 + (index % 3), bottom: index * 40 + 30 + (index % 3), right: 400 };
      return {
        ...plain,
        get top() {
          reads.edges += 1;
          return plain.top;
        },
      };
    });

  it('moves the fields as dnd-kit’s vertical list strategy does, reading each field’s edges once per measurement', () => {
    const reads = { edges: 0 };
    const counted = countedList(reads);
    const plain = counted.map(({ top, left, width, height, bottom, right }) => ({ top, left, width, height, bottom, right }));
    reads.edges = 0;
    for (const [activeIndex, overIndex] of [
      [2, 9],
      [9, 2],
      [5, 5],
    ] as const) {
      // dnd-kit gives the list a new array of the same rects on each change of target.
      const rects = [...counted];
      for (let index = 0; index < 200; index += 1) {
        const args = { activeNodeRect: null, activeIndex, overIndex, index };
        expect(designerListStrategy({ ...args, rects })).toEqual(verticalListSortingStrategy({ ...args, rects: plain }));
      }
    }
    expect(reads.edges).toBe(200);
  });

  it('reads the rects again when dnd-kit has measured them again', () => {
    const reads = { edges: 0 };
    const counted = countedList(reads);
    const args = { activeNodeRect: null, activeIndex: 2, overIndex: 9, index: 5 };
    designerListStrategy({ ...args, rects: counted });
    const remeasured = [...counted];
    remeasured[7] = { top: 300, left: 0, width: 400, height: 60, bottom: 360, right: 400 };
    designerListStrategy({ ...args, rects: remeasured });
    expect(reads.edges).toBe(400 - 1);
  });
});
