import { useMemo, useState, type CSSProperties, type ReactNode, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './list/EmptyState';
import { LoadFailed } from './list/LoadFailed';
import { PlainIcon } from './PlainIcon';
import { isAllowed, isDataColumn, useFieldName, useFieldRights, useFormRights } from './fieldRights';
import { UI_NS } from './i18n';
import { flattenTree, parentIds, type TreeNode } from './tree';
import sheet from './ui.module.css';
import { useStyleSheet } from './useStyleSheet';

const styles = sheet.locals;

export interface DataTableColumn<T> {
  /** Stable key; also the row field shown when there is no `render`. */
  key: string;
  label: ReactNode;
  width?: number | string;
  /**
   * The least the column takes: its width when it has one, else 6em (ui.module.css). A column
   * without a width takes what the others leave; without a minimum it was squeezed to its
   * narrowest content, one Chinese character, and its header and titles ran down the page.
   */
  minWidth?: number | string;
  align?: 'left' | 'center' | 'right';
  render?: (row: T) => ReactNode;
  /**
   * Whether the route's column rights apply (spec section 6). Data columns: yes; the columns
   * named in STRUCTURAL_COLUMNS (row actions, choice, index) are not data and always show.
   */
  authorize?: boolean;
  /**
   * The server can order the list by this column: with the table's `onSort`, its header is a
   * button that asks for it (a server-paged list sorts on the server, never one page in the browser).
   */
  sortable?: boolean;
}

/** A server-sorted list's order: the column key (JNPF's `sidx`) and the direction (`sort`). */
export interface DataTableSort {
  key: string;
  order: 'asc' | 'desc';
}

export interface DataTableProps<T extends TreeNode> {
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  loading?: boolean;
  /** Shown when there are no rows; the list kit's EmptyState (its picture and 暂无数据) by default. */
  emptyText?: ReactNode;
  /**
   * Why the rows could not load: shown with the reason and 重试 (onRetry) in place of the empty
   * state, so a failed load never poses as an empty list (issue 19 item 7). Null or absent: loaded.
   */
  loadError?: unknown;
  onRetry?: () => void;
  /** Tree rows start expanded (remount with a new `key` to expand or collapse everything). */
  defaultExpandAll?: boolean;
  /** Lazy trees: a row may have children not loaded yet (defaults to having some in `children`). */
  hasChildren?: (row: T) => boolean;
  /** Called when a row opens, so a lazy tree can fetch its children then. */
  onExpand?: (row: T) => void;
  'aria-label'?: string;
  /** Above this many visible rows only the rows in view are rendered (200 by default). */
  virtualThreshold?: number;
  /** Height of the scroll box when virtualised, in px (520 by default). */
  maxHeight?: number;
  /** Fixed row height when virtualised, in px (40 by default, as in ui.module.css). */
  rowHeight?: number;
  /**
   * Hide the data columns the current route's permission entry does not list: on a page, the
   * list columns (when columnAuthorize is on); inside a form dialog's named FormField (a
   * sub-table), its `field-column` form codes (when formAuthorize is on). True by default;
   * pickers and other tables not of the page say false.
   */
  authorize?: boolean;
  /** The list's current order, shown on its column's header (an arrow, and `aria-sort` for assistive technology). */
  sort?: DataTableSort | null;
  /** Makes the headers of `sortable` columns buttons; called with the column's key when one is clicked. */
  onSort?: (key: string) => void;
  /**
   * A 合计 row under the rows (JNPF's show-summary): each column's figure by column key, computed
   * by the caller (a server-paged list's sums are the server's, over the whole filter); the first
   * column says what the row is (`label`, 合计 by default) unless it has a figure of its own.
   * Not shown while there are no rows.
   */
  summary?: DataTableSummary | null;
}

export interface DataTableSummary {
  label?: ReactNode;
  values: Readonly<Record<string, ReactNode>>;
}

/** What an empty cell shows. */
export const EMPTY_CELL = '—';

/**
 * A column keeps its width (its minimum too): where the columns are wider than the page the table
 * scrolls sideways, with the row actions kept in view at the right, instead of squeezing a cell to
 * one Chinese character a line and a row's buttons into a column (rows 150 px high in 用户管理).
 */
function headerClass<T>(column: DataTableColumn<T>): string | undefined {
  const classes = [column.width === undefined ? styles.flexible : '', column.key === 'actions' ? styles.actions : ''].filter(Boolean);
  return classes.length > 0 ? classes.join(' ') : undefined;
}

/** Rows rendered above and below the ones in view, so fast scrolling shows no gap. */
const OVERSCAN = 10;

/** A table of rows or of tree rows (rows with `children` get an expand toggle in the first column). */
export function DataTable<T extends TreeNode>({
  columns: allColumns,
  rows,
  loading = false,
  emptyText,
  loadError = null,
  onRetry,
  defaultExpandAll = false,
  hasChildren,
  onExpand,
  virtualThreshold = 200,
  maxHeight = 520,
  rowHeight = 40,
  authorize = true,
  sort = null,
  onSort,
  summary = null,
  ...rest
}: DataTableProps<T>) {
  useStyleSheet(sheet);
  const { t } = useTranslation(UI_NS);
  const listRights = useFieldRights('column');
  const formRights = useFormRights();
  const parentField = useFieldName();
  const allowed = (key: string): boolean => {
    // In a form the list's column rights mean nothing; a sub-table follows its field's form codes.
    if (formRights === null) return isAllowed(listRights, key);
    if (formRights === 'all' || parentField === null) return true;
    if (formRights.has(`${parentField}-${key}`)) return true;
    // A sub-table granted as a whole, with no codes for its own fields, shows all its columns.
    const prefix = `${parentField}-`;
    return formRights.has(parentField) && ![...formRights].some((code) => code.startsWith(prefix));
  };
  const columns = authorize ? allColumns.filter((column) => !isDataColumn(column) || allowed(column.key)) : allColumns;
  const [open, setOpen] = useState<ReadonlySet<string>>(() => (defaultExpandAll ? parentIds(rows) : new Set()));
  const lines = useMemo(() => flattenTree(rows, (node) => open.has(node.id)), [rows, open]);
  // Index of the first row scrolled into view; only used when virtualised.
  const [firstInView, setFirstInView] = useState(0);
  const virtual = lines.length > virtualThreshold;
  const start = virtual ? Math.max(0, Math.min(firstInView, lines.length) - OVERSCAN) : 0;
  const end = virtual ? Math.min(lines.length, firstInView + Math.ceil(maxHeight / rowHeight) + OVERSCAN) : lines.length;
  const onScroll = (event: UIEvent<HTMLDivElement>) => setFirstInView(Math.floor(event.currentTarget.scrollTop / rowHeight));
  const toggle = (row: T) => {
    if (!open.has(row.id)) onExpand?.(row);
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(row.id)) next.add(row.id);
      return next;
    });
  };

  // An empty cell shows "—", so a blank is visibly no value rather than a rendering gap.
  const cell = (row: T, column: DataTableColumn<T>): ReactNode => {
    const value = column.render ? column.render(row) : (row as unknown as Record<string, unknown>)[column.key];
    if (value === null || value === undefined || value === '' || value === false) return EMPTY_CELL;
    return column.render ? (value as ReactNode) : String(value);
  };
  // Flat lists get no room for an expander in their first column.
  const tree = hasChildren !== undefined || rows.some((row) => (row.children?.length ?? 0) > 0);

  return (
    <div
      className={virtual ? `${styles.tableWrap} ${styles.virtual}` : styles.tableWrap}
      style={virtual ? ({ maxHeight, '--atrium-row-height': `${rowHeight}px` } as CSSProperties) : undefined}
      onScroll={virtual ? onScroll : undefined}
    >
      <table className={styles.table} aria-busy={loading} aria-label={rest['aria-label']}>
        <thead>
          <tr>
            {columns.map((column) => {
              const sortable = onSort !== undefined && column.sortable === true;
              const order = sort?.key === column.key ? sort.order : undefined;
              return (
                <th
                  key={column.key}
                  className={headerClass(column)}
                  style={{ width: column.width, minWidth: column.minWidth ?? column.width, textAlign: column.align }}
                  aria-sort={sortable ? (order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : 'none') : undefined}
                >
                  {sortable ? (
                    <button type="button" className={styles.sortHeader} data-sort={order} onClick={() => onSort?.(column.key)}>
                      {column.label}
                      <PlainIcon name={order === 'asc' ? 'sort-up' : order === 'desc' ? 'sort-down' : 'arrow-down-up'} className={styles.sortIcon} />
                    </button>
                  ) : (
                    column.label
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {lines.length === 0 && (
            <tr>
              <td colSpan={columns.length} className={styles.empty}>
                {loading ? (
                  <sl-spinner aria-label={t('loading')} />
                ) : loadError !== null && loadError !== undefined ? (
                  <LoadFailed error={loadError} onRetry={() => onRetry?.()} />
                ) : (
                  (emptyText ?? <EmptyState />)
                )}
              </td>
            </tr>
          )}
          {virtual && <Spacer height={start * rowHeight} colSpan={columns.length} />}
          {lines.slice(start, end).map(({ node, depth }) => (
            <tr key={node.id} data-row-id={node.id}>
              {columns.map((column, index) => {
                const style: CSSProperties = { textAlign: column.align };
                if (index > 0) return <td key={column.key} className={column.key === 'actions' ? styles.actions : undefined} style={style}>{cell(node, column)}</td>;
                const isParent = hasChildren ? hasChildren(node) : !!node.children?.length;
                const expanded = open.has(node.id);
                return (
                  <td key={column.key} style={tree ? { ...style, paddingLeft: 12 + depth * 20 } : style}>
                    {isParent ? (
                      <button
                        type="button"
                        className={styles.expander}
                        aria-expanded={expanded}
                        aria-label={expanded ? t('collapse') : t('expand')}
                        onClick={() => toggle(node)}
                      >
                        <PlainIcon name={expanded ? 'chevron-down' : 'chevron-right'} />
                      </button>
                    ) : (
                      tree && <span className={styles.expanderSpace} />
                    )}
                    {isParent ? (
                      // A click on a parent's name opens it too (issue 17 item 6); the expander stays the keyboard's way.
                      <span className={styles.treeName} data-tree-name="" onClick={() => toggle(node)}>
                        {cell(node, column)}
                      </span>
                    ) : (
                      cell(node, column)
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
          {virtual && <Spacer height={(lines.length - end) * rowHeight} colSpan={columns.length} />}
        </tbody>
        {summary !== null && lines.length > 0 && (
          <tfoot>
            <tr className={styles.summaryRow}>
              {columns.map((column, index) => (
                <td key={column.key} className={column.key === 'actions' ? styles.actions : undefined} style={{ textAlign: column.align }}>
                  {summary.values[column.key] ?? (index === 0 ? (summary.label ?? t('summary')) : null)}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
      {loading && lines.length > 0 && (
        <div className={styles.loadingMask}>
          <sl-spinner aria-label={t('loading')} />
        </div>
      )}
    </div>
  );
}

/** An empty row standing in for the rows scrolled out of view, so the scrollbar keeps its size. */
function Spacer({ height, colSpan }: { height: number; colSpan: number }) {
  return (
    <tr className={styles.spacer} aria-hidden="true" data-spacer="" style={{ height }}>
      <td colSpan={colSpan} />
    </tr>
  );
}
