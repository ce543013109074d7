import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PICKERS_NS } from './i18n';
import sheet from './pickers.module.css';

const styles = sheet.locals;

/** A picker's keyword box: Enter searches (inside the dialog's form, Enter would confirm it). */
export function PickerSearch({ onSearch }: { onSearch: (keyword: string) => void }) {
  const { t } = useTranslation(PICKERS_NS);
  const [keyword, setKeyword] = useState('');
  return (
    <div className={styles.search}>
      <sl-input
        size="small"
        label={t('keyword')}
        placeholder={t('searchPlaceholder')}
        value={keyword}
        clearable
        onsl-input={(event: Event) => setKeyword((event.target as HTMLInputElement).value)}
        onsl-clear={() => {
          setKeyword('');
          onSearch('');
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          event.stopPropagation();
          onSearch(keyword.trim());
        }}
      />
    </div>
  );
}
