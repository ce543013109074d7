import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileApi } from './api';
import { UPLOAD_NS } from './i18n';
import { readSheets, XLSX_MAX_COLUMNS, XLSX_MAX_ROWS, type SheetData } from './readSheets';
import sheet from './upload.module.css';

const styles = sheet.locals;
const columnName = (index: number): string => {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  return name;
};

/** A workbook, read-only: one table per sheet, cell texts only (React escapes them). */
export function XlsxPreview({ url, api, onFailed }: { url: string; api: FileApi; onFailed: () => void }) {
  const { t } = useTranslation(UPLOAD_NS);
  const [sheets, setSheets] = useState<SheetData[] | null>(null);
  const [current, setCurrent] = useState(0);
  useEffect(() => {
    let live = true;
    api
      .fetchBytes(url)
      .then((bytes) => readSheets(bytes))
      .then((read) => live && setSheets(read), () => live && onFailed());
    return () => {
      live = false;
    };
  }, [api, url, onFailed]);
  if (sheets === null) return <sl-spinner aria-label={t('loading')} />;
  const shown = sheets[current];
  return (
    <div data-preview="xlsx">
      {sheets.length > 1 && (
        <div className={styles.sheetTabs} role="tablist" aria-label={t('sheets')}>
          {sheets.map((item, index) => (
            <sl-button key={item.name} size="small" role="tab" aria-selected={index === current} variant={index === current ? 'primary' : 'default'} onClick={() => setCurrent(index)}>
              {item.name}
            </sl-button>
          ))}
        </div>
      )}
      {shown?.truncated && <p className={styles.notice}>{t('rowsTruncated', { rows: XLSX_MAX_ROWS, columns: XLSX_MAX_COLUMNS })}</p>}
      {shown && (
        <table className={styles.sheet} aria-label={shown.name}>
          <thead>
            <tr>
              <th />
              {(shown.rows[0] ?? []).map((_, index) => (
                <th key={index}>{columnName(index)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                <th>{rowIndex + 1}</th>
                {row.map((cell, index) => (
                  <td key={index}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
