import { useTranslation } from 'react-i18next';
import { TOTAL_CAP, totalLabel } from '@atrium/ui';
import { MESSAGE_NS } from '../i18n';
import sheet from './common.module.css';

const styles = sheet.locals;

/** Spec section 9: pages of 20 by default, sizes 20, 50, 100, 500. */
export const PAGE_SIZES = [20, 50, 100, 500] as const;

interface Props {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number, pageSize: number) => void;
}

/** Total, page size and previous/next for a server-paged list. */
export function Pagination({ page, pageSize, total, onChange }: Props) {
  const { t } = useTranslation(MESSAGE_NS);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  // A total the server stopped counting (keyword searches of a large inbox) reads "10000+".
  const pagesLabel = total > TOTAL_CAP ? `${Math.ceil(TOTAL_CAP / pageSize)}+` : pages;
  return (
    <nav className={styles.pagination} aria-label={t('common.pageOf', { page, pages })}>
      <span>{t('common.total', { total: totalLabel(total) })}</span>
      <sl-select
        size="small"
        className={styles.pageSize}
        value={String(pageSize)}
        onsl-change={(event: CustomEvent) => onChange(1, Number((event.target as HTMLSelectElement).value))}
      >
        {/* Shoelace names its inner control from the label slot, not from an aria-label on the host. */}
        <span slot="label" className={styles.srOnly}>
          {t('common.pageSize')}
        </span>
        {PAGE_SIZES.map((size) => (
          <sl-option key={size} value={String(size)}>
            {size}
          </sl-option>
        ))}
      </sl-select>
      <sl-button size="small" disabled={page <= 1} onClick={() => page > 1 && onChange(page - 1, pageSize)}>
        {t('common.previous')}
      </sl-button>
      <span>{t('common.pageOf', { page, pages: pagesLabel })}</span>
      <sl-button size="small" disabled={page >= pages} onClick={() => page < pages && onChange(page + 1, pageSize)}>
        {t('common.next')}
      </sl-button>
    </nav>
  );
}
