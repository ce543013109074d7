import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, notifySuccess } from '@atrium/shared';
import { KeywordSearch, ListToolbar, PagedTable, TreeSelect, focusFirstInvalid, isValid, usePagedList, type DataTableColumn, type FormErrors } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import type { ProjectRow, TableDemoApi } from './api';
import { DATE_WIDTH, MONEY_WIDTH } from './columns';
import { formatMoney } from './format';
import { FIRST_QUERY } from './ProjectList';
import { refusalOf } from './refusal';
import type { ProjectRights } from './rights';
import { AMOUNT_FIELDS, DESCRIPTION_MAX, projectRules, toProjectForm, validateProject, valuesOf, type ProjectValues } from './rules';
import sheet from './tableDemo.module.css';
import type { TypeTree } from './useTypeTree';

const styles = sheet.locals;

interface Props {
  api: TableDemoApi;
  types: TypeTree;
  rights: ProjectRights;
  /** The tab is shown: coming back to it reloads in the background. */
  active: boolean;
}

/** The row being edited: its inputs, their messages, and the server's refusal of the last save. */
interface Editing {
  id: string;
  values: ProjectValues;
  errors: FormErrors<ProjectValues>;
  busy: boolean;
  refusal: string | null;
}

type TextField = 'projectName' | 'projectCode' | 'projectPhase' | 'customerName' | 'principal' | 'description';

const inputValue = (event: Event) => (event.target as HTMLInputElement).value;

/**
 * 编辑表格: the project list where 编辑 turns a row's cells into inputs in place; 保存 sends the row
 * (RowsEdit) after the same checks as the dialog, each message under its cell; 取消 puts the row
 * back. One row at a time: the others' 编辑 waits until it is saved or cancelled.
 */
export function EditableTable({ api, types, rights, active }: Props) {
  const { t } = useTranslation(SYSTEM_NS);
  const list = usePagedList(api.list, FIRST_QUERY);
  const { query, setQuery, reload, refresh } = list;
  const [editing, setEditing] = useState<Editing | null>(null);
  const section = useRef<HTMLElement>(null);
  // After a refused check, the first cell in error takes the focus once its message is drawn.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt === 0) return undefined;
    const frame = requestAnimationFrame(() => focusFirstInvalid(section.current));
    return () => cancelAnimationFrame(frame);
  }, [attempt]);

  // The keyboard follows the row: 编辑 puts the focus in its first cell, and when the row is saved
  // or cancelled it goes back to that row's 编辑 (not to the page's start).
  const editingId = editing?.id ?? null;
  const lastEdited = useRef<string | null>(null);
  useEffect(() => {
    const id = editingId ?? lastEdited.current;
    lastEdited.current = editingId;
    if (id === null) return undefined;
    const target = editingId !== null ? '[data-cell-edit] sl-input' : '[data-row-edit]';
    const frame = requestAnimationFrame(() => {
      const row = [...(section.current?.querySelectorAll<HTMLElement>('tr[data-row-id]') ?? [])].find((candidate) => candidate.dataset.rowId === id);
      row?.querySelector<HTMLElement>(target)?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [editingId]);

  // A row being edited keeps its inputs through a reload (they are kept by its id, not in the rows).
  const wasActive = useRef(active);
  useEffect(() => {
    if (active && !wasActive.current) refresh();
    wasActive.current = active;
  }, [active, refresh]);

  const start = (row: ProjectRow) => setEditing({ id: row.id, values: valuesOf(row), errors: {}, busy: false, refusal: null });
  const cancel = () => setEditing(null);
  const set = (key: keyof ProjectValues, value: string) => setEditing((current) => (current ? { ...current, values: { ...current.values, [key]: value } } : current));

  const save = () => {
    if (!editing || editing.busy) return;
    const errors = validateProject(editing.values, projectRules);
    if (!isValid(errors)) {
      setEditing({ ...editing, errors, refusal: null });
      setAttempt((value) => value + 1);
      return;
    }
    const { id, values } = editing;
    setEditing({ ...editing, errors: {}, busy: true, refusal: null });
    api.saveRow(id, toProjectForm(values)).then(
      () => {
        notifySuccess(t('tableDemo.saved'));
        setEditing(null);
        reload();
      },
      (error: unknown) => setEditing((current) => (current && current.id === id ? { ...current, busy: false, refusal: refusalOf(error) } : current)),
    );
  };

  // Enter in one of the row's text boxes saves it, Escape cancels it (a select keeps its own keys).
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as Element;
    if (target.tagName !== 'SL-INPUT' || !target.closest('[data-cell-edit]')) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      cancel();
    }
  };

  const isEditing = (row: ProjectRow) => editing !== null && editing.id === row.id;

  /** A cell's input: labelled for assistive technology (the header names it on screen), its message under it. */
  const cell = (key: keyof ProjectValues, control: ReactNode) => (
    <div className={styles.cellEdit} data-cell-edit={key}>
      {control}
      {editing?.errors[key] && (
        <p className={styles.cellError} role="alert">
          {editing.errors[key]}
        </p>
      )}
    </div>
  );
  const textInput = (key: TextField | (typeof AMOUNT_FIELDS)[number] | 'jackStands', extra: Record<string, unknown> = {}) =>
    cell(
      key,
      <sl-input
        size="small"
        label={t(`tableDemo.fields.${key}`)}
        value={editing?.values[key] ?? ''}
        aria-invalid={editing?.errors[key] ? 'true' : undefined}
        disabled={editing?.busy}
        {...extra}
        onsl-input={(event: Event) => set(key, inputValue(event))}
      />,
    );

  const text = (key: TextField | 'jackStands', width: number): DataTableColumn<ProjectRow> => ({
    key,
    label: t(`tableDemo.fields.${key}`),
    width,
    render: (row) => (isEditing(row) ? textInput(key, key === 'description' ? { maxlength: DESCRIPTION_MAX } : {}) : row[key]),
  });

  const columns: DataTableColumn<ProjectRow>[] = [
    text('projectName', 170),
    text('projectCode', 140),
    {
      key: 'projectType',
      label: t('tableDemo.fields.projectType'),
      width: 170,
      render: (row) =>
        isEditing(row) && editing
          ? cell(
              'projectType',
              <TreeSelect
                size="small"
                label={t('tableDemo.fields.projectType')}
                nodes={types.options}
                value={editing.values.projectType}
                invalid={!!editing.errors.projectType}
                disabled={editing.busy}
                onChange={(value) => set('projectType', value)}
              />,
            )
          : row.projectTypeName,
    },
    text('projectPhase', 140),
    text('customerName', 160),
    text('principal', 120),
    {
      key: 'interactionDate',
      label: t('tableDemo.fields.interactionDate'),
      width: editing !== null ? 160 : DATE_WIDTH,
      render: (row) =>
        isEditing(row)
          ? cell(
              'interactionDate',
              <sl-input
                size="small"
                type="date"
                label={t('tableDemo.fields.interactionDate')}
                value={editing?.values.interactionDate ?? ''}
                aria-invalid={editing?.errors.interactionDate ? 'true' : undefined}
                disabled={editing?.busy}
                onsl-input={(event: Event) => set('interactionDate', inputValue(event))}
                onsl-change={(event: Event) => set('interactionDate', inputValue(event))}
              />,
            )
          : formatDate(row.interactionDate, 'yyyy-MM-dd'),
    },
    ...AMOUNT_FIELDS.map(
      (key): DataTableColumn<ProjectRow> => ({
        key,
        label: t(`tableDemo.fields.${key}`),
        width: MONEY_WIDTH,
        align: 'right',
        render: (row) =>
          isEditing(row) ? textInput(key, { type: 'number', inputmode: 'decimal', min: 0, step: '0.01' }) : <span className={styles.money}>{formatMoney(row[key])}</span>,
      }),
    ),
    text('description', 200),
  ];
  if (rights.edit) {
    columns.push({
      key: 'actions',
      label: t('tableDemo.actions'),
      width: 140,
      render: (row) =>
        isEditing(row) && editing ? (
          <span className={styles.rowEditActions}>
            <span className={styles.rowActions}>
              <sl-button size="small" variant="primary" loading={editing.busy} onClick={save}>
                {t('tableDemo.save')}
              </sl-button>
              <sl-button size="small" disabled={editing.busy} onClick={cancel}>
                {t('tableDemo.cancel')}
              </sl-button>
            </span>
            {editing.refusal && (
              <span className={styles.refusalText} role="alert">
                {editing.refusal}
              </span>
            )}
          </span>
        ) : (
          <sl-button size="small" variant="text" data-row-edit="" disabled={editing !== null} title={editing !== null ? t('tableDemo.editBusy') : undefined} onClick={() => start(row)}>
            {t('tableDemo.edit')}
          </sl-button>
        ),
    });
  }

  const reset = () => {
    cancel();
    setQuery({ ...FIRST_QUERY, pageSize: query.pageSize });
  };

  return (
    <section ref={section} className={styles.editable} aria-label={t('tableDemo.tabs.editable')} onKeyDown={onKeyDown}>
      <KeywordSearch
        value={query.keyword}
        placeholder={t('tableDemo.keywordPlaceholder')}
        onSearch={(keyword) => {
          cancel();
          setQuery({ ...query, keyword, currentPage: 1 });
        }}
        onReset={reset}
      />
      <ListToolbar caption={<span className={styles.hint}>{t('tableDemo.editHint')}</span>} onRefresh={reload} />
      <PagedTable list={list} columns={columns} label={t('tableDemo.tabs.editable')} onPageChange={cancel} onReset={reset} />
    </section>
  );
}
