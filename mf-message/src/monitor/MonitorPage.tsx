import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BTN_REMOVE, confirmDelete, confirmDialog, formatDate, notifySuccess, notifyWarning, usePermission } from '@atrium/shared';
import { KeywordSearch, ListToolbar, PagedTable, usePagedList, type DataTableColumn } from '@atrium/ui';
import { FIRST_PAGE } from '../center/api';
import { TypeFilter } from '../center/TypeFilter';
import { useTypeList } from '../center/useTypeList';
import common from '../common/common.module.css';
import { MESSAGE_NS } from '../i18n';
import { emptyMonitor, getMonitor, removeMonitorEntries, type MonitorEntry, type MonitorQuery } from './api';
import { dateRange } from './dateRange';
import { MonitorDetailDialog } from './MonitorDetailDialog';

const styles = common.locals;
const inputValue = (event: Event) => (event.target as HTMLInputElement).value;

/** The message monitor: every message sent (tests included), filtered, viewed, deleted or emptied. */
export function MonitorPage() {
  const { t } = useTranslation(MESSAGE_NS);
  const canRemove = usePermission('button', BTN_REMOVE);
  const channels = useTypeList(1);
  const list = usePagedList<MonitorEntry, MonitorQuery>(getMonitor, { ...FIRST_PAGE, messageType: 0 });
  const [messageType, setMessageType] = useState('0');
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [openId, setOpenId] = useState<string | null>(null);
  const closeDetail = useCallback(() => setOpenId(null), []);

  const search = (keyword: string, filters = { messageType, start, end }) => {
    setSelected(new Set());
    list.setQuery({ keyword, currentPage: 1, pageSize: list.query.pageSize, messageType: Number(filters.messageType), ...dateRange(filters.start, filters.end) });
  };
  const removed = (message: string) => {
    setSelected(new Set());
    notifySuccess(message);
    list.reload();
  };
  const removeSelected = async () => {
    if (selected.size === 0) return notifyWarning(t('center.monitor.chooseRows'));
    // The confirmation names what goes (the first few titles and the count; issue 17 item 5).
    const names = list.rows.filter((row) => selected.has(row.id)).map((row) => row.title || t('center.monitor.noTitle'));
    if (!(await confirmDelete({ names }))) return;
    removeMonitorEntries([...selected]).then(() => removed(t('center.deleted')), () => undefined);
  };
  const empty = async () => {
    if (!(await confirmDialog({ message: t('center.monitor.confirmEmpty') }))) return;
    emptyMonitor().then(() => removed(t('center.monitor.emptied')), () => undefined);
  };
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allSelected = list.rows.length > 0 && list.rows.every((row) => selected.has(row.id));

  const columns: DataTableColumn<MonitorEntry>[] = [];
  if (canRemove) {
    columns.push({
      key: 'select',
      width: 40,
      label: (
        <input
          type="checkbox"
          aria-label={t('center.monitor.selectAll')}
          checked={allSelected}
          onChange={(event) => setSelected(event.target.checked ? new Set(list.rows.map((row) => row.id)) : new Set())}
        />
      ),
      render: (row) => (
        <input type="checkbox" aria-label={t('center.monitor.selectRow', { title: row.title || t('center.monitor.noTitle') })} checked={selected.has(row.id)} onChange={(event) => toggle(row.id, event.target.checked)} />
      ),
    });
  }
  columns.push(
    {
      key: 'title',
      label: t('center.monitor.title'),
      render: (row) => (
        <button type="button" className={styles.link} onClick={() => setOpenId(row.id)}>
          {row.title || t('center.monitor.noTitle')}
        </button>
      ),
    },
    { key: 'messageType', label: t('center.monitor.messageType'), width: 100, render: (row) => channels.nameOf(row.messageType) },
    { key: 'receiveUser', label: t('center.monitor.receiveUser') },
    { key: 'templateName', label: t('center.monitor.template') },
    { key: 'accountName', label: t('center.monitor.account') },
    { key: 'sendTime', label: t('center.monitor.sendTime'), width: 170, render: (row) => formatDate(row.sendTime) },
    {
      key: 'status',
      label: t('center.monitor.status'),
      width: 90,
      render: (row) => (
        <sl-tag size="small" variant={row.status === 1 ? 'success' : 'danger'}>
          {t(row.status === 1 ? 'center.monitor.ok' : 'center.monitor.failed')}
        </sl-tag>
      ),
    },
  );

  const reset = () => {
    setMessageType('0');
    setStart('');
    setEnd('');
    search('', { messageType: '0', start: '', end: '' });
  };

  return (
    <section className={styles.page} aria-label={t('center.monitor.list')}>
      <KeywordSearch value={list.query.keyword} onSearch={(keyword) => search(keyword)} onReset={reset}>
        <TypeFilter label={t('center.monitor.messageType')} value={messageType} types={channels.types} onChange={setMessageType} />
        <sl-input size="small" type="date" label={t('center.monitor.startDate')} value={start} onsl-input={(event: Event) => setStart(inputValue(event))} />
        <sl-input size="small" type="date" label={t('center.monitor.endDate')} value={end} onsl-input={(event: Event) => setEnd(inputValue(event))} />
      </KeywordSearch>
      <ListToolbar onRefresh={list.reload}>
        {canRemove && (
          <sl-button size="small" onClick={() => void removeSelected()}>
            {t('center.monitor.deleteSelected')}
          </sl-button>
        )}
        {canRemove && (
          <sl-button size="small" variant="danger" onClick={() => void empty()}>
            {t('center.monitor.empty')}
          </sl-button>
        )}
      </ListToolbar>
      <PagedTable list={list} columns={columns} label={t('center.monitor.list')} onPageChange={() => setSelected(new Set())} onReset={reset} />
      {openId && <MonitorDetailDialog id={openId} channelName={channels.nameOf} onClose={closeDetail} />}
    </section>
  );
}
