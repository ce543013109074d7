import { lazy, memo, Suspense, useCallback, useMemo, useRef, useState, type Dispatch, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
  type ScreenReaderInstructions,
} from '@dnd-kit/core';
import { SortableContext, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { confirmDialog } from '@atrium/shared';
import { kindOf, SUB_TABLE } from '../model/kinds';
import type { Field } from '../model/types';
import { ONLINE_DEV_NS } from '../i18n';
import type { DesignerApi } from './api';
import { designerCollisions, designerKeyboardCoordinates, designerListStrategy, dropAction, dropPlace, fieldId, listId, paletteId, type DragData, type DropData, type FieldData, type ListData } from './dnd';
import type { EditorAction, EditorState } from './editorReducer';
import { findField, keyOf } from './fieldTree';
import { FieldProperties } from './FieldProperties';
import { COLUMN_KINDS, PALETTE, PALETTE_GROUPS } from './palette';
import sheet from './editor.module.css';

const styles = sheet.locals;

interface Props {
  state: EditorState;
  dispatch: Dispatch<EditorAction>;
  api: DesignerApi;
}

type Translate = ReturnType<typeof useTranslation>['t'];

/** The preview draws with the runtime's form: loaded when first opened. */
const FormPreview = lazy(() => import('./FormPreview').then((module) => ({ default: module.FormPreview })));

/** The path of the form's own list (a constant, so memoised fields keep their props). */
const TOP: readonly number[] = [];

/** The language-dependent texts of a new field: its label, pane titles, first options. */
function newFieldTexts(t: Translate, kind: string) {
  return { label: t(`kinds.${kind}`), texts: { pane: t(kind === 'tab' ? 'designer.paneTab' : 'designer.paneCollapse'), option: t('props.optionPrefix') } };
}

/** Labels of whatever a drag names, for the announcements. */
function useNames(state: EditorState, t: Translate) {
  const fields = useRef(state.formData.fields);
  fields.current = state.formData.fields;
  const labelOf = (field: Field | null) => (field ? field.__config__.label || t(`kinds.${kindOf(field)}`, { defaultValue: kindOf(field) }) : '');
  const dragged = (data: DragData | undefined) =>
    !data ? '' : data.type === 'palette' ? t(`kinds.${data.kind}`) : labelOf(findField(fields.current, data.key));
  const container = (parent: number | null) => (parent === null ? t('designer.theForm') : labelOf(findField(fields.current, parent)));
  const place = (data: DropData | undefined) => {
    if (!data) return '';
    const { parent, index } = dropPlace(data);
    return t('designer.place', { container: container(parent), position: index + 1 });
  };
  return { dragged, place };
}

/**
 * The form designer: a palette of every kind by group, the form as nested lists (drag from the
 * palette onto the form or into a row, card, tab, collapse or sub-table; drag fields to reorder or
 * move them between containers; by keyboard too, announced in the current language), the move
 * up/down buttons as a fallback, undo/redo, a preview, and the selected field's properties.
 */
export function FieldDesigner({ state, dispatch, api }: Props) {
  const { t } = useTranslation(ONLINE_DEV_NS);
  const fields = state.formData.fields;
  const selected = state.selected === null ? null : findField(fields, state.selected);
  const [dragging, setDragging] = useState<DragData | null>(null);
  const [preview, setPreview] = useState(false);
  const names = useNames(state, t);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: designerKeyboardCoordinates }));

  const add = useCallback(
    (kind: string, parent: number | null = null) => {
      const { label, texts } = newFieldTexts(t, kind);
      dispatch({ type: 'addField', kind, label, parent, texts });
    },
    [t, dispatch],
  );

  // The first target comes at once after the pick-up: one announcement says both (the live region keeps only the last).
  const pickedUp = useRef<string | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      pickedUp.current = t('designer.pickedUp', { name: names.dragged(active.data.current as DragData) });
      return pickedUp.current;
    },
    onDragOver: ({ active, over }) => {
      const name = names.dragged(active.data.current as DragData);
      const said = over ? t('designer.over', { name, place: names.place(over.data.current as DropData) }) : t('designer.nowhere', { name });
      const first = pickedUp.current;
      pickedUp.current = null;
      return first ? `${first}${said}` : said;
    },
    onDragEnd: ({ active, over }) =>
      over ? t('designer.dropped', { name: names.dragged(active.data.current as DragData), place: names.place(over.data.current as DropData) }) : t('designer.cancelled', { name: names.dragged(active.data.current as DragData) }),
    onDragCancel: ({ active }) => t('designer.cancelled', { name: names.dragged(active.data.current as DragData) }),
  };
  const instructions: ScreenReaderInstructions = { draggable: t('designer.instructions') };
  const paletteItemRole = t('designer.paletteItem');

  const onDragStart = ({ active }: DragStartEvent) => setDragging((active.data.current as DragData | undefined) ?? null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    const data = active.data.current as DragData | undefined;
    if (!data) return;
    const action = dropAction(data, (over?.data.current as DropData | undefined) ?? null, data.type === 'palette' ? newFieldTexts(t, data.kind).label : '');
    if (!action) return;
    dispatch(action.type === 'insertField' ? { ...action, texts: newFieldTexts(t, action.kind).texts } : action);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={designerCollisions}
      accessibility={{ announcements, screenReaderInstructions: instructions }}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragging(null)}
    >
      <div className={styles.designer}>
        <nav className={styles.palette} aria-label={t('editor.palette')}>
          {PALETTE_GROUPS.map((group) => (
            <section key={group} className={styles.paletteGroup} aria-label={t(`designer.group.${group}`)}>
              <h4 className={styles.paletteTitle}>{t(`designer.group.${group}`)}</h4>
              <div className={styles.paletteItems}>
                {PALETTE[group].map((kind) => (
                  <PaletteItem key={kind} kind={kind} label={t(`kinds.${kind}`)} roleDescription={paletteItemRole} onAdd={add} />
                ))}
              </div>
            </section>
          ))}
        </nav>
        <div className={styles.canvasColumn}>
          <div className={styles.toolbar} role="toolbar" aria-label={t('designer.toolbar')}>
            <sl-tooltip content={t('designer.undo')}>
              <sl-icon-button name="arrow-counterclockwise" label={t('designer.undo')} disabled={state.past.length === 0} onClick={() => dispatch({ type: 'undo' })} />
            </sl-tooltip>
            <sl-tooltip content={t('designer.redo')}>
              <sl-icon-button name="arrow-clockwise" label={t('designer.redo')} disabled={state.future.length === 0} onClick={() => dispatch({ type: 'redo' })} />
            </sl-tooltip>
            <sl-button size="small" onClick={() => setPreview(true)}>
              <sl-icon slot="prefix" name="eye" />
              {t('designer.preview')}
            </sl-button>
          </div>
          <div className={styles.fieldTree}>
            {fields.length === 0 && <p className={styles.hint}>{t('editor.noFields')}</p>}
            <DropList parent={null} containerKind={null} path={TOP} list={fields} selected={state.selected} dispatch={dispatch} onAddColumn={add} root />
          </div>
        </div>
        <aside className={styles.properties} aria-label={t('editor.properties')}>
          {selected ? <FieldProperties key={keyOf(selected)} field={selected} state={state} dispatch={dispatch} api={api} /> : <p className={styles.hint}>{t('editor.chooseField')}</p>}
        </aside>
      </div>
      <DragOverlay dropAnimation={null}>{dragging ? <div className={styles.dragChip}>{names.dragged(dragging)}</div> : null}</DragOverlay>
      {preview && (
        <Suspense fallback={<sl-spinner aria-label={t('common.loading')} />}>
          <FormPreview fields={fields} onClose={() => setPreview(false)} />
        </Suspense>
      )}
    </DndContext>
  );
}

/**
 * A palette item. Each one re-renders whenever the drag's target changes (dnd-kit's context), so it
 * translates nothing itself: its label and role come translated from the designer.
 */
const PaletteItem = memo(function PaletteItem({ kind, label, roleDescription, onAdd }: { kind: string; label: string; roleDescription: string; onAdd: (kind: string) => void }) {
  const data = useMemo((): DragData => ({ type: 'palette', kind }), [kind]);
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: paletteId(kind), data });
  return (
    <button
      type="button"
      ref={setNodeRef}
      className={isDragging ? `${styles.paletteItem} ${styles.dragging}` : styles.paletteItem}
      {...attributes}
      {...listeners}
      aria-roledescription={roleDescription}
      onClick={() => onAdd(kind)}
    >
      {label}
    </button>
  );
});

interface ListProps {
  parent: number | null;
  containerKind: string | null;
  path: readonly number[];
  list: readonly Field[];
  selected: number | null;
  dispatch: Dispatch<EditorAction>;
  onAddColumn: (kind: string, parent: number) => void;
  root?: boolean;
}

/** One container's fields: a sortable list, and a drop target for its end (and for an empty container). */
function DropList({ parent, containerKind, path, list, selected, dispatch, onAddColumn, root = false }: ListProps) {
  const { t } = useTranslation(ONLINE_DEV_NS);
  const data: ListData = { type: 'list', parent, containerKind, length: list.length, path };
  const { setNodeRef, isOver } = useDroppable({ id: listId(parent), data });
  const ids = useMemo(() => list.map((field) => fieldId(keyOf(field))), [list]);
  // Translated here, once per change of the list: the items re-render on every change of the drag's target.
  const handleLabels = useMemo(() => list.map((field) => t('designer.drag', { label: field.__config__.label || t('editor.noLabel') })), [list, t]);
  return (
    <SortableContext id={listId(parent)} items={ids} strategy={designerListStrategy}>
      <ul
        ref={setNodeRef}
        className={`${styles.fieldList} ${root ? styles.rootList : ''} ${isOver ? styles.dropHere : ''}`}
        aria-label={root ? t('editor.fields') : undefined}
        data-list={parent ?? 'root'}
      >
        {list.map((field, index) => (
          <FieldItem
            key={keyOf(field)}
            field={field}
            parent={parent}
            containerKind={containerKind}
            index={index}
            last={index === list.length - 1}
            handleLabel={handleLabels[index] ?? ''}
            path={path}
            selected={selected}
            dispatch={dispatch}
            onAddColumn={onAddColumn}
          />
        ))}
        {!root && list.length === 0 && <li className={styles.emptyDrop}>{t('designer.dropHere')}</li>}
      </ul>
    </SortableContext>
  );
}

interface ItemProps {
  field: Field;
  parent: number | null;
  containerKind: string | null;
  index: number;
  last: boolean;
  path: readonly number[];
  selected: number | null;
  dispatch: Dispatch<EditorAction>;
  onAddColumn: (kind: string, parent: number) => void;
}

interface FieldItemProps extends ItemProps {
  /** The drag handle's name (translated by the list). */
  handleLabel: string;
}

/**
 * One field on the canvas. Every sortable re-renders whenever the drag's target changes (dnd-kit's
 * context), 200 of them with 200 fields, so this part stays small: the item, its position and its
 * drag handle, with no translation of its own (the list passes the handle's name); the rest
 * (FieldBody) is memoised and only re-renders when the field itself changes.
 */
function FieldItem({ handleLabel, ...props }: FieldItemProps) {
  const { field, parent, containerKind, index, path, selected } = props;
  const key = keyOf(field);
  const ownPath = useMemo(() => [...path, key], [path, key]);
  const kind = kindOf(field);
  const data = useMemo((): FieldData => ({ type: 'field', key, kind, parent, containerKind, index, path: ownPath }), [key, kind, parent, containerKind, index, ownPath]);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging, isOver, active } = useSortable({ id: fieldId(key), data });
  // A new field from the palette goes before the field it is over (fields dragged in a list make room by themselves).
  const dropBefore = isOver && (active?.data.current as DragData | undefined)?.type === 'palette';
  return (
    <li
      ref={setNodeRef}
      data-key={key}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`${styles.fieldItem} ${selected === key ? styles.selectedField : ''} ${isDragging ? styles.dragging : ''} ${dropBefore ? styles.dropBefore : ''}`}
    >
      <button type="button" ref={setActivatorNodeRef} className={styles.handle} {...attributes} {...listeners} aria-label={handleLabel}>
        <sl-icon name="grip-vertical" />
      </button>
      {/* A field without children needs only whether it is the selected one: choosing another field re-renders two bodies, not all. */}
      <FieldBody {...props} selected={field.__config__.children || selected === key ? selected : null} ownPath={ownPath} />
    </li>
  );
}

/** A field's label, kind and name, move up/down and remove; containers show their lists. */
const FieldBody = memo(function FieldBody({ field, index, last, selected, dispatch, onAddColumn, ownPath }: ItemProps & { ownPath: readonly number[] }) {
  const { t } = useTranslation(ONLINE_DEV_NS);
  const key = keyOf(field);
  const kind = kindOf(field);
  const children = field.__config__.children;
  const label = field.__config__.label || t('editor.noLabel');

  const remove = async () => {
    if (!(await confirmDialog({ message: t('editor.confirmRemoveField', { label: field.__config__.label }) }))) return;
    dispatch({ type: 'removeField', key });
  };

  let body: ReactNode = null;
  if (kind === 'tab' || kind === 'collapse') {
    body = (
      <div className={styles.panes}>
        {(children ?? []).map((pane) => (
          <Pane key={keyOf(pane)} pane={pane} ownPath={ownPath} selected={selected} dispatch={dispatch} onAddColumn={onAddColumn} />
        ))}
      </div>
    );
  } else if (children) {
    body = <DropList parent={key} containerKind={kind} path={ownPath} list={children} selected={selected} dispatch={dispatch} onAddColumn={onAddColumn} />;
  }

  return (
    <div className={styles.fieldBody}>
      <div className={styles.fieldRow}>
        <button type="button" className={styles.fieldSelect} aria-pressed={selected === key} onClick={() => dispatch({ type: 'select', key })}>
          <span className={styles.fieldLabel}>{label}</span>
          <span className={styles.fieldKind}>{t(`kinds.${kind}`, { defaultValue: kind })}</span>
          {field.__vModel__ && <code className={styles.fieldName}>{field.__vModel__}</code>}
        </button>
        <sl-icon-button name="arrow-up" label={t('editor.moveUp', { label: field.__config__.label })} disabled={index === 0} onClick={() => dispatch({ type: 'moveField', key, delta: -1 })} />
        <sl-icon-button name="arrow-down" label={t('editor.moveDown', { label: field.__config__.label })} disabled={last} onClick={() => dispatch({ type: 'moveField', key, delta: 1 })} />
        <sl-icon-button name="trash" label={t('editor.removeField', { label: field.__config__.label })} onClick={() => void remove()} />
      </div>
      {body}
      {kind === SUB_TABLE && (
        <sl-select
          size="small"
          className={styles.addColumn}
          label={t('editor.addColumn')}
          placeholder={t('common.choose')}
          value=""
          hoist
          onsl-change={(event: Event) => {
            const select = event.target as HTMLSelectElement;
            if (select.value) onAddColumn(select.value, key);
            select.value = '';
          }}
        >
          {COLUMN_KINDS.map((columnKind) => (
            <sl-option key={columnKind} value={columnKind}>
              {t(`kinds.${columnKind}`)}
            </sl-option>
          ))}
        </sl-select>
      )}
    </div>
  );
});

/** A pane of a tab or collapse: its title (selects it) and its fields. */
function Pane({ pane, ownPath, selected, dispatch, onAddColumn }: { pane: Field; ownPath: readonly number[]; selected: number | null; dispatch: Dispatch<EditorAction>; onAddColumn: (kind: string, parent: number) => void }) {
  const key = keyOf(pane);
  const path = useMemo(() => [...ownPath, key], [ownPath, key]);
  return (
    <div className={selected === key ? `${styles.pane} ${styles.selectedField}` : styles.pane}>
      <button type="button" className={styles.paneTitle} aria-pressed={selected === key} onClick={() => dispatch({ type: 'select', key })}>
        {String(pane.title ?? pane.__config__.label ?? '')}
      </button>
      <DropList parent={key} containerKind={kindOf(pane)} path={path} list={pane.__config__.children ?? []} selected={selected} dispatch={dispatch} onAddColumn={onAddColumn} />
    </div>
  );
}
