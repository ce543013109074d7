import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, confirmDialog, notifySuccess, type Locale } from '@atrium/shared';
import { KeywordSearch, ListToolbar, PagedTable, useListColumns, usePagedList, type DataTableColumn } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import { languageApi, type LanguageApi, type LanguageQuery, type LanguageRow, type NamespaceCount } from './api';
import { OverrideDialog } from './OverrideDialog';
import sheet from './language.module.css';

const styles = sheet.locals;

const FIRST: LanguageQuery = { keyword: '', currentPage: 1, pageSize: 20, namespace: '', missing: 0 };

/** 翻译管理 (多语言, issue 16 item 6). Administrators only: the server refuses everyone else. */
export function LanguagePage() {
  return <LanguageView api={languageApi} />;
}

/**
 * The portal's translation keys per module in 简体中文 / 繁體中文 / English, searchable and paged;
 * an administrator changes a text (open portals pick it up over the socket) or restores the
 * default; "只看缺少翻译" lists the keys lacking 繁體中文 or English.
 */
export function LanguageView({ api }: { api: LanguageApi }) {
  const { t } = useTranslation(SYSTEM_NS);
  const list = usePagedList(api.list, FIRST);
  const [namespaces, setNamespaces] = useState<NamespaceCount[]>([]);
  const [catalog, setCatalog] = useState(true);
  const [editing, setEditing] = useState<LanguageRow | null>(null);
  const { reload } = list;

  const loadNamespaces = () => api.namespaces().then((data) => {
    setNamespaces(data.list);
    setCatalog(data.catalog);
  }, () => undefined);
  useEffect(() => {
    void loadNamespaces();
  }, [api]);

  const refresh = () => {
    reload();
    void loadNamespaces();
  };

  const reset = async (row: LanguageRow) => {
    if (!(await confirmDialog({ message: t('language.confirmReset', { key: `${row.namespace}:${row.key}` }) }))) return;
    api.reset(row.namespace, row.key).then(() => {
      notifySuccess(t('language.resetDone'));
      refresh();
    }, () => undefined);
  };

  const textColumn = (lang: Locale): DataTableColumn<LanguageRow> => ({
    key: lang,
    label: t(`language.${lang}`),
    render: (row) => {
      if (row.missing.includes(lang)) return <sl-tag size="small" variant="warning">{t('language.missing')}</sl-tag>;
      return (
        <span className={`${styles.text} ${row.overrides[lang] !== null ? styles.overridden : ''}`} data-lang={lang}>
          {row[lang]}
          {row.overrides[lang] !== null && <> <sl-tag size="small" variant="primary">{t('language.overridden')}</sl-tag></>}
        </span>
      );
    },
  });

  const configurable: DataTableColumn<LanguageRow>[] = [
    { key: 'namespace', label: t('language.namespace'), width: 130 },
    { key: 'key', label: t('language.key'), width: 240, render: (row) => <span className={styles.key}>{row.key}</span> },
    ...LOCALES.map(textColumn),
  ];
  const settings = useListColumns(configurable);
  const columns = [...settings.columns, {
    key: 'actions',
    label: t('language.actions'),
    width: 150,
    render: (row: LanguageRow) => (
      <span className={styles.rowActions}>
        <sl-button size="small" variant="text" onClick={() => setEditing(row)}>{t('language.edit')}</sl-button>
        {LOCALES.some((lang) => row.overrides[lang] !== null) && (
          <sl-button size="small" variant="text" onClick={() => void reset(row)}>{t('language.reset')}</sl-button>
        )}
      </span>
    ),
  }];

  const missingTotal = namespaces.reduce((sum, item) => sum + item.missing, 0);
  const resetQuery = () => list.setQuery({ ...FIRST, pageSize: list.query.pageSize });

  return (
    <section className={styles.page} aria-label={t('language.title')}>
      {!catalog && <sl-alert open variant="warning" className={styles.notice}>{t('language.catalogMissing')}</sl-alert>}
      <KeywordSearch value={list.query.keyword} onSearch={(keyword) => list.setQuery({ ...list.query, keyword, currentPage: 1 })} onReset={resetQuery}>
        <span className={styles.filters}>
          <sl-select
            size="small"
            label={t('language.namespace')}
            placeholder={t('language.allNamespaces')}
            clearable
            hoist
            value={list.query.namespace}
            data-testid="language-namespace"
            onsl-change={(event: Event) => list.setQuery({ ...list.query, namespace: (event.target as HTMLSelectElement).value, currentPage: 1 })}
          >
            {namespaces.map((item) => (
              <sl-option key={item.namespace} value={item.namespace}>{t('language.namespaceOption', { namespace: item.namespace, total: item.total })}</sl-option>
            ))}
          </sl-select>
          <sl-checkbox
            checked={list.query.missing === 1}
            onsl-change={(event: Event) => list.setQuery({ ...list.query, missing: (event.target as HTMLInputElement).checked ? 1 : 0, currentPage: 1 })}
          >
            {t('language.onlyMissing')}
          </sl-checkbox>
        </span>
      </KeywordSearch>
      <ListToolbar caption={catalog ? t('language.missingCount', { count: missingTotal }) : undefined} onRefresh={refresh} onColumnSettings={settings.openSettings} />
      <PagedTable list={list} columns={columns} label={t('language.title')} onReset={resetQuery} />
      {editing && (
        <OverrideDialog
          api={api}
          row={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refresh();
          }}
        />
      )}
      {settings.settingsDrawer}
    </section>
  );
}
