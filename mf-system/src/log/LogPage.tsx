import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog, formatDate, notifySuccess, notifyWarning } from '@atrium/shared';
import { KeywordSearch, ListToolbar, PagedTable, downloadFile, useListColumns, usePagedList, type DataTableColumn } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import { LOG_CATEGORIES, logApi, type LogApi, type LogCategory, type LogLevel, type LogQuery, type LogRow } from './api';
import { dayEnd, dayStart } from './dates';
import { LogDetailDrawer } from './LogDetailDrawer';
import sheet from './log.module.css';

const styles = sheet.locals;

interface Draft {
  start: string;
  end: string;
  userName: string;
  ipaddress: string;
  level: '' | `${LogLevel}`;
}

const EMPTY: Draft = { start: '', end: '', userName: '', ipaddress: '', level: '' };
const FIRST: LogQuery = { keyword: '', currentPage: 1, pageSize: 20 };

const valueOf = (event: Event): string => (event.target as HTMLInputElement).value;

/** 系统日志 (issue 16 item 1): sign-in, request, operation and exception logs, one tab each. */
export function LogPage() {
  return <LogView api={logApi} />;
}

/** The page over a given set of calls (tests pass calls over a fake transport). */
export function LogView({ api }: { api: LogApi }) {
  const { t } = useTranslation(SYSTEM_NS);
  const [category, setCategory] = useState<LogCategory>(1);
  return (
    <section className={styles.page} aria-label={t('log.title')}>
      <sl-tab-group
        onsl-tab-show={(event: CustomEvent<{ name: string }>) => {
          if (event.target === event.currentTarget) setCategory(Number(event.detail.name) as LogCategory);
        }}
      >
        {LOG_CATEGORIES.map((value) => (
          <sl-tab key={value} slot="nav" panel={String(value)} active={value === category}>
            {t(`log.tabs.${value}`)}
          </sl-tab>
        ))}
      </sl-tab-group>
      {/* One list per tab, remounted on a switch: each tab starts on its first page with its own columns. */}
      <CategoryLog key={category} api={api} category={category} />
    </section>
  );
}

function CategoryLog({ api, category }: { api: LogApi; category: LogCategory }) {
  const { t } = useTranslation(SYSTEM_NS);
  const fetchPage = useMemo(() => api.list(category), [api, category]);
  const list = usePagedList(fetchPage, FIRST);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [detail, setDetail] = useState<LogRow | null>(null);
  const [exporting, setExporting] = useState(false);
  const { reload } = list;

  const filterOf = (keyword: string): LogQuery | null => {
    const startTime = dayStart(draft.start);
    const endTime = dayEnd(draft.end);
    if (startTime !== undefined && endTime !== undefined && startTime > endTime) {
      notifyWarning(t('log.dateOrder'));
      return null;
    }
    return {
      keyword,
      currentPage: 1,
      pageSize: list.query.pageSize,
      ...(startTime !== undefined ? { startTime } : {}),
      ...(endTime !== undefined ? { endTime } : {}),
      ...(draft.userName.trim() ? { userName: draft.userName.trim() } : {}),
      ...(draft.ipaddress.trim() ? { ipaddress: draft.ipaddress.trim() } : {}),
      ...(draft.level ? { level: Number(draft.level) as LogLevel } : {}),
    };
  };

  const search = (keyword: string) => {
    const query = filterOf(keyword);
    if (query) list.setQuery(query);
  };
  const reset = () => {
    setDraft(EMPTY);
    list.setQuery({ ...FIRST, pageSize: list.query.pageSize });
  };

  const exportXlsx = async () => {
    const { currentPage: _page, pageSize: _size, ...filter } = list.query;
    setExporting(true);
    try {
      const link = await api.exportXlsx(category, filter);
      downloadFile(link.url, link.name);
    } catch {
      // Refused (already toasted by the client).
    } finally {
      setExporting(false);
    }
  };

  const removeRange = async () => {
    const startTime = dayStart(draft.start);
    const endTime = dayEnd(draft.end);
    if (startTime === undefined || endTime === undefined) {
      notifyWarning(t('log.deleteNeedsRange'));
      return;
    }
    if (startTime > endTime) {
      notifyWarning(t('log.dateOrder'));
      return;
    }
    const message = t('log.confirmDeleteRange', { start: draft.start, end: draft.end, category: t(`log.tabs.${category}`) });
    if (!(await confirmDialog({ message }))) return;
    api.removeRange(category, startTime, endTime).then(({ count }) => {
      notifySuccess(t('log.deletedCount', { count }));
      reload();
    }, () => undefined);
  };

  const time: DataTableColumn<LogRow> = { key: 'creatorTime', label: t('log.time'), width: 170, render: (row) => formatDate(row.creatorTime) };
  const user: DataTableColumn<LogRow> = { key: 'userName', label: t('log.userName'), width: 160 };
  const ip: DataTableColumn<LogRow> = { key: 'ipaddress', label: t('log.ipaddress'), width: 140 };
  const url: DataTableColumn<LogRow> = { key: 'requestURL', label: t('log.url'), render: (row) => <span className={styles.url}>{row.requestURL}</span> };
  const method: DataTableColumn<LogRow> = { key: 'requestMethod', label: t('log.method'), width: 90 };
  const level: DataTableColumn<LogRow> = { key: 'level', label: t('log.level'), width: 80, render: (row) => t(`log.levels.${row.level}`) };
  const byCategory: Record<LogCategory, DataTableColumn<LogRow>[]> = {
    1: [time, user, ip, { key: 'loginMark', label: t('log.loginMark'), width: 100, render: (row) => t(row.loginMark === 1 ? 'log.success' : 'log.failure') }, { key: 'platForm', label: t('log.platForm') }],
    5: [time, user, ip, method, url, { key: 'code', label: t('log.code'), width: 90 }, { key: 'requestDuration', label: t('log.duration'), width: 110, align: 'right' }, level],
    3: [time, user, ip, method, { key: 'moduleName', label: t('log.module') }, { key: 'objectId', label: t('log.objectId'), width: 160 }, { key: 'code', label: t('log.code'), width: 90 }],
    4: [time, user, ip, method, url, { key: 'code', label: t('log.code'), width: 90 }],
  };
  const settings = useListColumns(byCategory[category]);
  const columns = [...settings.columns];
  columns.push({
    key: 'actions',
    label: t('log.actions'),
    width: 80,
    render: (row) => (
      <span className={styles.rowActions}>
        <sl-button size="small" variant="text" onClick={() => setDetail(row)}>{t('log.detail')}</sl-button>
      </span>
    ),
  });

  const edit = (name: keyof Draft) => (event: Event) => setDraft((current) => ({ ...current, [name]: valueOf(event) }));

  return (
    <>
      <KeywordSearch value={list.query.keyword} onSearch={search} onReset={reset}>
        <sl-input size="small" type="date" className={styles.dateInput} label={t('log.startDate')} value={draft.start} onsl-input={edit('start')} onsl-change={edit('start')} />
        <sl-input size="small" type="date" className={styles.dateInput} label={t('log.endDate')} value={draft.end} onsl-input={edit('end')} onsl-change={edit('end')} />
        <sl-input size="small" className={styles.textInput} label={t('log.userFilter')} value={draft.userName} clearable onsl-input={edit('userName')} />
        <sl-input size="small" className={styles.textInput} label={t('log.ipFilter')} value={draft.ipaddress} clearable onsl-input={edit('ipaddress')} />
        <sl-select size="small" label={t('log.level')} value={draft.level} placeholder={t('log.anyLevel')} clearable onsl-change={edit('level')}>
          {([1, 2, 3] as const).map((value) => (
            <sl-option key={value} value={String(value)}>{t(`log.levels.${value}`)}</sl-option>
          ))}
        </sl-select>
      </KeywordSearch>
      <ListToolbar caption={t(`log.tabs.${category}`)} onRefresh={reload} onColumnSettings={settings.openSettings}>
        <sl-button size="small" loading={exporting} onClick={() => void exportXlsx()}>
          <sl-icon slot="prefix" name="download" />
          {t('log.export')}
        </sl-button>
        <sl-button size="small" variant="danger" outline onClick={() => void removeRange()}>
          <sl-icon slot="prefix" name="trash" />
          {t('log.deleteRange')}
        </sl-button>
      </ListToolbar>
      <PagedTable list={list} columns={columns} label={t(`log.tabs.${category}`)} onReset={reset} />
      {detail && <LogDetailDrawer api={api} row={detail} onClose={() => setDetail(null)} />}
      {settings.settingsDrawer}
    </>
  );
}
