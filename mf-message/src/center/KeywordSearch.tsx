import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import common from '../common/common.module.css';
import { MESSAGE_NS } from '../i18n';

const styles = common.locals;

interface Props {
  /** Called with the typed keyword on Enter or 查询, and with '' on 重置. */
  onSearch: (keyword: string) => void;
  onReset?: () => void;
  /** Extra filters shown before the buttons. */
  children?: ReactNode;
}

/** Keyword box with search and reset, as on every list page. */
export function KeywordSearch({ onSearch, onReset, children }: Props) {
  const { t } = useTranslation(MESSAGE_NS);
  const [keyword, setKeyword] = useState('');
  return (
    <form
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(keyword.trim());
      }}
    >
      <sl-input
        size="small"
        name="keyword"
        label={t('common.keyword')}
        placeholder={t('common.keywordPlaceholder')}
        value={keyword}
        clearable
        onsl-input={(event: Event) => setKeyword((event.target as HTMLInputElement).value)}
      />
      {children}
      <sl-button size="small" type="submit" variant="primary">
        {t('common.search')}
      </sl-button>
      <sl-button
        size="small"
        onClick={() => {
          setKeyword('');
          if (onReset) onReset();
          else onSearch('');
        }}
      >
        {t('common.reset')}
      </sl-button>
    </form>
  );
}
