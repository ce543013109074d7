import { useTranslation } from 'react-i18next';
import { SYSTEM_NS } from '../i18n';
import type { DictionaryData } from './api';
import sheet from './dictionary.module.css';

const styles = sheet.locals;

function flatten(rows: DictionaryData[], depth = 0): { row: DictionaryData; depth: number }[] {
  return rows.flatMap((row) => [{ row, depth }, ...flatten(row.children ?? [], depth + 1)]);
}

export function DictionaryTable({ rows, loading }: { rows: DictionaryData[]; loading: boolean }) {
  const { t } = useTranslation(SYSTEM_NS);
  const lines = flatten(rows);
  return (
    <table className={styles.table} aria-busy={loading}>
      <thead>
        <tr>
          <th>{t('dictionary.fullName')}</th>
          <th>{t('dictionary.enCode')}</th>
          <th className={styles.narrow}>{t('dictionary.sortCode')}</th>
          <th className={styles.narrow}>{t('dictionary.enabledMark')}</th>
        </tr>
      </thead>
      <tbody>
        {lines.length === 0 && (
          <tr>
            <td colSpan={4} className={styles.empty}>
              {loading ? <sl-spinner /> : t('dictionary.empty')}
            </td>
          </tr>
        )}
        {lines.map(({ row, depth }) => (
          <tr key={row.id}>
            <td style={{ paddingLeft: 12 + depth * 20 }}>{row.fullName}</td>
            <td>{row.enCode}</td>
            <td>{row.sortCode}</td>
            <td>
              <sl-tag size="small" variant={row.enabledMark === 1 ? 'success' : 'danger'}>
                {row.enabledMark === 1 ? t('dictionary.enabled') : t('dictionary.disabled')}
              </sl-tag>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
