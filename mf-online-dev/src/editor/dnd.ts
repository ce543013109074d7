// What the designer's drag and drop knows about its draggables and drop targets, and how a drop
// becomes a reducer action: pure, so tests and the bench can use it without a browser.
import { closestCorners, KeyboardCode, type Collision, type CollisionDetection, type DroppableContainer, type KeyboardCoordinateGetter } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
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

/**
 * The targets under the pointer, smallest first (the innermost: a field inside a card before the
 * card). Runs on every pointer move over every target, so it reads as little as it can: dnd-kit's
 * rects compute top and left from the scroll offsets of their scrollable ancestors on each read
 * (its own pointerWithin reads four such edges of every target, and that was most of a move's
 * work with 200 fields). Here `top` is read first and `left` only for targets the pointer is
 * level with; bottom and right come from the plain width and height.
 */
export function targetsUnder(containers: readonly DroppableContainer[], rects: ReadonlyMap<string | number, { top: number; left: number; width: number; height: number }>, point: { x: number; y: number }): Collision[] {
  const under: { collision: Collision; area: number; order: number }[] = [];
  containers.forEach((container, order) => {
    const rect = rects.get(container.id);
    if (!rect) return;
    const top = rect.top;
    if (point.y < top || point.y > top + rect.height) return;
    const left = rect.left;
    if (point.x < left || point.x > left + rect.width) return;
    const area = rect.width * rect.height;
    under.push({ collision: { id: container.id, data: { droppableContainer: container, value: area } }, area, order });
  });
  return under.sort((a, b) => a.area - b.area || a.order - b.order).map((entry) => entry.collision);
}

/**
 * Only targets that take the dragged kind count. Under a pointer the innermost target wins (a field
 * inside a card before the card); the keyboard (no pointer) takes the closest corners.
 */
export const designerCollisions: CollisionDetection = (args) => {
  const active = args.active.data.current as DragData | undefined;
  if (!active) return [];
  const droppableContainers = args.droppableContainers.filter((container) => {
    const data = dropData(container);
    return data !== undefined && canDrop(active, data);
  });
  if (args.pointerCoordinates) {
    const under = targetsUnder(droppableContainers, args.droppableRects, args.pointerCoordinates);
    if (under.length > 0) return under;
  }
  return closestCorners({ ...args, droppableContainers });
};

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
