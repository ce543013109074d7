import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UI_NS } from '../i18n';
import sheet from '../ui.module.css';
import { useStyleSheet } from '../useStyleSheet';

const styles = sheet.locals;

export interface KeywordSearchProps {
  /** Called with the trimmed keyword on Enter or 查询, and with '' on 重置 (unless `onReset` is given). */
  onSearch: (keyword: string) => void;
  onReset?: () => void;
  /** The keyword the list is filtered by: the box follows it (an empty state's reset clears it). */
  value?: string;
  /** What the keyword matches (请输入项目名称/编码查询); 请输入关键词查询 by default. */
  placeholder?: string;
  /** Extra filters shown before the buttons. */
  children?: ReactNode;
}

/** Keyword box with search and reset, as on every list page. */
export function KeywordSearch({ onSearch, onReset, value, placeholder, children }: KeywordSearchProps) {
  useStyleSheet(sheet);
  const { t } = useTranslation(UI_NS);
  const [keyword, setKeyword] = useState(value ?? '');
  useEffect(() => {
    if (value !== undefined) setKeyword(value);
  }, [value]);
  return (
    <form
      className={styles.listSearch}
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(keyword.trim());
      }}
    >
      <sl-input
        size="small"
        name="keyword"
        label={t('keyword')}
        placeholder={placeholder ?? t('keywordPlaceholder')}
        value={keyword}
        clearable
        onsl-input={(event: Event) => setKeyword((event.target as HTMLInputElement).value)}
      />
      {children}
      <sl-button size="small" type="submit" variant="primary">
        {t('search')}
      </sl-button>
      <sl-button
        size="small"
        onClick={() => {
          setKeyword('');
          if (onReset) onReset();
          else onSearch('');
        }}
      >
        {t('reset')}
      </sl-button>
    </form>
  );
}
