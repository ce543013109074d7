import { memo, type CSSProperties, type Dispatch, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { GRID_COLUMNS, ROW_HEIGHT, type PortalItem } from '../portalView/model';
import type { DesignerAction, Geometry } from './designerState';
import { PORTAL_NS } from './i18n';
import { itemName, kindName, WIDGET_ICONS } from './widgets';
import sheet from './portal.module.css';

const styles = sheet.locals;

/** What a drag carries (dnd-kit's data of the active draggable). */
export type DragData = { type: 'palette'; kind: PortalItem['jnpfKey'] } | { type: 'move' | 'resize'; i: string };

export const CANVAS_ID = 'portal-canvas';
/** Rows the canvas shows below the lowest item, room to move or drop into. */
const SPARE_ROWS = 6;
const MIN_ROWS = 12;

interface Props {
  layout: readonly PortalItem[];
  selected: string | null;
  /** Item ids with a layout problem. */
  faulty: ReadonlySet<string>;
  /** The item being dragged, drawn where it would land. */
  dragging: { i: string; geometry: Geometry } | null;
  dispatch: Dispatch<DesignerAction>;
  onRemove: (item: PortalItem) => void;
  /** The canvas element, measured to turn pointer travel into columns. */
  canvasRef: Ref<HTMLDivElement>;
  instructionsId: string;
}

/** The keys of a selected item: arrows move a cell, Shift+arrows resize, Delete removes. */
export function keyAction(event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey'>, i: string): DesignerAction | 'remove' | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const step: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
  const found = step[event.key];
  if (found) return event.shiftKey ? { type: 'resize', i, dw: found[0], dh: found[1] } : { type: 'move', i, dx: found[0], dy: found[1] };
  if (event.key === 'Delete' || event.key === 'Backspace') return 'remove';
  return null;
}

/** The 24-column canvas: each item at its x/y/w/h, selectable, movable and resizable by pointer or keyboard. */
export function Canvas({ layout, selected, faulty, dragging, dispatch, onRemove, canvasRef, instructionsId }: Props) {
  const { t } = useTranslation(PORTAL_NS);
  const { setNodeRef, isOver } = useDroppable({ id: CANVAS_ID });
  const bottom = layout.reduce((lowest, item) => Math.max(lowest, item.y + item.h, dragging?.i === item.i ? dragging.geometry.y + dragging.geometry.h : 0), 0);
  const rows = Math.max(bottom + SPARE_ROWS, MIN_ROWS);
  const setRefs = (element: HTMLDivElement | null) => {
    setNodeRef(element);
    if (typeof canvasRef === 'function') canvasRef(element);
    else if (canvasRef) (canvasRef as { current: HTMLDivElement | null }).current = element;
  };
  return (
    <div
      ref={setRefs}
      className={`${styles.canvas} ${isOver ? styles.dropHere : ''}`}
      style={{ gridTemplateColumns: `repeat(${GRID_COLUMNS}, minmax(0, 1fr))`, gridTemplateRows: `repeat(${rows}, ${ROW_HEIGHT}px)`, backgroundSize: `calc(100% / ${GRID_COLUMNS}) ${ROW_HEIGHT}px` }}
      role="list"
      aria-label={t('designer.canvas')}
      onClick={(event) => event.target === event.currentTarget && dispatch({ type: 'select', i: null })}
    >
      {layout.length === 0 && <p className={styles.canvasEmpty}>{t('designer.empty')}</p>}
      {layout.map((item) => (
        <Tile
          key={item.i}
          item={item}
          geometry={dragging?.i === item.i ? dragging.geometry : item}
          moving={dragging?.i === item.i}
          selected={selected === item.i}
          faulty={faulty.has(item.i)}
          dispatch={dispatch}
          onRemove={onRemove}
          instructionsId={instructionsId}
        />
      ))}
    </div>
  );
}

interface TileProps {
  item: PortalItem;
  geometry: Geometry;
  moving: boolean;
  selected: boolean;
  faulty: boolean;
  dispatch: Dispatch<DesignerAction>;
  onRemove: (item: PortalItem) => void;
  instructionsId: string;
}

const Tile = memo(function Tile({ item, geometry, moving, selected, faulty, dispatch, onRemove, instructionsId }: TileProps) {
  const { t } = useTranslation(PORTAL_NS);
  const move = useDraggable({ id: `move:${item.i}`, data: { type: 'move', i: item.i } satisfies DragData });
  const resize = useDraggable({ id: `resize:${item.i}`, data: { type: 'resize', i: item.i } satisfies DragData });
  const name = itemName(t, item);
  const place: CSSProperties = { gridColumn: `${geometry.x + 1} / span ${geometry.w}`, gridRow: `${geometry.y + 1} / span ${geometry.h}` };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    const action = keyAction(event, item.i);
    if (!action) return;
    event.preventDefault();
    if (action === 'remove') onRemove(item);
    else dispatch(action);
  };
  const classes = [styles.tile, selected && styles.selectedTile, faulty && styles.faultyTile, moving && styles.movingTile].filter(Boolean).join(' ');
  return (
    <div role="listitem" className={styles.tileCell} style={place} data-item={item.i}>
      <div
        ref={move.setNodeRef}
        {...move.attributes}
        {...move.listeners}
        // dnd-kit's attributes say "draggable"; the instructions say how, keyboard included.
        aria-describedby={instructionsId}
        aria-roledescription={undefined}
        role="button"
        aria-pressed={selected}
        aria-label={t('designer.itemLabel', { name, col: item.x + 1, row: item.y + 1, w: item.w, h: item.h })}
        tabIndex={0}
        className={classes}
        onFocus={() => dispatch({ type: 'select', i: item.i })}
        onClick={() => dispatch({ type: 'select', i: item.i })}
        onKeyDown={onKeyDown}
      >
        <span className={styles.tileHead}>
          <sl-icon name={WIDGET_ICONS[item.jnpfKey]} aria-hidden="true" />
          <span className={styles.tileTitle}>{name}</span>
          {faulty && <sl-icon name="exclamation-triangle" className={styles.tileWarning} label={t('designer.hasProblem')} />}
        </span>
        <span className={styles.tileMeta} aria-hidden="true">
          {kindName(t, item.jnpfKey)} · {geometry.x + 1},{geometry.y + 1} · {geometry.w}×{geometry.h}
        </span>
      </div>
      {/* Pointer only: the keyboard resizes with Shift+arrows on the item (the instructions say so). */}
      <span ref={resize.setNodeRef} {...resize.listeners} className={styles.resizeHandle} title={t('designer.resizeHandle', { name })} aria-hidden="true" />
    </div>
  );
});
