// The portal designer's state and every change to it, as a pure reducer. Geometry edits keep an
// item on the grid (0 ≤ x, x + w ≤ 24, 1 ≤ h ≤ 40, 0 ≤ y ≤ 999): what they can still break is
// overlap, which the live validation shows.
import { GRID_COLUMNS, MAX_ROWS, MAX_Y, type PortalChartItem, type PortalItem, type PortalItemBase, type PortalLink } from '../portalView/model';

export interface DesignerState {
  layout: PortalItem[];
  /** The id (`i`) of the item whose properties are shown. */
  selected: string | null;
  /** Changed since loaded or saved. */
  dirty: boolean;
}

export type Geometry = Pick<PortalItemBase, 'x' | 'y' | 'w' | 'h'>;

/**
 * What the property panel may change: the title and the kind's own options. Typed loosely on
 * purpose (a union's fields spread over every kind); the kind's editor sends only its fields.
 */
export type ItemPatch = Partial<
  { title: string; content: string; src: string; alt: string; links: PortalLink[]; count: number; figures: string[] } & Omit<PortalChartItem, keyof PortalItemBase | 'jnpfKey'>
>;

export type DesignerAction =
  | { type: 'load'; layout: PortalItem[] }
  /** A new item, made by the caller (its id is random, so not in the reducer). */
  | { type: 'insert'; item: PortalItem }
  | { type: 'select'; i: string | null }
  | { type: 'update'; i: string; patch: ItemPatch }
  /** Set some of x, y, w, h (clamped to the grid). */
  | { type: 'place'; i: string; geometry: Partial<Geometry> }
  /** Move by whole cells (arrow keys, buttons, a drag). */
  | { type: 'move'; i: string; dx: number; dy: number }
  /** Grow or shrink by whole cells from the top-left corner. */
  | { type: 'resize'; i: string; dw: number; dh: number }
  | { type: 'remove'; i: string }
  | { type: 'saved' };

export function initialDesignerState(): DesignerState {
  return { layout: [], selected: null, dirty: false };
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(Math.trunc(value), min), max);

/** A geometry kept on the grid: width first (the room right of x), then x for that width. */
export function clampGeometry(geometry: Geometry, fixed: 'x' | 'w' = 'w'): Geometry {
  const h = clamp(geometry.h, 1, MAX_ROWS);
  const y = clamp(geometry.y, 0, MAX_Y);
  if (fixed === 'x') {
    const x = clamp(geometry.x, 0, GRID_COLUMNS - 1);
    return { x, y, w: clamp(geometry.w, 1, GRID_COLUMNS - x), h };
  }
  const w = clamp(geometry.w, 1, GRID_COLUMNS);
  return { x: clamp(geometry.x, 0, GRID_COLUMNS - w), y, w, h };
}

const geometryOf = (item: PortalItem): Geometry => ({ x: item.x, y: item.y, w: item.w, h: item.h });

function change(state: DesignerState, i: string, edit: (item: PortalItem) => PortalItem): DesignerState {
  let changed = false;
  const layout = state.layout.map((item) => {
    if (item.i !== i) return item;
    const next = edit(item);
    changed = next !== item;
    return next;
  });
  return changed ? { ...state, layout, dirty: true } : state;
}

function withGeometry(item: PortalItem, geometry: Geometry): PortalItem {
  const same = item.x === geometry.x && item.y === geometry.y && item.w === geometry.w && item.h === geometry.h;
  return same ? item : { ...item, ...geometry };
}

export function designerReducer(state: DesignerState, action: DesignerAction): DesignerState {
  switch (action.type) {
    case 'load':
      return { layout: action.layout, selected: null, dirty: false };
    case 'insert':
      return { layout: [...state.layout, action.item], selected: action.item.i, dirty: true };
    case 'select':
      return state.selected === action.i ? state : { ...state, selected: action.i };
    case 'update':
      // The patch carries only fields of the item's kind (the panel edits one kind at a time).
      return change(state, action.i, (item) => ({ ...item, ...action.patch }) as PortalItem);
    case 'place':
      // Width and height keep x where it is (shrinking the room on the right); a new x keeps the width.
      return change(state, action.i, (item) =>
        withGeometry(item, clampGeometry({ ...geometryOf(item), ...action.geometry }, action.geometry.w !== undefined && action.geometry.x === undefined ? 'x' : 'w')),
      );
    case 'move':
      return change(state, action.i, (item) => withGeometry(item, draggedGeometry(item, 'move', action)));
    case 'resize':
      return change(state, action.i, (item) => withGeometry(item, draggedGeometry(item, 'resize', { dx: action.dw, dy: action.dh })));
    case 'remove': {
      if (!state.layout.some((item) => item.i === action.i)) return state;
      return { layout: state.layout.filter((item) => item.i !== action.i), selected: state.selected === action.i ? null : state.selected, dirty: true };
    }
    case 'saved':
      return { ...state, dirty: false };
  }
}

/** A pointer travel in whole cells: columns of the canvas's width / 24, rows of 40 px. */
export function cellsOf(delta: { x: number; y: number }, columnWidth: number, rowHeight: number): { dx: number; dy: number } {
  // Math.round gives -0 for small negative travel; + 0 makes it a plain 0.
  return { dx: columnWidth > 0 ? Math.round(delta.x / columnWidth) + 0 : 0, dy: rowHeight > 0 ? Math.round(delta.y / rowHeight) + 0 : 0 };
}

/** Where a drag puts an item: moved by the cells, or resized from its top-left corner. */
export function draggedGeometry(item: Geometry, mode: 'move' | 'resize', cells: { dx: number; dy: number }): Geometry {
  return mode === 'move'
    ? clampGeometry({ ...item, x: item.x + cells.dx, y: item.y + cells.dy })
    : clampGeometry({ ...item, w: item.w + cells.dx, h: item.h + cells.dy }, 'x');
}

/** An integer typed into a number box, or null (empty, or not a number). */
export function integerOf(text: string): number | null {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(value) ? Math.trunc(value) : null;
}
