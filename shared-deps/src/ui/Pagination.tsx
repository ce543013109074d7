import { useTranslation } from 'react-i18next';
import { UI_NS } from './i18n';
import { TOTAL_CAP, totalLabel } from './totals';
import sheet from './ui.module.css';
import { useStyleSheet } from './useStyleSheet';

const styles = sheet.locals;

/** Spec section 9: page 1, 20 a page, sizes 20, 50, 100, 500. */
export const PAGE_SIZES: readonly number[] = [20, 50, 100, 500];
export const DEFAULT_PAGE_SIZE = 20;

export interface PaginationProps {
  currentPage: number;
  pageSize: number;
  total: number;
  pageSizes?: readonly number[];
  /** A new size goes back to page 1: the old page number means other rows at another size. */
  onChange: (currentPage: number, pageSize: number) => void;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Total, page size, previous / next and the page number, for any server-paged list. */
export function Pagination({ currentPage, pageSize, total, pageSizes = PAGE_SIZES, onChange }: PaginationProps) {
  useStyleSheet(sheet);
  const { t } = useTranslation(UI_NS);
  const pages = pageCount(total, pageSize);
  const capped = total > TOTAL_CAP;
  return (
    <nav className={styles.pagination} aria-label={t('pagination')}>
      <span>{t('total', { total: totalLabel(total) })}</span>
      <sl-select
        size="small"
        value={String(pageSize)}
        aria-label={t('pageSize')}
        hoist
        className={styles.pageSize}
        onsl-change={(event: Event) => onChange(1, Number((event.target as HTMLSelectElement).value))}
      >
        {pageSizes.map((size) => (
          <sl-option key={size} value={String(size)}>
            {t('perPage', { size })}
          </sl-option>
        ))}
      </sl-select>
      <sl-icon-button name="chevron-left" label={t('prevPage')} disabled={currentPage <= 1} onClick={() => onChange(currentPage - 1, pageSize)} />
      <span aria-live="polite">{t('pageOf', { page: currentPage, pages: capped ? `${pageCount(TOTAL_CAP, pageSize)}+` : pages })}</span>
      <sl-icon-button name="chevron-right" label={t('nextPage')} disabled={currentPage >= pages} onClick={() => onChange(currentPage + 1, pageSize)} />
    </nav>
  );
}
