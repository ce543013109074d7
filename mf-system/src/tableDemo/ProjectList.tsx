import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDelete, notifySuccess } from '@atrium/shared';
import { KeywordSearch, ListToolbar, PagedTable, PlainIcon, TreePanel, TreeSelect, findNode, useListColumns, usePagedList, type DataTableColumn } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import type { ProjectPage, ProjectQuery, ProjectRow, ProjectSummary, SortKey, TableDemoApi, TypeNode } from './api';
import { projectColumns } from './columns';
import { formatMoney } from './format';
import { PostilDrawer } from './PostilDrawer';
import { ProjectDialog } from './ProjectDialog';
import type { ProjectRights } from './rights';
import { AMOUNT_FIELDS } from './rules';
import { SignFlags } from './SignFlags';
import { toggleFlag } from './sign';
import sheet from './tableDemo.module.css';
import type { TypeTree } from './useTypeTree';

const styles = sheet.locals;

export const FIRST_QUERY: ProjectQuery = { keyword: '', currentPage: 1, pageSize: 20, sidx: 'registerDate', sort: 'desc', projectType: '' };

/** The tree's first node: no type chosen, every project. */
export const ALL_TYPES = '__all__';

/** A click on a sortable header: another column sorts ascending, the same column turns round; back to page 1. */
export function nextSort(query: ProjectQuery, key: string): ProjectQuery {
  const sort = query.sidx === key && query.sort === 'asc' ? 'desc' : 'asc';
  return { ...query, sidx: key as SortKey, sort, currentPage: 1 };
}

interface Props {
  api: TableDemoApi;
  types: TypeTree;
  rights: ProjectRights;
  /** The tab is shown: coming back to it reloads in the background (another tab may have changed rows). */
  active: boolean;
  /** 'plain': keyword, type filter and sortable headers; 'tree': the type tree at the left picks the type. */
  mode: 'plain' | 'tree';
}

/** Changes made here to rows of the page shown (flags, comment count), until the next answer replaces them. */
interface Patches {
  base: readonly ProjectRow[];
  rows: Readonly<Record<string, Partial<ProjectRow>>>;
}

/**
 * The project list of 普通表格 and 树形表格: server paging, keyword, type, sort (plain), the sums of
 * the whole filter below the table, the seven flags and the comment count of each row, 新建, 编辑, 删除.
 */
export function ProjectList({ api, types, rights, active, mode }: Props) {
  const { t } = useTranslation(SYSTEM_NS);
  const [summary, setSummary] = useState<ProjectSummary | null>(null);
  // Only the latest request's sums are shown (a slow answer to an older query must not win).
  const latest = useRef(0);
  const fetchPage = (query: ProjectQuery): Promise<ProjectPage> => {
    const request = ++latest.current;
    const { keyword, currentPage, pageSize, projectType } = query;
    const call = mode === 'tree' && projectType !== '' ? api.listByType(projectType, { keyword, currentPage, pageSize }) : api.list(query);
    return call.then((page) => {
      if (request === latest.current) setSummary(page.summary ?? null);
      return page;
    });
  };
  const list = usePagedList(fetchPage, FIRST_QUERY);
  const { query, setQuery, reload, refresh } = list;

  const [patches, setPatches] = useState<Patches>({ base: [], rows: {} });
  const rows = useMemo(() => {
    const changed = patches.base === list.rows ? patches.rows : {};
    return list.rows.map((row) => (changed[row.id] ? { ...row, ...changed[row.id] } : row));
  }, [list.rows, patches]);
  // A change answered after a reload applies to the rows then shown (a callback may be older than they are).
  const shownRows = useRef(list.rows);
  shownRows.current = list.rows;
  const patch = (id: string, change: Partial<ProjectRow>) =>
    setPatches((current) => {
      const base = shownRows.current;
      const previous = current.base === base ? current.rows : {};
      return { base, rows: { ...previous, [id]: { ...previous[id], ...change } } };
    });

  const [signing, setSigning] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<{ id: string | null } | null>(null);
  const [postilRow, setPostilRow] = useState<ProjectRow | null>(null);

  // Back on this tab after another: what the others changed shows, the rows staying usable meanwhile.
  const wasActive = useRef(active);
  useEffect(() => {
    if (active && !wasActive.current) refresh();
    wasActive.current = active;
  }, [active, refresh]);

  const toggle = (row: ProjectRow, index: number) => {
    const sign = toggleFlag(row.sign, index);
    setSigning((current) => new Set(current).add(row.id));
    api
      .updateSign(row.id, sign)
      .then(() => patch(row.id, { sign }), () => undefined)
      .finally(() =>
        setSigning((current) => {
          const next = new Set(current);
          next.delete(row.id);
          return next;
        }),
      );
  };

  const remove = async (row: ProjectRow) => {
    if (!(await confirmDelete({ name: row.projectName }))) return;
    api.remove(row.id).then(() => {
      notifySuccess(t('tableDemo.removed'));
      reload();
    }, () => undefined);
  };

  const configurable: DataTableColumn<ProjectRow>[] = [
    ...projectColumns((field) => t(`tableDemo.fields.${field}`)),
    {
      key: 'sign',
      label: t('tableDemo.fields.sign'),
      width: 190,
      render: (row) => <SignFlags sign={row.sign} name={row.projectName} locked={!rights.edit} busy={signing.has(row.id)} onToggle={(index) => toggle(row, index)} />,
    },
    {
      key: 'postilCount',
      label: t('tableDemo.fields.postilCount'),
      width: 80,
      render: (row) => (
        <button type="button" className={styles.postilCount} aria-label={t('tableDemo.postil.open', { count: row.postilCount })} title={t('tableDemo.postil.open', { count: row.postilCount })} onClick={() => setPostilRow(row)}>
          <PlainIcon name="chat-left-text" />
          {row.postilCount}
        </button>
      ),
    },
  ];
  const settings = useListColumns(configurable);
  const columns = [...settings.columns];
  if (rights.edit || rights.remove) {
    columns.push({
      key: 'actions',
      label: t('tableDemo.actions'),
      width: 120,
      render: (row) => (
        <span className={styles.rowActions}>
          {rights.edit && (
            <sl-button size="small" variant="text" onClick={() => setDialog({ id: row.id })}>
              {t('tableDemo.edit')}
            </sl-button>
          )}
          {rights.remove && (
            <sl-button size="small" variant="text" onClick={() => void remove(row)}>
              {t('tableDemo.remove')}
            </sl-button>
          )}
        </span>
      ),
    });
  }

  const add = rights.add ? () => setDialog({ id: null }) : undefined;
  const reset = () => setQuery({ ...FIRST_QUERY, pageSize: query.pageSize, projectType: mode === 'tree' ? query.projectType : '' });
  const search = (keyword: string) => setQuery({ ...query, keyword, currentPage: 1 });
  const chosenType = query.projectType === '' ? null : findNode(types.nodes, query.projectType);

  const table = (
    <>
      <KeywordSearch value={query.keyword} placeholder={t('tableDemo.keywordPlaceholder')} onSearch={search} onReset={reset}>
        {mode === 'plain' && (
          <span className={styles.typeFilter}>
            <TreeSelect
              size="small"
              clearable
              label={t('tableDemo.fields.projectType')}
              placeholder={t('tableDemo.allTypes')}
              nodes={types.options}
              value={query.projectType}
              onChange={(projectType) => setQuery({ ...query, projectType, currentPage: 1 })}
            />
          </span>
        )}
      </KeywordSearch>
      <ListToolbar caption={mode === 'tree' ? (chosenType?.text ?? t('tableDemo.allNode')) : undefined} onAdd={add} onRefresh={reload} onColumnSettings={settings.openSettings} />
      <PagedTable
        list={{ ...list, rows }}
        columns={columns}
        label={t(mode === 'tree' ? 'tableDemo.tabs.tree' : 'tableDemo.tabs.plain')}
        onAdd={add}
        onReset={reset}
        // The type filter of 普通表格 narrows like the keyword; a type chosen in the tree is where a project is added.
        filtered={query.keyword !== '' || (mode === 'plain' && query.projectType !== '')}
        sort={mode === 'plain' ? { key: query.sidx, order: query.sort } : null}
        onSort={mode === 'plain' ? (key) => setQuery(nextSort(query, key)) : undefined}
        // The server's sums over the whole filter, in the amounts' own columns (JNPF's show-summary).
        summary={
          summary && list.error === null
            ? {
                label: <span title={t('tableDemo.totals')}>{t('tableDemo.totalsLabel')}</span>,
                values: Object.fromEntries(AMOUNT_FIELDS.map((key) => [key, <strong key={key} className={styles.money} data-total={key}>{formatMoney(summary[key])}</strong>])),
              }
            : null
        }
      />
    </>
  );

  return (
    <>
      {mode === 'tree' ? (
        <div className={styles.treeLayout}>
          <aside className={styles.side}>
            <TreePanel<TypeNode>
              title={t('tableDemo.treeTitle')}
              nodes={[{ id: ALL_TYPES, text: t('tableDemo.allNode'), parentId: '', hasChildren: false }, ...types.nodes]}
              label={(node) => node.text}
              selectedId={query.projectType === '' ? ALL_TYPES : query.projectType}
              onSelect={(node) => setQuery({ ...query, projectType: node.id === ALL_TYPES ? '' : node.id, currentPage: 1 })}
              onRefresh={types.reload}
              loading={types.loading}
              loadError={types.error}
            />
          </aside>
          <div className={styles.main}>{table}</div>
        </div>
      ) : (
        table
      )}
      {dialog && (
        <ProjectDialog
          api={api}
          id={dialog.id}
          types={types.options}
          defaultType={dialog.id === null && mode === 'tree' ? query.projectType : ''}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            reload();
          }}
        />
      )}
      {postilRow && (
        <PostilDrawer api={api} row={postilRow} rights={rights} onClose={() => setPostilRow(null)} onCount={(count) => patch(postilRow.id, { postilCount: count })} />
      )}
      {settings.settingsDrawer}
    </>
  );
}
