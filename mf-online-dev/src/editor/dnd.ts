// What the designer's drag and drop knows about its draggables and drop targets, and how a drop
// becomes a reducer action: pure, so tests and the bench can use it without a browser.
import { closestCorners, getScrollableAncestors, KeyboardCode, type ClientRect, type Collision, type CollisionDetection, type DroppableContainer, type KeyboardCoordinateGetter, type UniqueIdentifier } from '@dnd-kit/core';
import { sortableKeyboardCoordinates, verticalListSortingStrategy, type SortingStrategy } from '@dnd-kit/sortable';
import type { EditorAction } from './editorReducer';
import { canContain } from './palette';

/** A palette item: a new field of `kind`. */
export interface PaletteData {
  type: 'palette';
  kind: string;
}

/** A field on the canvas, at `index` of its container `parent` (null: the form). */
export interface FieldData {
  type: 'field';
  key: number;
  kind: string;
  parent: number | null;
  /** The kind of the container (null: the form). */
  containerKind: string | null;
  index: number;
  /** renderKeys from the top down to this field, itself included. */
  path: readonly number[];
}

/** The list of a container (or of the form): a drop here goes to its end. */
export interface ListData {
  type: 'list';
  parent: number | null;
  containerKind: string | null;
  length: number;
  /** renderKeys from the top down to the container, itself included. */
  path: readonly number[];
}

export type DragData = PaletteData | FieldData;
export type DropData = FieldData | ListData;

export const paletteId = (kind: string): string => `palette:${kind}`;
export const fieldId = (key: number): string => `field:${key}`;
export const listId = (parent: number | null): string => `list:${parent ?? 'root'}`;

/** The kind being dragged. */
export const dragKind = (data: DragData): string => data.kind;

/** Where a drop on `over` puts the dragged thing: before the field dropped on, or at the end of a list. */
export function dropPlace(over: DropData): { parent: number | null; index: number } {
  return over.type === 'field' ? { parent: over.parent, index: over.index } : { parent: over.parent, index: over.length };
}

/** Whether `over` may take what is dragged: the container accepts the kind, and a field never goes inside itself. */
export function canDrop(active: DragData, over: DropData): boolean {
  if (active.type === 'field' && over.path.includes(active.key)) return false;
  return canContain(over.containerKind, dragKind(active));
}

/** The reducer action of a drop (null: nothing to do). `label` names a new field. */
export function dropAction(active: DragData, over: DropData | null, label: string): EditorAction | null {
  if (!over || !canDrop(active, over)) return null;
  const { parent, index } = dropPlace(over);
  if (active.type === 'palette') return { type: 'insertField', kind: active.kind, label, parent, index };
  return { type: 'moveFieldInto', key: active.key, parent, index };
}

const dropData = (container: DroppableContainer): DropData | undefined => container.data.current as DropData | undefined;

/** A plain rect: what the collision check needs of dnd-kit's rects. */
export interface PlainRect {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** Elements whose scroll moves a set of targets (dnd-kit's scrollable ancestors of a target's node), and their scroll when the targets were read. */
interface ScrollGroup {
  ancestors: readonly Element[];
  x: number;
  y: number;
}

/** A drop target read once per drag (and again after dnd-kit re-measures): its rect at the group's scroll `x`, `y`. */
interface Target {
  container: DroppableContainer;
  top: number;
  left: number;
  width: number;
  height: number;
  group: ScrollGroup;
}

// getScrollableAncestors lists elements (the document's scrolling element for the page), never the window.
const scrollX = (element: Element) => element.scrollLeft;
const scrollY = (element: Element) => element.scrollTop;
const sum = (ancestors: readonly Element[], read: (element: Element) => number) => ancestors.reduce((total, element) => total + read(element), 0);
const sameElements = (a: readonly Element[], b: readonly Element[]) => a.length === b.length && a.every((element, index) => element === b[index]);

/**
 * The targets that take what is dragged, with their rects read once: dnd-kit's rects add the scroll
 * offsets of every scrollable ancestor on each read of an edge (four reads of DOM scroll positions
 * per target), and reading 200 targets that way on every pointer move was most of the check. Here
 * each target's edges are read once, targets are grouped by the elements whose scroll moves them
 * (all of the designer's, as nothing inside the canvas scrolls), and a move reads each group's
 * scroll once. `ancestorsOf` is dnd-kit's getScrollableAncestors (a parameter so tests need no DOM).
 */
export function readTargets(
  containers: readonly DroppableContainer[],
  rects: ReadonlyMap<UniqueIdentifier, PlainRect>,
  ancestorsOf: (node: HTMLElement | null) => Element[],
): Target[] {
  const groups: ScrollGroup[] = [];
  const groupOf = (node: HTMLElement | null): ScrollGroup => {
    const ancestors = ancestorsOf(node);
    let group = groups.find((candidate) => sameElements(candidate.ancestors, ancestors));
    if (!group) {
      group = { ancestors, x: sum(ancestors, scrollX), y: sum(ancestors, scrollY) };
      groups.push(group);
    }
    return group;
  };
  const targets: Target[] = [];
  for (const container of containers) {
    const rect = rects.get(container.id);
    if (!rect) continue;
    targets.push({ container, top: rect.top, left: rect.left, width: rect.width, height: rect.height, group: groupOf(container.node.current) });
  }
  return targets;
}

/** How far each group has scrolled since its targets were read. */
function scrolledSince(targets: readonly Target[]): Map<ScrollGroup, { x: number; y: number }> {
  const moved = new Map<ScrollGroup, { x: number; y: number }>();
  for (const { group } of targets) {
    if (!moved.has(group)) moved.set(group, { x: sum(group.ancestors, scrollX) - group.x, y: sum(group.ancestors, scrollY) - group.y });
  }
  return moved;
}

/** The targets' rects now (as dnd-kit's rects would read), by id. */
export function rectsNow(targets: readonly Target[]): Map<UniqueIdentifier, ClientRect> {
  const moved = scrolledSince(targets);
  const now = new Map<UniqueIdentifier, ClientRect>();
  for (const { container, top, left, width, height, group } of targets) {
    const { x, y } = moved.get(group) ?? { x: 0, y: 0 };
    now.set(container.id, { top: top - y, left: left - x, width, height, bottom: top - y + height, right: left - x + width });
  }
  return now;
}

/** The targets under the pointer, smallest first (the innermost: a field inside a card before the card), in list order on ties. */
export function targetsUnder(targets: readonly Target[], point: { x: number; y: number }): Collision[] {
  const moved = scrolledSince(targets);
  const under: { collision: Collision; area: number; order: number }[] = [];
  targets.forEach((target, order) => {
    const { x, y } = moved.get(target.group) ?? { x: 0, y: 0 };
    const top = target.top - y;
    const left = target.left - x;
    if (point.y < top || point.y > top + target.height || point.x < left || point.x > left + target.width) return;
    const area = target.width * target.height;
    under.push({ collision: { id: target.container.id, data: { droppableContainer: target.container, value: area } }, area, order });
  });
  return under.sort((a, b) => a.area - b.area || a.order - b.order).map((entry) => entry.collision);
}

/**
 * In the gap between two fields of a list the innermost target is the list itself, whose drop goes to
 * its end: a field let go just above the third field would land last. There the list's next field
 * after the pointer (below it, or to its right on the same line) is the target, so the drop goes
 * before it; past the last field the list stays the target.
 */
function nextInGap(targets: readonly Target[], innermost: Collision, point: { x: number; y: number }): Collision | undefined {
  const list = targets.find((target) => target.container.id === innermost.id);
  const data = list && dropData(list.container);
  if (data?.type !== 'list') return undefined;
  const now = rectsNow(targets);
  let best: { target: Target; index: number } | undefined;
  for (const target of targets) {
    const field = dropData(target.container);
    if (field?.type !== 'field' || field.parent !== data.parent || (best && best.index <= field.index)) continue;
    const rect = now.get(target.container.id);
    if (rect && (rect.top > point.y || (rect.bottom > point.y && rect.left > point.x))) best = { target, index: field.index };
  }
  return best && { id: best.target.container.id, data: { droppableContainer: best.target.container, value: best.target.width * best.target.height } };
}

/** The targets of the drag under way, kept while dnd-kit's rects, the dragged thing and the targets stay the same. */
let read: { rects: unknown; active: UniqueIdentifier; containers: number; targets: Target[] } | null = null;

/**
 * Only targets that take the dragged kind count. Under a pointer the innermost target wins (a field
 * inside a card before the card); away from every target, and by keyboard (no pointer), the closest
 * corners (dnd-kit's, on the rects as they are now).
 */
export const designerCollisions: CollisionDetection = (args) => {
  const active = args.active.data.current as DragData | undefined;
  if (!active) return [];
  // By id: a palette item's data is a new object on each of its renders (it re-renders on every move while dragged).
  if (!read || read.rects !== args.droppableRects || read.active !== args.active.id || read.containers !== args.droppableContainers.length) {
    const takers = args.droppableContainers.filter((container) => {
      const data = dropData(container);
      return data !== undefined && canDrop(active, data);
    });
    read = { rects: args.droppableRects, active: args.active.id, containers: args.droppableContainers.length, targets: readTargets(takers, args.droppableRects, getScrollableAncestors) };
  }
  const { targets } = read;
  if (args.pointerCoordinates) {
    const under = targetsUnder(targets, args.pointerCoordinates);
    const next = under[0] ? nextInGap(targets, under[0], args.pointerCoordinates) : undefined;
    if (next) return [next, ...under];
    if (under.length > 0) return under;
  }
  return closestCorners({ ...args, droppableContainers: targets.map((target) => target.container), droppableRects: rectsNow(targets) });
};

/** Each list's rects as plain numbers: by dnd-kit's array of them, and by its first rect (see plainRects). */
const plainLists = new WeakMap<readonly ClientRect[], ClientRect[]>();
const plainByFirst = new WeakMap<ClientRect, { source: readonly ClientRect[]; plain: ClientRect[] }>();

const sameRects = (a: readonly ClientRect[], b: readonly ClientRect[]) => {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index += 1) if (a[index] !== b[index]) return false;
  return true;
};

/**
 * A list's rects read once, all at the same moment (so their differences are right whatever the
 * scroll since). dnd-kit hands each render of a list a new array when the target changes, holding
 * the same rect objects until it re-measures: a new array of the same rects reuses the reading.
 */
function plainRects(rects: readonly ClientRect[]): ClientRect[] {
  const known = plainLists.get(rects);
  if (known) return known;
  const first = rects.find((rect) => rect !== undefined);
  const previous = first ? plainByFirst.get(first) : undefined;
  let plain: ClientRect[];
  if (previous && sameRects(previous.source, rects)) {
    plain = previous.plain;
  } else {
    // map keeps the holes of the sparse array (fields not measured).
    plain = rects.map(({ top, left, width, height }) => ({ top, left, width, height, bottom: top + height, right: left + width }));
    if (first) plainByFirst.set(first, { source: rects, plain });
  }
  plainLists.set(rects, plain);
  return plain;
}

/**
 * dnd-kit's vertical list strategy on plain rects. Every field of the list the dragged field is in
 * runs it whenever the drag's target changes, 200 of them with 200 fields, and it reads the edges of
 * the field and its neighbours, each read adding up the scroll offsets of their scrollable ancestors.
 * It only uses differences between fields of one list (siblings, so scrolled together), which do not
 * change with the scroll: the edges are read once per measurement.
 */
export const designerListStrategy: SortingStrategy = (args) => verticalListSortingStrategy({ ...args, rects: plainRects(args.rects) });

const ARROWS: readonly string[] = [KeyboardCode.Down, KeyboardCode.Up, KeyboardCode.Left, KeyboardCode.Right];

/**
 * Arrow keys while dragging by keyboard. Fields on the canvas are sortable and move as dnd-kit's
 * sortable lists move them; a palette item is no drop target itself, so it steps to the nearest drop
 * target in the arrow's direction that takes its kind.
 */
export const designerKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const { active, collisionRect, droppableRects, droppableContainers, over } = args.context;
  if (active && droppableContainers.get(active.id)) return sortableKeyboardCoordinates(event, args);
  if (!ARROWS.includes(event.code)) return undefined;
  event.preventDefault();
  const dragged = active?.data.current as DragData | undefined;
  if (!active || !dragged || !collisionRect) return undefined;
  const ahead = droppableContainers.getEnabled().filter((container) => {
    const rect = droppableRects.get(container.id);
    const data = dropData(container);
    if (!rect || !data || !canDrop(dragged, data)) return false;
    if (event.code === KeyboardCode.Down) return rect.top > collisionRect.top;
    if (event.code === KeyboardCode.Up) return rect.top < collisionRect.top;
    if (event.code === KeyboardCode.Right) return rect.left > collisionRect.left;
    return rect.left < collisionRect.left;
  });
  const collisions = closestCorners({ active, collisionRect, droppableRects, droppableContainers: ahead, pointerCoordinates: null });
  const next = collisions.find((collision) => collision.id !== over?.id) ?? collisions[0];
  const rect = next ? droppableRects.get(next.id) : undefined;
  return rect ? { x: rect.left, y: rect.top } : undefined;
};
