import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@nanostores/react';
import { $isAdmin, confirmDelete, formatDate, notifySuccess } from '@atrium/shared';
import { KeywordSearch, ListToolbar, PagedTable, useListColumns, usePagedList, type DataTableColumn } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import { EnabledTag } from '../common/EnabledTag';
import { commonWordsApi, type CommonWordsApi, type CommonWordsQuery, type CommonWordsRow } from './api';
import { CommonWordsDialog } from './CommonWordsDialog';
import sheet from './commonWords.module.css';

const styles = sheet.locals;

const FIRST: CommonWordsQuery = { keyword: '', currentPage: 1, pageSize: 20, commonWordsType: '' };

/**
 * 常用语 (issue 16 item 7): the signed-in user's own phrases, plus the system's (which only
 * administrators change). Every user may open it: the server keeps each user's phrases to them.
 */
export function CommonWordsPage() {
  const isAdmin = useStore($isAdmin);
  return <CommonWordsView api={commonWordsApi} isAdmin={isAdmin} />;
}

/** The page over a given set of calls (tests pass calls over a fake transport). */
export function CommonWordsView({ api, isAdmin }: { api: CommonWordsApi; isAdmin: boolean }) {
  const { t } = useTranslation(SYSTEM_NS);
  const list = usePagedList(api.list, FIRST);
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const { reload } = list;

  const mayChange = (row: CommonWordsRow) => row.commonWordsType === 1 || isAdmin;

  const remove = async (row: CommonWordsRow) => {
    if (!(await confirmDelete(t('commonWords.confirmRemove', { name: row.commonWordsText })))) return;
    api.remove(row.id).then(() => {
      notifySuccess(t('commonWords.removed'));
      reload();
    }, () => undefined);
  };

  const configurable: DataTableColumn<CommonWordsRow>[] = [
    { key: 'commonWordsText', label: t('commonWords.text'), render: (row) => <span className={styles.text}>{row.commonWordsText}</span> },
    {
      key: 'commonWordsType',
      label: t('commonWords.type'),
      width: 90,
      render: (row) => <sl-tag size="small" variant={row.commonWordsType === 0 ? 'primary' : 'neutral'}>{t(`commonWords.types.${row.commonWordsType}`)}</sl-tag>,
    },
    { key: 'sortCode', label: t('commonWords.sortCode'), width: 80, align: 'right' },
    { key: 'enabledMark', label: t('commonWords.enabledMark'), width: 90, render: (row) => <EnabledTag enabledMark={row.enabledMark} enabled={t('commonWords.enabled')} disabled={t('commonWords.disabled')} /> },
    { key: 'creatorTime', label: t('commonWords.creatorTime'), width: 170, render: (row) => formatDate(row.creatorTime) },
  ];
  const settings = useListColumns(configurable);
  const columns = [...settings.columns];
  columns.push({
    key: 'actions',
    label: t('commonWords.actions'),
    width: 130,
    render: (row) =>
      mayChange(row) ? (
        <span className={styles.rowActions}>
          <sl-button size="small" variant="text" onClick={() => setEditing({ id: row.id })}>{t('commonWords.edit')}</sl-button>
          <sl-button size="small" variant="text" onClick={() => void remove(row)}>{t('commonWords.remove')}</sl-button>
        </span>
      ) : (
        <sl-tooltip content={t('commonWords.readOnly')}>
          <span>—</span>
        </sl-tooltip>
      ),
  });

  const add = () => setEditing({ id: null });
  const reset = () => list.setQuery({ ...FIRST, pageSize: list.query.pageSize });

  return (
    <section className={styles.page} aria-label={t('commonWords.title')}>
      <KeywordSearch value={list.query.keyword} onSearch={(keyword) => list.setQuery({ ...list.query, keyword, currentPage: 1 })} onReset={reset}>
        <sl-select
          size="small"
          label={t('commonWords.type')}
          placeholder={t('commonWords.allTypes')}
          clearable
          value={list.query.commonWordsType === undefined ? '' : String(list.query.commonWordsType)}
          onsl-change={(event: Event) => {
            const value = (event.target as HTMLInputElement).value;
            list.setQuery({ ...list.query, commonWordsType: value === '0' ? 0 : value === '1' ? 1 : '', currentPage: 1 });
          }}
        >
          <sl-option value="1">{t('commonWords.types.1')}</sl-option>
          <sl-option value="0">{t('commonWords.types.0')}</sl-option>
        </sl-select>
      </KeywordSearch>
      <ListToolbar onAdd={add} onRefresh={reload} onColumnSettings={settings.openSettings} />
      <PagedTable list={list} columns={columns} label={t('commonWords.title')} onAdd={add} onReset={reset} />
      {editing && (
        <CommonWordsDialog
          api={api}
          id={editing.id}
          mayKeepSystem={isAdmin}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
      {settings.settingsDrawer}
    </section>
  );
}
