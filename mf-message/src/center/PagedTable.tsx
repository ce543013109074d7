import { DataTable, Pagination, type DataTableColumn, type TreeNode } from '@atrium/ui';
import type { PageQuery } from './api';
import type { PagedList } from './usePagedList';

interface Props<T extends TreeNode, Q extends PageQuery> {
  list: PagedList<T, Q>;
  columns: DataTableColumn<T>[];
  label: string;
  /** Runs before a page change is applied (e.g. to drop a selection of the old page). */
  onPageChange?: () => void;
}

/** A server-paged list's table and its pager. */
export function PagedTable<T extends TreeNode, Q extends PageQuery>({ list, columns, label, onPageChange }: Props<T, Q>) {
  return (
    <>
      <DataTable columns={columns} rows={list.rows} loading={list.loading} aria-label={label} />
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
