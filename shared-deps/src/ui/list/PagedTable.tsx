import { DataTable, type DataTableColumn, type DataTableSort, type DataTableSummary } from '../DataTable';
import { Pagination } from '../Pagination';
import type { TreeNode } from '../tree';
import { EmptyState } from './EmptyState';
import { LoadFailed } from './LoadFailed';
import type { PagedList } from './usePagedList';

export interface PagedTableProps<T extends TreeNode, Q extends { currentPage: number; pageSize: number; keyword?: string }> {
  list: PagedList<T, Q>;
  columns: DataTableColumn<T>[];
  label: string;
  /** Runs before a page change is applied (e.g. to drop a selection of the old page). */
  onPageChange?: () => void;
  /** The empty list's way forward when nothing is filtered (the caller checks the add permission). */
  onAdd?: () => void;
  /** Clears the filters when a search found nothing; by default the keyword is dropped. */
  onReset?: () => void;
  /**
   * Whether the list is narrowed by the user (an empty one then offers 清空搜索, not 添加数据); by
   * default, whether there is a keyword. A list with other filters (a type, a status) says so here.
   */
  filtered?: boolean;
  /** The empty list's way forward when it is not adding a row (立即备份), shown when nothing is filtered. */
  emptyAction?: { label: string; onClick: () => void };
  /** The list's order and a click on a sortable header (DataTable's `sort` and `onSort`): the caller changes its query. */
  sort?: DataTableSort | null;
  onSort?: (key: string) => void;
  /** DataTable's 合计 row (the caller's figures by column key). */
  summary?: DataTableSummary | null;
}

/** A server-paged list's table, its pager and its empty state. */
export function PagedTable<T extends TreeNode, Q extends { currentPage: number; pageSize: number; keyword?: string }>({
  list,
  columns,
  label,
  onPageChange,
  onAdd,
  onReset,
  filtered: narrowed,
  emptyAction,
  sort,
  onSort,
  summary,
}: PagedTableProps<T, Q>) {
  const filtered = narrowed ?? Boolean(list.query.keyword);
  const reset = onReset ?? (() => list.setQuery({ ...list.query, keyword: '', currentPage: 1 }));
  const empty =
    list.error !== null ? <LoadFailed error={list.error} onRetry={list.reload} /> : filtered ? <EmptyState noMatch onClear={reset} /> : <EmptyState onAdd={onAdd} action={emptyAction} />;
  return (
    <>
      <DataTable columns={columns} rows={list.rows} loading={list.loading} aria-label={label} emptyText={empty} sort={sort} onSort={onSort} summary={summary} />
      <Pagination
        currentPage={list.query.currentPage}
        pageSize={list.query.pageSize}
        total={list.total}
        onChange={(currentPage, pageSize) => {
          onPageChange?.();
          list.setQuery({ ...list.query, currentPage, pageSize });
        }}
      />
    </>
  );
}
