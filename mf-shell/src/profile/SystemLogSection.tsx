import { useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@atrium/shared';
import { DataTable, Pagination, useStyleSheet, type DataTableColumn } from '@atrium/ui';
import { getSystemLog, type LogCategory, type LogEntry, type LogPage } from './api';
import { PROFILE_NS } from './i18n';
import { EMPTY_FILTERS, logQueryOf, type LogFilters } from './logQuery';
import sheet from './profile.module.css';

const styles = sheet.locals;

/** The user's own sign-in and request log (GET Current/SystemLog), paged, with keyword and date filters. */
export function SystemLogSection() {
  useStyleSheet(sheet);
  const { t } = useTranslation(PROFILE_NS);
  const [category, setCategory] = useState<LogCategory>(1);
  const [draft, setDraft] = useState<LogFilters>(EMPTY_FILTERS);
  const [filters, setFilters] = useState<LogFilters>(EMPTY_FILTERS);
  const [paging, setPaging] = useState({ currentPage: 1, pageSize: 20 });
  const [page, setPage] = useState<LogPage | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    let active = true;
    setLoading(true);
    getSystemLog(logQueryOf(category, filters, paging.currentPage, paging.pageSize))
      .then((result) => active && setPage(result))
      .catch(() => undefined)
      .finally(() => active && setLoading(false));
    return () => {
      active = false;
    };
  }, [category, filters, paging]);

  const search = () => {
    setFilters(draft);
    setPaging((current) => ({ ...current, currentPage: 1 }));
  };
  const reset = () => {
    setDraft(EMPTY_FILTERS);
    setFilters(EMPTY_FILTERS);
    setPaging((current) => ({ ...current, currentPage: 1 }));
  };
  const edit = (name: keyof LogFilters) => (event: Event) => setDraft((current) => ({ ...current, [name]: (event.target as HTMLInputElement).value }));

  const time: DataTableColumn<LogEntry> = { key: 'creatorTime', label: t('log.time'), width: 180, render: (row) => formatDate(row.creatorTime) };
  const ip: DataTableColumn<LogEntry> = { key: 'ipaddress', label: t('log.ip'), width: 160 };
  const columns: DataTableColumn<LogEntry>[] =
    category === 1
      ? [time, ip, { key: 'loginMark', label: t('log.result'), render: (row) => (row.loginMark === 1 ? t('log.success') : t('log.failure')) }]
      : [
          time,
          { key: 'requestMethod', label: t('log.method'), width: 100 },
          { key: 'requestURL', label: t('log.url') },
          { key: 'code', label: t('log.code'), width: 90 },
          { key: 'requestDuration', label: t('log.duration'), width: 110 },
          ip,
        ];

  return (
    <div className={styles.panel}>
      <sl-radio-group
        value={String(category)}
        label={t('tabs.log')}
        data-testid="log-category"
        onsl-change={(event: Event) => {
          setCategory(Number((event.target as HTMLInputElement).value) as LogCategory);
          setPaging((current) => ({ ...current, currentPage: 1 }));
        }}
      >
        <sl-radio-button value="1">{t('log.signIn')}</sl-radio-button>
        <sl-radio-button value="5">{t('log.request')}</sl-radio-button>
      </sl-radio-group>
      <div className={styles.filters} style={{ marginTop: 12 }}>
        <sl-input
          size="small"
          placeholder={t('log.keyword')}
          aria-label={t('log.keyword')}
          clearable
          value={draft.keyword}
          onsl-input={edit('keyword')}
          onKeyDown={(event: KeyboardEvent) => {
            if (event.key === 'Enter') search();
          }}
        />
        <sl-input size="small" type="date" aria-label={t('log.start')} value={draft.start} onsl-input={edit('start')} onsl-change={edit('start')} />
        <sl-input size="small" type="date" aria-label={t('log.end')} value={draft.end} onsl-input={edit('end')} onsl-change={edit('end')} />
        <sl-button size="small" variant="primary" onClick={search}>
          {t('log.search')}
        </sl-button>
        <sl-button size="small" onClick={reset}>
          {t('log.reset')}
        </sl-button>
      </div>
      <div data-testid="system-log">
        <DataTable columns={columns} rows={page?.list ?? []} loading={loading} aria-label={t('tabs.log')} />
      </div>
      <Pagination
        currentPage={paging.currentPage}
        pageSize={paging.pageSize}
        total={page?.pagination.total ?? 0}
        onChange={(currentPage, pageSize) => setPaging({ currentPage, pageSize })}
      />
    </div>
  );
}
