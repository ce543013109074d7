import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDelete, confirmDialog, formatDate, notifySuccess, notifyWarning } from '@atrium/shared';
import { PagedTable, usePagedList, type DataTableColumn } from '@atrium/ui';
import common from '../common/common.module.css';
import { MESSAGE_NS } from '../i18n';
import { deleteMessageRecords, getMessages, readAllMessages, type MessageItem, type MessageQuery } from '../messages/api';
import { kindOf, typeOf, typeOptions, type TypeFilter } from '../messages/kinds';
import { MessageDetailDialog } from '../messages/MessageDetailDialog';
import { isFlowMessage, openFlowMessage } from '../messages/openFlowMessage';
import { useMessageEvents } from '../messages/useMessageEvents';

const styles = common.locals;

type ReadFilter = 'all' | '0' | '1';
interface Filters {
  keyword: string;
  type: TypeFilter;
  isRead: ReadFilter;
}
const emptyFilters: Filters = { keyword: '', type: 'all', isRead: 'all' };
const FIRST: MessageQuery = { currentPage: 1, pageSize: 20, keyword: '', type: null, isRead: null };

/** The server query of the searched filters, from page 1 at the current page size. */
const queryOf = (filters: Filters, pageSize: number): MessageQuery => ({
  currentPage: 1,
  pageSize,
  keyword: filters.keyword,
  type: typeOf(filters.type),
  isRead: filters.isRead === 'all' ? null : Number(filters.isRead),
});

const selectValue = (event: Event) => (event.target as HTMLSelectElement).value;

/**
 * The message centre (/messageRecord): the signed-in user's messages, filtered and paged with the
 * list kit (PagedTable: the portal's one pager, "—" for empty cells, its empty and failed states).
 */
export function RecordPage() {
  const { t } = useTranslation(MESSAGE_NS);
  // What the form shows; the list keeps what it was last searched with.
  const [draft, setDraft] = useState<Filters>(emptyFilters);
  const list = usePagedList(getMessages, FIRST);
  const { rows, reload, refresh } = list;
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [openId, setOpenId] = useState<string | null>(null);

  // Keep only the selections still on screen.
  useEffect(() => setSelected((current) => new Set(rows.filter((row) => current.has(row.id)).map((row) => row.id))), [rows]);

  // Live: a new message or a read elsewhere refreshes the page on screen, in the background (a
  // loading mask would swallow the click that lands while it shows).
  useMessageEvents(refresh);

  const search = (next: Filters) => list.setQuery(queryOf(next, list.query.pageSize));
  const clearFilters = () => {
    setDraft(emptyFilters);
    search(emptyFilters);
  };

  const markAllRead = async () => {
    if (!(await confirmDialog({ message: t('message.confirmReadAll') }))) return;
    readAllMessages().then(() => {
      notifySuccess(t('message.markedRead'));
      reload();
    }, () => undefined);
  };

  const removeSelected = async () => {
    if (selected.size === 0) return notifyWarning(t('message.chooseRows'));
    // The confirmation names what goes (the first few titles and the count; issue 17 item 5).
    const names = rows.filter((row) => selected.has(row.id)).map((row) => row.title);
    if (!(await confirmDelete({ names }))) return;
    deleteMessageRecords([...selected]).then(() => {
      notifySuccess(t('message.deleted'));
      setSelected(new Set());
      reload();
    }, () => undefined);
  };

  const openRow = (row: MessageItem) => {
    if (!isFlowMessage(row)) return setOpenId(row.id);
    // Read now; the list shows it read when the user comes back (or at once, when nothing opens).
    openFlowMessage(row, reload).catch(() => undefined);
  };

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.id));

  const columns: DataTableColumn<MessageItem>[] = [
    {
      key: 'select',
      width: 40,
      label: (
        <input
          type="checkbox"
          aria-label={t('message.selectAll')}
          checked={allSelected}
          onChange={(event) => setSelected(event.target.checked ? new Set(rows.map((row) => row.id)) : new Set())}
        />
      ),
      render: (row) => (
        <input
          type="checkbox"
          aria-label={t('message.selectRow', { title: row.title })}
          checked={selected.has(row.id)}
          onChange={(event) => toggle(row.id, event.target.checked)}
        />
      ),
    },
    {
      key: 'title',
      label: t('message.title'),
      render: (row) => (
        <button type="button" className={styles.link} onClick={() => openRow(row)}>
          {row.title}
        </button>
      ),
    },
    {
      key: 'type',
      label: t('message.type'),
      width: 100,
      render: (row) => {
        const kind = kindOf(row.type);
        return (
          <span>
            <sl-icon name={kind.icon} aria-hidden="true" /> {t(kind.labelKey)}
          </span>
        );
      },
    },
    { key: 'releaseUser', label: t('message.releaseUser'), width: 140 },
    { key: 'releaseTime', label: t('message.releaseTime'), width: 180, render: (row) => formatDate(row.releaseTime) },
    {
      key: 'isRead',
      label: t('message.readState'),
      width: 90,
      render: (row) => (
        <sl-tag size="small" variant={row.isRead === 1 ? 'neutral' : 'primary'} data-read={row.isRead}>
          {t(row.isRead === 1 ? 'message.read' : 'message.unread')}
        </sl-tag>
      ),
    },
  ];

  return (
    <div className={styles.page}>
      <form
        className={styles.search}
        onSubmit={(event) => {
          event.preventDefault();
          search(draft);
        }}
      >
        <sl-input
          size="small"
          name="keyword"
          label={t('common.keyword')}
          placeholder={t('common.keywordPlaceholder')}
          value={draft.keyword}
          clearable
          onsl-input={(event: Event) => setDraft((current) => ({ ...current, keyword: selectValue(event) }))}
        />
        <sl-select
          size="small"
          className={styles.filter}
          label={t('message.type')}
          value={draft.type}
          onsl-change={(event: CustomEvent) => setDraft((current) => ({ ...current, type: selectValue(event) as TypeFilter }))}
        >
          {typeOptions.map((option) => (
            <sl-option key={option.value} value={option.value}>
              {t(option.labelKey)}
            </sl-option>
          ))}
        </sl-select>
        <sl-select
          size="small"
          className={styles.filter}
          label={t('message.readState')}
          value={draft.isRead}
          onsl-change={(event: CustomEvent) => setDraft((current) => ({ ...current, isRead: selectValue(event) as ReadFilter }))}
        >
          <sl-option value="all">{t('message.readAll')}</sl-option>
          <sl-option value="0">{t('message.unread')}</sl-option>
          <sl-option value="1">{t('message.read')}</sl-option>
        </sl-select>
        <sl-button size="small" type="submit" variant="primary">
          {t('common.search')}
        </sl-button>
        <sl-button size="small" onClick={clearFilters}>
          {t('common.reset')}
        </sl-button>
      </form>
      <div className={styles.toolbar}>
        <sl-button size="small" variant="primary" onClick={() => void markAllRead()}>
          {t('message.markAllRead')}
        </sl-button>
        <sl-button size="small" variant="danger" outline onClick={() => void removeSelected()}>
          {t('message.delete')}
        </sl-button>
        <span className={styles.spacer} />
        <sl-icon-button name="arrow-clockwise" label={t('common.refresh')} onClick={reload} />
      </div>
      <PagedTable list={list} columns={columns} label={t('message.centre')} onPageChange={() => setSelected(new Set())} onReset={clearFilters} />
      {openId && <MessageDetailDialog id={openId} onClose={() => setOpenId(null)} />}
    </div>
  );
}
