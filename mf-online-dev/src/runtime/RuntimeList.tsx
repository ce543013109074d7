import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@nanostores/react';
import { $permissions, confirmDialog, hasPermissionIn, notifySuccess } from '@atrium/shared';
import { DataTable, EmptyState, ListToolbar, Pagination, fieldRightsOf, isAllowed, useListColumns, usePagedList, useStyleSheet, type DataTableColumn, type FieldRights } from '@atrium/ui';
import { followDownload } from '../common/download';
import { findFieldByName } from '../model/lookup';
import type { Field } from '../model/types';
import { ONLINE_DEV_NS } from '../i18n';
import type { OnlineDevApi, RecordValues } from './api';
import { DetailView } from './DetailView';
import type { FieldFilter } from './DynamicForm';
import { ExportDialog, type ExportChoice } from './ExportDialog';
import { displayText } from './fields/display';
import { popupOf } from './FormPopup';
import { LeftTree } from './LeftTree';
import { buildListBody, firstQuery, toggleSort, type RunQuery } from './listQuery';
import type { RuntimeModel } from './model';
import { RecordForm } from './RecordForm';
import { SearchForm } from './SearchForm';
import { summaryRow } from './subTable';
import sheet from './runtime.module.css';

const styles = sheet.locals;

interface Props {
  model: RuntimeModel;
  menuId: string;
  title: string;
  api: OnlineDevApi;
}

type Row = RecordValues & { id: string };
type Popup = { kind: 'form'; id: string | null } | { kind: 'detail'; id: string } | { kind: 'export' } | null;

/** Buttons of the list and of each row, and the code each needs: the resources a release creates on the menu. */
const BUTTON_CODES: Readonly<Record<string, string>> = {
  add: 'btn_add',
  edit: 'btn_edit',
  remove: 'btn_remove',
  batchRemove: 'btn_batchRemove',
  download: 'btn_download',
  upload: 'btn_upload',
  print: 'btn_print',
  detail: 'btn_detail',
};

/** Form rights as a field filter: sub-table columns are `table-column`; a table granted whole shows all its columns. */
export function formFilter(rights: FieldRights): FieldFilter {
  return (field, table) => {
    if (rights === 'all' || !field.__vModel__) return true;
    if (!table) return isAllowed(rights, field.__vModel__);
    const tableName = table.__vModel__ ?? '';
    if (rights.has(`${tableName}-${field.__vModel__}`)) return true;
    return rights.has(tableName) && ![...rights].some((code) => code.startsWith(`${tableName}-`));
  };
}

/**
 * A released module's list (issue 15 item 5): search, sort, paging (20/50/100/500), column settings,
 * left tree, batch delete with confirmation, xlsx export; buttons by the user's rights on its menu;
 * the form and detail in the module's popup.
 */
export function RuntimeList({ model, menuId, title, api }: Props) {
  useStyleSheet(sheet);
  const { t } = useTranslation(ONLINE_DEV_NS);
  const { columnData, formData, modelId } = model;
  const permissions = useStore($permissions);
  const entry = permissions.find((item) => item.modelId === menuId);
  const allowed = (value: string, list: 'btnsList' | 'columnBtnsList'): boolean => {
    if (!columnData[list].some((button) => button.value === value)) return false;
    const code = BUTTON_CODES[value];
    return code !== undefined && hasPermissionIn(permissions, menuId, 'button', code);
  };
  const can = {
    add: allowed('add', 'btnsList'),
    batchRemove: allowed('batchRemove', 'btnsList'),
    download: allowed('download', 'btnsList'),
    edit: allowed('edit', 'columnBtnsList'),
    remove: allowed('remove', 'columnBtnsList'),
    detail: allowed('detail', 'columnBtnsList'),
  };
  const shown = useMemo(() => formFilter(fieldRightsOf(entry, 'form')), [entry]);
  const popupSettings = popupOf(columnData);

  const list = usePagedList(
    (query: RunQuery) =>
      api.list(modelId, buildListBody(query, menuId)).then((page) => ({ ...page, list: page.list.map((row, index) => ({ ...row, id: String(row.id ?? `row-${index}`) }) as Row) })),
    firstQuery(columnData),
  );
  const { query, setQuery, reload } = list;
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [popup, setPopup] = useState<Popup>(null);
  const [exporting, setExporting] = useState(false);

  const fieldOf = (prop: string): Field | undefined => findFieldByName(formData.fields, prop) ?? undefined;
  const configurable: DataTableColumn<Row>[] = columnData.columnList.map((column) => ({
    key: column.prop,
    label: column.label,
    width: column.width ?? undefined,
    align: column.align,
    render: (row: Row) => displayText(row[column.prop], fieldOf(column.prop)),
  }));
  const settings = useListColumns(configurable);
  const sortable = new Set(columnData.columnList.filter((column) => column.sortable).map((column) => column.prop));

  const sortHeader = (column: DataTableColumn<Row>): DataTableColumn<Row> => {
    if (!sortable.has(column.key)) return column;
    const active = query.sidx === column.key;
    return {
      ...column,
      label: (
        <button
          type="button"
          className={styles.sortHeader}
          aria-label={t('run.sortBy', { label: String(column.label) })}
          aria-pressed={active}
          data-sort={active ? query.sort : undefined}
          onClick={() => {
            setSelected(new Set());
            setQuery(toggleSort(query, column.key));
          }}
        >
          {column.label}
          <sl-icon name={active ? (query.sort === 'asc' ? 'sort-up' : 'sort-down') : 'arrow-down-up'} aria-hidden="true" />
        </button>
      ),
    };
  };

  /** A record's name in confirmations: its first column's text. */
  const rowName = (row: Row): string => {
    const first = columnData.columnList[0];
    return (first && displayText(row[first.prop], fieldOf(first.prop))) || t('run.thisRecord');
  };

  const rowIds = list.rows.map((row) => row.id);
  const allChosen = rowIds.length > 0 && rowIds.every((id) => selected.has(id));
  const choice: DataTableColumn<Row> = {
    key: 'select',
    width: 40,
    label: (
      <sl-checkbox
        aria-label={t('run.selectAll')}
        checked={allChosen}
        indeterminate={!allChosen && rowIds.some((id) => selected.has(id))}
        onsl-change={(event: Event) => setSelected((event.target as HTMLInputElement).checked ? new Set(rowIds) : new Set())}
      />
    ),
    render: (row) => (
      <sl-checkbox
        aria-label={t('run.selectRow', { name: rowName(row) })}
        checked={selected.has(row.id)}
        onsl-change={(event: Event) => {
          const on = (event.target as HTMLInputElement).checked;
          setSelected((current) => {
            const next = new Set(current);
            if (on) next.add(row.id);
            else next.delete(row.id);
            return next;
          });
        }}
      />
    ),
  };

  const changed = (message: string) => {
    notifySuccess(message);
    setSelected(new Set());
    reload();
  };

  const remove = async (row: Row) => {
    if (!(await confirmDialog({ message: t('run.confirmRemove', { name: rowName(row) }) }))) return;
    api.remove(modelId, row.id).then(() => changed(t('run.removed')), () => undefined);
  };

  const batchRemove = async () => {
    const ids = [...selected];
    if (ids.length === 0) return;
    if (!(await confirmDialog({ message: t('run.confirmBatchRemove', { count: ids.length }) }))) return;
    api.batchRemove(modelId, ids).then(() => changed(t('run.removed')), () => undefined);
  };

  const exportData = (choice: ExportChoice) => {
    setExporting(true);
    api
      .exportData(modelId, { ...buildListBody(query, menuId), ...choice })
      .then(
        (answer) => {
          followDownload(answer, `${model.fullName || title}.xlsx`);
          setPopup(null);
        },
        () => undefined,
      )
      .finally(() => setExporting(false));
  };

  const rowActions: DataTableColumn<Row> = {
    key: 'actions',
    label: t('run.actions'),
    width: 160,
    render: (row) => (
      <span className={styles.rowActions}>
        {can.edit && <sl-button size="small" variant="text" onClick={() => setPopup({ kind: 'form', id: row.id })}>{t('buttons.row.edit')}</sl-button>}
        {can.remove && <sl-button size="small" variant="text" onClick={() => void remove(row)}>{t('buttons.row.remove')}</sl-button>}
        {can.detail && <sl-button size="small" variant="text" onClick={() => setPopup({ kind: 'detail', id: row.id })}>{t('buttons.row.detail')}</sl-button>}
      </span>
    ),
  };
  const columns = [...(can.batchRemove ? [choice] : []), ...settings.columns.map(sortHeader), ...(can.edit || can.remove || can.detail ? [rowActions] : [])];

  const filtered = query.keyword !== '' || Object.keys(query.search).length > 0 || query.tree !== null;
  const resetFilters = () => setQuery({ ...query, keyword: '', search: {}, tree: null, currentPage: 1 });
  const summaryFields = columnData.showSummary ? (columnData.summaryField ?? []).filter((prop) => columnData.columnList.some((column) => column.prop === prop)) : [];
  const totals = summaryFields.length > 0 ? summaryRow(list.rows, summaryFields) : null;
  const tree = columnData.type === 2 && columnData.treeDataSource !== 'organize' && columnData.treeDictionary ? columnData.treeDictionary : null;

  const body = (
    <div className={styles.listBody}>
      <SearchForm
        key={`${query.keyword}|${JSON.stringify(query.search)}`}
        items={columnData.searchList}
        fields={formData.fields}
        values={query.search}
        keyword={query.keyword}
        onSearch={(search, keyword) => {
          setSelected(new Set());
          setQuery({ ...query, search, keyword, currentPage: 1 });
        }}
      />
      <ListToolbar caption={title} onAdd={can.add ? () => setPopup({ kind: 'form', id: null }) : undefined} onRefresh={reload} onColumnSettings={settings.openSettings}>
        {can.batchRemove && (
          <sl-button size="small" variant="danger" outline disabled={selected.size === 0} onClick={() => void batchRemove()}>
            <sl-icon slot="prefix" name="trash" />
            {t('buttons.batchRemove')}
          </sl-button>
        )}
        {can.download && (
          <sl-button size="small" onClick={() => setPopup({ kind: 'export' })}>
            <sl-icon slot="prefix" name="download" />
            {t('buttons.download')}
          </sl-button>
        )}
      </ListToolbar>
      <DataTable
        columns={columns}
        rows={list.rows}
        loading={list.loading}
        aria-label={title}
        emptyText={filtered ? <EmptyState noMatch onClear={resetFilters} /> : <EmptyState onAdd={can.add ? () => setPopup({ kind: 'form', id: null }) : undefined} />}
      />
      {totals && (
        <div className={styles.listSummary} role="status">
          <strong>{t('form.total')}</strong>
          {summaryFields.map((prop) => (
            <span key={prop} data-total={prop}>
              {columnData.columnList.find((column) => column.prop === prop)?.label}: {totals[prop]}
            </span>
          ))}
        </div>
      )}
      {columnData.hasPage && (
        <Pagination
          currentPage={query.currentPage}
          pageSize={query.pageSize}
          total={list.total}
          onChange={(currentPage, pageSize) => {
            setSelected(new Set());
            setQuery({ ...query, currentPage, pageSize });
          }}
        />
      )}
    </div>
  );

  return (
    <section className={styles.page} aria-label={title}>
      {tree ? (
        <div className={styles.withTree}>
          <LeftTree
            dictionary={tree}
            selectedId={query.tree?.value ?? null}
            onSelect={(id) => {
              setSelected(new Set());
              setQuery({ ...query, tree: id === null ? null : { field: columnData.treeRelation ?? '', value: id }, currentPage: 1 });
            }}
          />
          {body}
        </div>
      ) : (
        body
      )}
      {popup?.kind === 'form' && (
        <RecordForm
          model={model}
          recordId={popup.id}
          api={api}
          popup={popupSettings}
          shown={shown}
          onClose={() => setPopup(null)}
          onSaved={() => {
            setPopup(null);
            reload();
          }}
        />
      )}
      {popup?.kind === 'detail' && <DetailView model={model} recordId={popup.id} api={api} popup={popupSettings} shown={shown} onClose={() => setPopup(null)} />}
      {popup?.kind === 'export' && (
        <ExportDialog
          columns={settings.columns.map((column) => ({ prop: column.key, label: String(column.label) }))}
          busy={exporting}
          onConfirm={exportData}
          onClose={() => setPopup(null)}
        />
      )}
      {settings.settingsDrawer}
    </section>
  );
}
