import { useCallback, useEffect, useId, useReducer, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { DndContext, DragOverlay, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type DragMoveEvent, type DragStartEvent } from '@dnd-kit/core';
import { ApiError, confirmDialog, notifyError, notifySuccess, notifyWarning } from '@atrium/shared';
import { ErrorPanel, useStyleSheet } from '@atrium/ui';
import type { PortalViewApi } from '../portalView/api';
import { createPortalItem, GRID_COLUMNS, MAX_ITEMS, overlaps, parseFormData, ROW_HEIGHT, serializeFormData, validateLayout, type PortalItem, type PortalWidgetKey } from '../portalView/model';
import { PortalView } from '../portalView/PortalView';
import type { PortalApi, PortalForm, PortalInfo } from './api';
import { Canvas, CANVAS_ID, type DragData } from './Canvas';
import { cellsOf, clampGeometry, designerReducer, draggedGeometry, initialDesignerState, type DesignerAction, type Geometry } from './designerState';
import { PORTAL_NS } from './i18n';
import { ItemProperties } from './ItemProperties';
import { Palette } from './Palette';
import { itemName, kindName, WIDGET_ICONS } from './widgets';
import sheet from './portal.module.css';

const styles = sheet.locals;

interface Props {
  id: string;
  api: PortalApi;
  /** The preview's widget calls; the real ones by default. */
  viewApi?: PortalViewApi;
  onClose: () => void;
}

type Load = { kind: 'loading' } | { kind: 'ready'; info: PortalInfo } | { kind: 'failed' };

/** The body of a save: the stored fields as they were, with the new layout. */
function formOf(info: PortalInfo, formData: string): PortalForm {
  return {
    fullName: info.fullName,
    enCode: info.enCode,
    category: info.category,
    enabledMark: info.enabledMark,
    sortCode: info.sortCode,
    description: info.description ?? '',
    type: 0,
    formData,
  };
}

/**
 * The portal designer, full screen: the widget kinds, the 24-column canvas (items moved and
 * resized by pointer, keys or the property panel's buttons), the selected item's properties, the
 * layout's problems as they arise, a preview with the real widgets, and 保存. Leaving with unsaved
 * changes asks first.
 */
export function PortalDesigner({ id, api, viewApi, onClose }: Props) {
  useStyleSheet(sheet);
  const { t } = useTranslation(PORTAL_NS);
  const [state, dispatch] = useReducer(designerReducer, undefined, initialDesignerState);
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<{ i: string; geometry: Geometry } | null>(null);
  const [paletteDrag, setPaletteDrag] = useState<PortalWidgetKey | null>(null);
  const canvasRef = useRef<HTMLDivElement | null>(null);
  /** Where the last drag put its item: the announcement after it (dnd-kit calls it after onDragEnd). */
  const dropped = useRef<{ i: string; geometry: Geometry } | null>(null);
  const instructionsId = useId();
  const layout = state.layout;
  const info = load.kind === 'ready' ? load.info : null;
  const name = info?.fullName ?? '';

  useEffect(() => {
    let active = true;
    setLoad({ kind: 'loading' });
    api.get(id).then(
      (found) => {
        if (!active) return;
        dispatch({ type: 'load', layout: parseFormData(found.formData).layout });
        setLoad({ kind: 'ready', info: found });
      },
      () => active && setLoad({ kind: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, [api, id, attempt]);

  // Closing the browser tab or reloading with unsaved changes: the browser asks.
  useEffect(() => {
    if (!state.dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [state.dirty]);

  // Checked on every render (at most 50 items): the messages follow the language as it changes.
  const problems = validateLayout(layout);
  const faulty = new Set(problems.flatMap((problem) => (layout[problem.index] ? [layout[problem.index]!.i] : [])));
  const selected = layout.find((item) => item.i === state.selected) ?? null;
  const selectedProblem = selected ? (problems.find((problem) => layout[problem.index]?.i === selected.i)?.message ?? null) : null;

  // Item ids are letters, digits, _ and - only (the layout rules): safe in a selector as they are.
  const focusItem = (i: string) => requestAnimationFrame(() => canvasRef.current?.querySelector<HTMLElement>(`[data-item="${i}"] [role="button"]`)?.focus());

  /** Changes by keys and buttons, announced (a drag announces through dnd-kit). */
  const act = useCallback(
    (action: DesignerAction) => {
      dispatch(action);
      if (action.type !== 'move' && action.type !== 'resize') return;
      const item = layout.find((candidate) => candidate.i === action.i);
      if (!item) return;
      const next = draggedGeometry(item, action.type, action.type === 'move' ? action : { dx: action.dw, dy: action.dh });
      setAnnouncement(
        action.type === 'move'
          ? t('designer.moved', { name: itemName(t, item), col: next.x + 1, row: next.y + 1 })
          : t('designer.resized', { name: itemName(t, item), w: next.w, h: next.h }),
      );
    },
    [layout, t],
  );

  const add = (kind: PortalWidgetKey, at?: { x: number; y: number }) => {
    const item: PortalItem = createPortalItem(kind, layout, kindName(t, kind));
    if (at) {
      // Dropped on the canvas: where it landed when that spot is free, else the first free spot.
      const spot = clampGeometry({ x: at.x, y: at.y, w: item.w, h: item.h });
      if (!layout.some((other) => overlaps(other, spot))) Object.assign(item, spot);
    }
    dispatch({ type: 'insert', item });
    setAnnouncement(t('designer.added', { name: itemName(t, item), col: item.x + 1, row: item.y + 1 }));
    focusItem(item.i);
  };

  const remove = useCallback(
    async (item: PortalItem) => {
      if (!(await confirmDialog({ message: t('designer.confirmRemove', { name: itemName(t, item) }) }))) return;
      dispatch({ type: 'remove', i: item.i });
    },
    [t],
  );

  const save = async () => {
    if (!info || busy) return;
    if (problems.length > 0) {
      notifyWarning(t('designer.fixFirst'));
      const first = layout[problems[0]!.index];
      if (first) {
        setPreviewing(false);
        dispatch({ type: 'select', i: first.i });
        focusItem(first.i);
      }
      return;
    }
    const formData = serializeFormData({ layout });
    if (formData === null) {
      notifyError(t('designer.tooLarge'));
      return;
    }
    setBusy(true);
    setRefusal(null);
    try {
      await api.update(id, formOf(info, formData), { silent: true });
    } catch (error) {
      // The server's reason stays on screen (a name taken meanwhile, a rule the client does not know).
      if (error instanceof ApiError && error.kind === 'api') setRefusal(error.msg || t('designer.saveFailed'));
      else if (error instanceof ApiError && error.kind === 'network' && !error.canceled) notifyError(error.msg || t('designer.saveFailed'));
      return;
    } finally {
      setBusy(false);
    }
    setLoad({ kind: 'ready', info: { ...info, formData } });
    dispatch({ type: 'saved' });
    notifySuccess(t('designer.saved', { name }));
  };

  const close = async () => {
    if (state.dirty && !(await confirmDialog({ message: t('designer.confirmLeave', { name }) }))) return;
    onClose();
  };

  // Pointer drags: move an item, resize it from its corner, or drop a new one from the palette.
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const columnWidth = () => (canvasRef.current?.getBoundingClientRect().width ?? 0) / GRID_COLUMNS;
  const target = (data: DragData | undefined, delta: { x: number; y: number }) => {
    if (!data || data.type === 'palette') return null;
    const item = layout.find((candidate) => candidate.i === data.i);
    return item ? { i: item.i, geometry: draggedGeometry(item, data.type, cellsOf(delta, columnWidth(), ROW_HEIGHT)) } : null;
  };
  const onDragStart = ({ active }: DragStartEvent) => {
    const data = active.data.current as DragData | undefined;
    if (data?.type === 'palette') setPaletteDrag(data.kind);
    else if (data) dispatch({ type: 'select', i: data.i });
  };
  const onDragMove = ({ active, delta }: DragMoveEvent) => {
    const next = target(active.data.current as DragData | undefined, delta);
    setDragging((current) =>
      next && current && current.i === next.i && (['x', 'y', 'w', 'h'] as const).every((key) => current.geometry[key] === next.geometry[key]) ? current : next,
    );
  };
  const onDragEnd = ({ active, over, delta }: DragEndEvent) => {
    const data = active.data.current as DragData | undefined;
    setDragging(null);
    setPaletteDrag(null);
    if (data?.type === 'palette') {
      const box = active.rect.current.translated;
      const canvas = canvasRef.current?.getBoundingClientRect();
      if (over?.id !== CANVAS_ID || !box || !canvas) return;
      const cells = cellsOf({ x: box.left - canvas.left, y: box.top - canvas.top }, columnWidth(), ROW_HEIGHT);
      add(data.kind, { x: cells.dx, y: cells.dy });
      return;
    }
    const next = target(data, delta);
    dropped.current = next;
    if (next) dispatch({ type: 'place', i: next.i, geometry: next.geometry });
  };
  const dragName = (data: DragData | undefined) => {
    if (!data) return '';
    if (data.type === 'palette') return kindName(t, data.kind);
    const item = layout.find((candidate) => candidate.i === data.i);
    return item ? itemName(t, item) : '';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('designer.pickedUp', { name: dragName(active.data.current as DragData | undefined) }),
    onDragOver: () => undefined,
    onDragEnd: ({ active }) => {
      const data = active.data.current as DragData | undefined;
      if (!data || data.type === 'palette') return undefined; // the add announces itself
      const item = layout.find((candidate) => candidate.i === data.i);
      const place = dropped.current?.i === data.i ? dropped.current.geometry : item;
      if (!item || !place) return undefined;
      return data.type === 'move' ? t('designer.moved', { name: itemName(t, item), col: place.x + 1, row: place.y + 1 }) : t('designer.resized', { name: itemName(t, item), w: place.w, h: place.h });
    },
    onDragCancel: ({ active }) => t('designer.cancelled', { name: dragName(active.data.current as DragData | undefined) }),
  };

  return (
    <sl-dialog
      open
      className={styles.designer}
      label={t('designer.title', { name })}
      style={{ '--width': '100vw' } as CSSProperties}
      onsl-request-close={(event: CustomEvent) => {
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        if ((event.detail as { source?: string } | null)?.source !== 'overlay' && !busy) void close();
      }}
    >
      {load.kind === 'loading' && <sl-spinner aria-label={t('common.loading')} />}
      {load.kind === 'failed' && <ErrorPanel title={t('designer.loadFailed')} error={t('designer.loadFailedHint')} onRetry={() => setAttempt((value) => value + 1)} />}
      {load.kind === 'ready' && (
        <>
          {refusal && (
            <sl-alert variant="danger" open closable className={styles.banner} onsl-after-hide={() => setRefusal(null)}>
              <sl-icon slot="icon" name="exclamation-octagon" />
              <strong>{t('designer.refused')}</strong>
              <span role="alert">{refusal}</span>
            </sl-alert>
          )}
          {problems.length > 0 && (
            <sl-alert variant="warning" open className={styles.banner}>
              <sl-icon slot="icon" name="exclamation-triangle" />
              <strong>{t('designer.issues', { count: problems.length })}</strong>
              <ul className={styles.issues} aria-label={t('designer.issues', { count: problems.length })}>
                {problems.map((problem) => {
                  const item = layout[problem.index];
                  return (
                    <li key={`${problem.index}-${problem.message}`}>
                      {item ? (
                        <button
                          type="button"
                          className={styles.linkButton}
                          onClick={() => {
                            setPreviewing(false);
                            dispatch({ type: 'select', i: item.i });
                            focusItem(item.i);
                          }}
                        >
                          {problem.message}
                        </button>
                      ) : (
                        problem.message
                      )}
                    </li>
                  );
                })}
              </ul>
            </sl-alert>
          )}
          {previewing ? (
            <div className={styles.preview}>
              <p className={styles.hint}>{t('designer.previewNote')}</p>
              <PortalView layout={layout} api={viewApi} />
            </div>
          ) : (
            <DndContext
              sensors={sensors}
              accessibility={{ announcements, screenReaderInstructions: { draggable: t('designer.dragInstructions') } }}
              onDragStart={onDragStart}
              onDragMove={onDragMove}
              onDragEnd={onDragEnd}
              onDragCancel={() => {
                setDragging(null);
                setPaletteDrag(null);
              }}
            >
              <div className={styles.board}>
                <Palette onAdd={(kind) => add(kind)} full={layout.length >= MAX_ITEMS} />
                <div className={styles.canvasColumn}>
                  <p id={instructionsId} className={styles.hint}>
                    {t('designer.instructions')}
                  </p>
                  <Canvas layout={layout} selected={state.selected} faulty={faulty} dragging={dragging} dispatch={act} onRemove={(item) => void remove(item)} canvasRef={canvasRef} instructionsId={instructionsId} />
                </div>
                <ItemProperties item={selected} problem={selectedProblem} dispatch={act} onRemove={(item) => void remove(item)} api={api} />
              </div>
              <DragOverlay dropAnimation={null}>
                {paletteDrag && (
                  <span className={styles.dragChip}>
                    <sl-icon name={WIDGET_ICONS[paletteDrag]} aria-hidden="true" /> {kindName(t, paletteDrag)}
                  </span>
                )}
              </DragOverlay>
            </DndContext>
          )}
          <p role="status" className={styles.visuallyHidden}>
            {announcement}
          </p>
        </>
      )}
      <span slot="footer" className={styles.saveState} role="status">
        {load.kind === 'ready' ? t(state.dirty ? 'designer.unsaved' : 'designer.allSaved') : ''}
      </span>
      <sl-button slot="footer" disabled={busy} onClick={() => void close()}>
        {t('common.close')}
      </sl-button>
      <sl-button slot="footer" disabled={load.kind !== 'ready'} onClick={() => setPreviewing((value) => !value)}>
        <sl-icon slot="prefix" name={previewing ? 'pencil' : 'eye'} />
        {t(previewing ? 'designer.backToDesign' : 'designer.preview')}
      </sl-button>
      <sl-button slot="footer" variant="primary" loading={busy} disabled={load.kind !== 'ready'} onClick={() => void save()}>
        {t('common.save')}
      </sl-button>
    </sl-dialog>
  );
}
