import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyWarning } from '@atrium/shared';
import { DataTable, type DataTableColumn } from '../DataTable';
import { Drawer } from '../Drawer';
import { FormDialog } from '../FormDialog';
import { DEFAULT_PAGE_SIZE, Pagination } from '../Pagination';
import type { TreeNode } from '../tree';
import { useStyleSheet } from '../useStyleSheet';
import { PICKERS_NS } from './i18n';
import sheet from './pickers.module.css';

const styles = sheet.locals;

/** Spec section 9: a popup table pages by 20, or asks for everything (10000) when it does not page. */
export const UNPAGED_SIZE = 10000;

export interface PopupQuery {
  keyword: string;
  currentPage: number;
  pageSize: number;
}

export interface PopupTableSelectProps<T extends TreeNode> {
  title?: string;
  columns: readonly DataTableColumn<T>[];
  /** One page of rows (JNPF data interfaces answer {list, pagination}; pass the total along). */
  fetchPage: (query: PopupQuery) => Promise<{ list: T[]; total: number }>;
  /** The id chosen when the popup opens. */
  value?: string | null;
  /** Single choice: the row confirmed. Ignored when `onConfirmMany` is given. */
  onConfirm?: (row: T) => void;
  /**
   * Several rows at once (a sub-table's 选择添加): checkboxes instead of radios, kept across pages
   * and searches, confirmed in the order they were ticked.
   */
  onConfirmMany?: (rows: T[]) => void;
  onClose: () => void;
  /** A drawer at the side instead of a dialog. */
  drawer?: boolean;
  /** Page by 20 with a pager (default), or load everything at once. */
  paged?: boolean;
  /** Dialog width (800 by default) or drawer size. */
  width?: number | string;
}

/**
 * The popup table select (spec sections 2, 5, 9): keyword, reset, refresh, a single-choice radio
 * table with an index column, paging by 20, cancel and confirm; confirm needs a choice.
 */
export function PopupTableSelect<T extends TreeNode>({ title, columns, fetchPage, value = null, onConfirm, onConfirmMany, onClose, drawer = false, paged = true, width = 800 }: PopupTableSelectProps<T>) {
  useStyleSheet(sheet);
  const { t } = useTranslation(PICKERS_NS);
  const first: PopupQuery = { keyword: '', currentPage: 1, pageSize: paged ? DEFAULT_PAGE_SIZE : UNPAGED_SIZE };
  const [keyword, setKeyword] = useState('');
  const [query, setQuery] = useState<PopupQuery>(first);
  const [generation, setGeneration] = useState(0);
  const [rows, setRows] = useState<T[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [chosen, setChosen] = useState<T | null>(null);
  const [ticked, setTicked] = useState<readonly T[]>([]);
  const multiple = onConfirmMany !== undefined;
  // The caller may pass a new function on every render: only the query asks again.
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;

  useEffect(() => {
    let active = true;
    setLoading(true);
    fetchRef.current(query)
      .then((page) => {
        if (!active) return;
        setRows(page.list);
        setTotal(page.total);
        setChosen((current) => current ?? page.list.find((row) => row.id === value) ?? null);
      }, () => active && setRows([]))
      .finally(() => active && setLoading(false));
    return () => {
      active = false;
    };
  }, [query, value, generation]);

  const confirm = () => {
    if (multiple) {
      if (ticked.length === 0) notifyWarning(t('chooseSome'));
      else onConfirmMany(ticked.slice());
      return;
    }
    if (!chosen) {
      notifyWarning(t('chooseOne'));
      return;
    }
    onConfirm?.(chosen);
  };
  const isTicked = (row: T) => ticked.some((other) => other.id === row.id);
  const tick = (row: T, on: boolean) => setTicked((current) => (on ? (current.some((other) => other.id === row.id) ? current : [...current, row]) : current.filter((other) => other.id !== row.id)));
  const pageTicked = rows.length > 0 && rows.every(isTicked);
  const tickPage = (on: boolean) => setTicked((current) => (on ? [...current, ...rows.filter((row) => !current.some((other) => other.id === row.id))] : current.filter((other) => !rows.some((row) => row.id === other.id))));
  const rowName = (row: T) => String((row as unknown as Record<string, unknown>)[columns[0]?.key ?? 'id'] ?? row.id);
  const heading = title ?? t('popupTitle');
  const offset = (query.currentPage - 1) * query.pageSize;
  const choice: DataTableColumn<T> = multiple
    ? {
      key: 'choice',
      label: <input type="checkbox" aria-label={t('choosePage')} checked={pageTicked} onChange={(event) => tickPage(event.target.checked)} />,
      width: 40,
      render: (row) => <input type="checkbox" aria-label={rowName(row)} checked={isTicked(row)} onChange={(event) => tick(row, event.target.checked)} />,
    }
    : {
      key: 'choice',
      label: '',
      width: 40,
      render: (row) => <input type="radio" name="popup-table-choice" aria-label={rowName(row)} checked={chosen?.id === row.id} onChange={() => setChosen(row)} />,
    };
  const table: DataTableColumn<T>[] = [
    choice,
    { key: 'index', label: t('index'), width: 60, render: (row) => offset + rows.indexOf(row) + 1 },
    ...columns,
  ];

  const body: ReactNode = (
    <>
      <div className={styles.search}>
        <sl-input
          size="small"
          label={t('keyword')}
          placeholder={t('searchPlaceholder')}
          value={keyword}
          clearable
          onsl-input={(event: Event) => setKeyword((event.target as HTMLInputElement).value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            event.stopPropagation();
            setQuery({ ...query, keyword: keyword.trim(), currentPage: 1 });
          }}
        />
        <sl-button size="small" variant="primary" onClick={() => setQuery({ ...query, keyword: keyword.trim(), currentPage: 1 })}>
          {t('search')}
        </sl-button>
        <sl-button
          size="small"
          onClick={() => {
            setKeyword('');
            setQuery({ ...first, pageSize: query.pageSize });
          }}
        >
          {t('reset')}
        </sl-button>
        <sl-tooltip content={t('refresh')}>
          <sl-icon-button name="arrow-clockwise" label={t('refresh')} onClick={() => setGeneration((current) => current + 1)} />
        </sl-tooltip>
      </div>
      {multiple && <p className={styles.chosenCount} aria-live="polite">{t('chosenCount', { count: ticked.length })}</p>}
      <DataTable columns={table} rows={rows} loading={loading} authorize={false} aria-label={heading} />
      {paged && <Pagination currentPage={query.currentPage} pageSize={query.pageSize} total={total} onChange={(currentPage, pageSize) => setQuery({ ...query, currentPage, pageSize })} />}
    </>
  );

  if (!drawer) {
    return (
      <FormDialog title={heading} width={width} authorize={false} onConfirm={confirm} onClose={onClose}>
        {body}
      </FormDialog>
    );
  }
  return (
    <Drawer
      title={heading}
      size={width}
      closeOnOverlay={false}
      onClose={onClose}
      footer={
        <>
          <sl-button onClick={onClose}>{t('cancel')}</sl-button>
          <sl-button variant="primary" onClick={confirm}>
            {t('ok')}
          </sl-button>
        </>
      }
    >
      {body}
    </Drawer>
  );
}
