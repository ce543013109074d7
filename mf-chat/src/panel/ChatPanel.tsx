import { useCallback, useState, type FormEvent, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@atrium/shared';
import { PlainIcon } from '@atrium/ui';
import { clearChatRecords, removeConversation, type Conversation } from '../api';
import { emojify } from '../emoji/emojify';
import { CHAT_NS } from '../i18n';
import type { Peer } from '../message/types';
import { emojiLineHtml } from '../message/renderText';
import { Avatar } from './Avatar';
import { ConfirmBox } from './ConfirmBox';
import { ConversationMenu, type ConversationAction } from './ConversationMenu';
import { conversationTime } from './conversationTime';
import { latestText } from './latestText';
import { useContacts } from './useContacts';
import { useConversations } from './useConversations';

/** Spec section 9: contacts load the next page within 300 px of the bottom. */
export const CONTACTS_NEAR_BOTTOM_PX = 300;

interface Props {
  styles: Readonly<Record<string, string>>;
  activePeerId: string | null;
  onOpen: (peer: Peer) => void;
  /** The records with a peer were cleared (its open window starts again empty). */
  onCleared: (peerId: string) => void;
  onClose?: () => void;
}

type Tab = 'messages' | 'contacts';

/** The last message's time on a conversation row, with the full date and time on hover. */
function LastTime({ latest, className }: { latest: number | undefined; className: string | undefined }) {
  const text = conversationTime(latest);
  if (!text || latest === undefined) return null;
  return (
    <time className={className} dateTime={new Date(latest).toISOString()} title={formatDate(latest)}>
      {text}
    </time>
  );
}

/** The chat panel: recent conversations and contacts, each with its own keyword (Enter searches). */
export function ChatPanel({ styles, activePeerId, onOpen, onCleared, onClose }: Props) {
  const { t } = useTranslation(CHAT_NS);
  const [tab, setTab] = useState<Tab>('messages');
  const [draft, setDraft] = useState({ messages: '', contacts: '' });
  const [keywords, setKeywords] = useState({ messages: '', contacts: '' });
  const [menu, setMenu] = useState<{ x: number; y: number; peer: Conversation } | null>(null);
  const [confirming, setConfirming] = useState<Conversation | null>(null);
  const [actionError, setActionError] = useState('');
  const conversations = useConversations(keywords.messages);
  const contacts = useContacts(keywords.contacts);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setKeywords((current) => ({ ...current, [tab]: draft[tab].trim() }));
  };

  const run = (action: Promise<unknown>, after: () => void) =>
    action.then(
      () => {
        setActionError('');
        after();
        conversations.reload();
      },
      (error: unknown) => setActionError(error instanceof Error ? error.message : t('chat.loadFailed')),
    );

  const pick = useCallback(
    (action: ConversationAction | null) => {
      const peer = menu?.peer;
      setMenu(null);
      if (!peer || !action) return;
      if (action === 'remove') void run(removeConversation(peer.id), () => undefined);
      else setConfirming(peer);
    },
    [menu], // run() only needs this render's reload, which changes with the keyword only
  );

  const onContactsScroll = (event: UIEvent<HTMLElement>) => {
    const list = event.currentTarget;
    if (list.scrollHeight - list.scrollTop - list.clientHeight <= CONTACTS_NEAR_BOTTOM_PX) contacts.loadMore();
  };

  const status = (loading: boolean, failed: boolean, empty: boolean) =>
    loading ? t('chat.loading') : failed ? t('chat.loadFailed') : empty ? t('chat.empty') : null;

  const messageStatus = status(conversations.loading && conversations.items.length === 0, conversations.failed, conversations.items.length === 0);
  const contactStatus = status(contacts.loading, contacts.failed, contacts.items.length === 0);

  return (
    <section className={styles.panel} aria-label={t('chat.title')}>
      {/* The header of the portal's drawers (issue 17 item 7): the title, then the bundled x-lg close icon. */}
      <header className={styles.panelHeader}>
        <h2 className={styles.panelTitle}>{t('chat.title')}</h2>
        {onClose && (
          <button type="button" className={styles.iconButton} aria-label={t('chat.close')} title={t('chat.close')} onClick={onClose}>
            <PlainIcon name="x-lg" />
          </button>
        )}
      </header>
      <div className={styles.tabs} role="tablist">
        {(['messages', 'contacts'] as const).map((name) => (
          <button key={name} type="button" role="tab" className={styles.tab} aria-selected={tab === name} onClick={() => setTab(name)}>
            {t(`chat.${name}`)}
          </button>
        ))}
      </div>
      <form className={styles.search} role="search" onSubmit={search}>
        <input
          className={styles.input}
          type="search"
          aria-label={t('chat.keyword')}
          placeholder={t('chat.keywordPlaceholder')}
          value={draft[tab]}
          onChange={(event) => setDraft((current) => ({ ...current, [tab]: event.target.value }))}
        />
      </form>
      {actionError && (
        <div className={styles.error} role="alert">
          {actionError}
        </div>
      )}
      {tab === 'messages' ? (
        <ul className={styles.list} aria-label={t('chat.messages')} aria-busy={conversations.loading}>
          {conversations.items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className={styles.item}
                data-peer={item.id}
                aria-current={item.id === activePeerId}
                onClick={() => onOpen(item)}
                onContextMenu={(event) => {
                  event.preventDefault();
                  setMenu({ x: event.clientX, y: event.clientY, peer: item });
                }}
              >
                <Avatar name={item.realName} headIcon={item.headIcon} online={item.online} className={styles.avatar} presenceClassName={styles.presence} />
                <span className={styles.itemText}>
                  <span className={styles.itemTop}>
                    <span className={styles.name}>{item.realName}</span>
                    <LastTime latest={item.latestDate} className={styles.rowTime} />
                  </span>
                  <span className={styles.itemTop}>
                    {item.messageType === 'text' || !item.messageType ? (
                      // The last text with its emoji as images, never a font's glyph (issue 17 item 3).
                      <span className={styles.sub} dangerouslySetInnerHTML={{ __html: emojiLineHtml(item.latestMessage ?? '', styles.emojiChar) }} />
                    ) : (
                      <span className={styles.sub}>{latestText(item, t, emojify)}</span>
                    )}
                    {item.unreadMessage > 0 && (
                      <span className={styles.count} aria-label={t('chat.unread', { count: item.unreadMessage })}>
                        {item.unreadMessage > 99 ? '99+' : item.unreadMessage}
                      </span>
                    )}
                  </span>
                </span>
              </button>
            </li>
          ))}
          {messageStatus && <li className={styles.status}>{messageStatus}</li>}
        </ul>
      ) : (
        <ul className={styles.list} aria-label={t('chat.contacts')} aria-busy={contacts.loading} onScroll={onContactsScroll}>
          {contacts.items.map((item) => (
            <li key={item.id}>
              <button type="button" className={styles.item} data-peer={item.id} onClick={() => onOpen(item)}>
                <Avatar name={item.realName} headIcon={item.headIcon} online={item.online} className={styles.avatar} presenceClassName={styles.presence} />
                <span className={styles.itemText}>
                  <span className={styles.name}>{item.realName}</span>
                  <span className={styles.sub}>{[item.account, item.department].filter(Boolean).join(' · ')}</span>
                </span>
              </button>
            </li>
          ))}
          {contactStatus && <li className={styles.status}>{contactStatus}</li>}
        </ul>
      )}
      {menu && <ConversationMenu x={menu.x} y={menu.y} styles={styles} onPick={pick} />}
      {confirming && (
        <ConfirmBox
          message={t('chat.confirmClear')}
          subject={t('chat.clearSubject', { name: confirming.account ? `${confirming.realName}（${confirming.account}）` : confirming.realName })}
          styles={styles}
          onAnswer={(confirmed) => {
            const peer = confirming;
            setConfirming(null);
            if (confirmed) void run(clearChatRecords(peer.id), () => onCleared(peer.id));
          }}
        />
      )}
    </section>
  );
}
