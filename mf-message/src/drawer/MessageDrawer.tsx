import { useCallback, useEffect, useRef, useState, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog, navigate, notifySuccess, relativeTime } from '@atrium/shared';
import { Drawer } from '@atrium/ui';
import { MESSAGE_NS } from '../i18n';
import { getMessages, readAllMessages, type MessageItem } from '../messages/api';
import { kindOf, typeOf, typeOptions, type TypeFilter } from '../messages/kinds';
import { MessageDetailDialog } from '../messages/MessageDetailDialog';
import { isFlowMessage, openFlowMessage } from '../messages/openFlowMessage';
import { useMessageEvents } from '../messages/useMessageEvents';
import sheet from './drawer.module.css';

const styles = sheet.locals;

/** Spec section 9: the message list loads 20 at a time, the next page within 200 px of the bottom. */
export const DRAWER_PAGE_SIZE = 20;
export const NEAR_BOTTOM_PX = 200;
export const MESSAGE_CENTRE_PATH = '/messageRecord';

export interface MessageDrawerProps {
  /** Called once the drawer has closed (Escape, the close button, or 'more'); the owner unmounts it. */
  onClose?: () => void;
}

interface Query {
  keyword: string;
  type: TypeFilter;
  unreadOnly: boolean;
}

const inputValue = (event: Event) => (event.target as HTMLInputElement).value;

/** The 280 px 'site messages' drawer of spec section 2, open while mounted. */
export function MessageDrawer({ onClose }: MessageDrawerProps) {
  const { t } = useTranslation(MESSAGE_NS);
  const [open, setOpen] = useState(true);
  const [keyword, setKeyword] = useState('');
  const [query, setQuery] = useState<Query>({ keyword: '', type: 'all', unreadOnly: true });
  const [items, setItems] = useState<MessageItem[]>([]);
  const [page, setPage] = useState(1);
  const [hasMore, setHasMore] = useState(true);
  const [loading, setLoading] = useState(false);
  const [generation, setGeneration] = useState(0);
  const [openId, setOpenId] = useState<string | null>(null);
  // Answers of an older query (or an older generation) are dropped.
  const requestId = useRef(0);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);

  const load = useCallback(
    (pageNumber: number) => {
      const id = ++requestId.current;
      setLoading(true);
      getMessages({
        currentPage: pageNumber,
        pageSize: DRAWER_PAGE_SIZE,
        keyword: query.keyword,
        type: typeOf(query.type),
        isRead: query.unreadOnly ? 0 : null,
      }).then(
        (result) => {
          if (id !== requestId.current) return;
          setItems((current) => (pageNumber === 1 ? result.list : [...current, ...result.list]));
          setPage(pageNumber);
          setHasMore(result.list.length === DRAWER_PAGE_SIZE);
          setLoading(false);
        },
        () => {
          if (id !== requestId.current) return;
          setHasMore(false);
          setLoading(false);
        },
      );
    },
    [query],
  );

  useEffect(() => {
    load(1);
    return () => {
      // Unmounted or a new query: late answers are ignored.
      requestId.current += 1;
    };
  }, [load, generation]);

  // A new message starts the list again from the top; reads in other tabs do not move it.
  useMessageEvents(reload, ['messagePush']);

  const onScroll = (event: UIEvent<HTMLElement>) => {
    const list = event.currentTarget;
    if (loading || !hasMore) return;
    if (list.scrollHeight - list.scrollTop - list.clientHeight <= NEAR_BOTTOM_PX) load(page + 1);
  };

  const markAllRead = async () => {
    if (!(await confirmDialog({ message: t('message.confirmReadAll') }))) return;
    readAllMessages().then(() => {
      notifySuccess(t('message.markedRead'));
      reload();
    }, () => undefined);
  };

  const markRead = (id: string) => setItems((current) => current.map((item) => (item.id === id ? { ...item, isRead: 1 } : item)));

  const openItem = (item: MessageItem) => {
    if (!isFlowMessage(item)) return setOpenId(item.id);
    // The http client has shown any error; the drawer stays as it was.
    openFlowMessage(item, (detail) => markRead(detail.id)).then((route) => route && setOpen(false), () => undefined);
  };

  const more = () => {
    navigate(MESSAGE_CENTRE_PATH);
    setOpen(false);
  };

  return (
    <>
      <Drawer
        open={open}
        title={t('message.site')}
        size={280}
        className={styles.drawer}
        titleExtra={
          <sl-button size="small" variant="text" onClick={more}>
            {t('message.more')}
          </sl-button>
        }
        footer={
          <sl-button size="small" variant="primary" onClick={() => void markAllRead()}>
            {t('message.markAllRead')}
          </sl-button>
        }
        onClose={() => setOpen(false)}
        onAfterHide={() => onClose?.()}
      >
        <div className={styles.panel}>
          <form
            className={styles.filters}
            onSubmit={(event) => {
              event.preventDefault();
              setQuery((current) => ({ ...current, keyword: keyword.trim() }));
            }}
          >
            <sl-input
              size="small"
              name="keyword"
              placeholder={t('common.keywordPlaceholder')}
              value={keyword}
              clearable
              onsl-input={(event: Event) => setKeyword(inputValue(event))}
              onsl-clear={() => setQuery((current) => ({ ...current, keyword: '' }))}
            >
              {/* Shoelace names its inner control from the label slot (an aria-label on the host is not passed on). */}
              <span slot="label" className={styles.srOnly}>
                {t('common.keyword')}
              </span>
            </sl-input>
            {/* Enter in an sl-input submits its form only when the form has a submit button. */}
            <button type="submit" hidden aria-hidden tabIndex={-1} />
            <div className={styles.row}>
              <sl-select
                size="small"
                className={styles.type}
                value={query.type}
                onsl-change={(event: CustomEvent) => setQuery((current) => ({ ...current, type: inputValue(event) as TypeFilter }))}
              >
                <span slot="label" className={styles.srOnly}>
                  {t('message.type')}
                </span>
                {typeOptions.map((option) => (
                  <sl-option key={option.value} value={option.value}>
                    {t(option.labelKey)}
                  </sl-option>
                ))}
              </sl-select>
              <sl-switch
                size="small"
                checked={query.unreadOnly}
                onsl-change={(event: CustomEvent) =>
                  setQuery((current) => ({ ...current, unreadOnly: (event.target as HTMLInputElement).checked }))
                }
              >
                {t('message.unreadOnly')}
              </sl-switch>
            </div>
          </form>
          <ul className={styles.list} aria-label={t('message.site')} aria-busy={loading} onScroll={onScroll}>
            {items.map((item) => {
              const kind = kindOf(item.type);
              return (
                <li key={item.id}>
                  <button type="button" className={styles.item} data-message-id={item.id} data-read={item.isRead} onClick={() => openItem(item)}>
                    <sl-icon name={kind.icon} label={t(kind.labelKey)} className={styles.icon} />
                    <span className={styles.text}>
                      <span className={styles.title}>
                        {item.isRead === 0 && <span className={styles.dot} role="img" aria-label={t('message.unread')} />}
                        {item.title}
                      </span>
                      <span className={styles.meta}>
                        <span>{item.releaseUser ?? ''}</span>
                        <span>{relativeTime(item.releaseTime)}</span>
                      </span>
                    </span>
                  </button>
                </li>
              );
            })}
            {loading && (
              <li className={styles.status}>
                <sl-spinner aria-label={t('common.loading')} />
              </li>
            )}
            {!loading && items.length === 0 && <li className={styles.status}>{t('common.noData')}</li>}
            {!loading && items.length > 0 && !hasMore && <li className={styles.status}>{t('message.noMore')}</li>}
          </ul>
        </div>
      </Drawer>
      {openId && <MessageDetailDialog id={openId} onRead={(detail) => markRead(detail.id)} onClose={() => setOpenId(null)} />}
    </>
  );
}
