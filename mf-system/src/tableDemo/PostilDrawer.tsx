import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDelete, formatDate, notifySuccess } from '@atrium/shared';
import { Drawer, EmptyState } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import type { Postil, ProjectRow, TableDemoApi } from './api';
import { refusalOf } from './refusal';
import type { ProjectRights } from './rights';
import { POSTIL_MAX, validatePostil } from './rules';
import sheet from './tableDemo.module.css';

const styles = sheet.locals;

interface Props {
  api: TableDemoApi;
  row: ProjectRow;
  rights: ProjectRights;
  onClose: () => void;
  /** The row's comment count as last read, so the list shows it without a reload. */
  onCount: (count: number) => void;
}

/** How much of a comment a confirmation quotes. */
const QUOTE_MAX = 20;
const quote = (text: string) => (Array.from(text).length > QUOTE_MAX ? `${Array.from(text).slice(0, QUOTE_MAX).join('')}…` : text);

/**
 * 批注 of one project (320 px drawer): a box to write one, then the comments, newest first, each
 * with its author and time, and a delete for the author (or btn_edit holders and administrators).
 */
export function PostilDrawer({ api, row, rights, onClose, onCount }: Props) {
  const { t } = useTranslation(SYSTEM_NS);
  const [postils, setPostils] = useState<Postil[]>([]);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reportCount = useRef(onCount);
  reportCount.current = onCount;

  const load = useCallback(() => {
    setLoading(true);
    return api.postils(row.id).then(
      (list) => {
        setPostils(list);
        setLoadError(null);
        setLoading(false);
        reportCount.current(list.length);
      },
      (error: unknown) => {
        setLoadError(error ?? new Error('postils failed'));
        setLoading(false);
      },
    );
  }, [api, row.id]);

  useEffect(() => {
    void load();
  }, [load]);

  const send = () => {
    const message = validatePostil(text);
    setTextError(message);
    setRefusal(null);
    if (message !== null || busy) return;
    setBusy(true);
    api.sendPostil(row.id, text.trim()).then(
      () => {
        setBusy(false);
        setText('');
        notifySuccess(t('tableDemo.postil.sent'));
        void load();
      },
      (error: unknown) => {
        setBusy(false);
        setRefusal(refusalOf(error));
      },
    );
  };

  const remove = async (postil: Postil, index: number) => {
    if (!(await confirmDelete(t('tableDemo.postil.confirmRemove', { author: postil.userId, text: quote(postil.text) })))) return;
    setRefusal(null);
    api.removePostil(row.id, index, postil.creatorTime).then(
      () => {
        notifySuccess(t('tableDemo.postil.removed'));
        void load();
      },
      (error: unknown) => {
        setRefusal(refusalOf(error));
        // The list may have changed since it was read (the server deletes by position).
        void load();
      },
    );
  };

  const mayRemove = (postil: Postil) => rights.anyPostil || (rights.userId !== null && postil.creatorUserId === rights.userId);

  return (
    <Drawer title={t('tableDemo.postil.title', { name: row.projectName })} size={320} closeOnOverlay={text.trim() === ''} busy={busy} onClose={onClose}>
      <div
        className={styles.postilForm}
        onKeyDown={(event) => {
          // Ctrl+Enter (⌘+Enter) sends; Enter alone is a new line.
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            send();
          }
        }}
      >
        <sl-textarea
          rows={3}
          resize="auto"
          label={t('tableDemo.postil.text')}
          placeholder={t('tableDemo.postil.placeholder')}
          maxlength={POSTIL_MAX}
          value={text}
          aria-invalid={textError ? 'true' : undefined}
          onsl-input={(event: Event) => setText((event.target as HTMLTextAreaElement).value)}
        />
        {textError && (
          <p className={styles.fieldError} role="alert">
            {textError}
          </p>
        )}
        <div className={styles.postilActions}>
          <sl-button size="small" variant="primary" loading={busy} onClick={send}>
            {t('tableDemo.postil.send')}
          </sl-button>
        </div>
      </div>
      {refusal && (
        <p className={styles.refusalText} role="alert">
          {refusal}
        </p>
      )}
      <div className={styles.postilList} aria-busy={loading}>
        {loading && postils.length === 0 ? (
          <sl-spinner aria-label={t('tableDemo.loading')} />
        ) : loadError !== null && postils.length === 0 ? (
          // As a list that failed to load: the reason and a retry, never 暂无批注.
          <div className={styles.loadFailed} role="alert">
            <p>
              {t('common:listLoadFailed')}
              {refusalOf(loadError) && `：${refusalOf(loadError)}`}
            </p>
            <sl-button size="small" onClick={() => void load()}>
              {t('common:retry')}
            </sl-button>
          </div>
        ) : postils.length === 0 ? (
          <EmptyState message={t('tableDemo.postil.empty')} />
        ) : (
          <ol className={styles.postils} aria-label={t('tableDemo.fields.postilCount')}>
            {postils.map((postil, index) => (
              <li key={`${postil.creatorTime}-${index}`} className={styles.postil}>
                <div className={styles.postilHead}>
                  <span className={styles.postilAuthor}>{postil.userId}</span>
                  <span className={styles.postilTime}>{formatDate(postil.creatorTime, 'yyyy-MM-dd HH:mm')}</span>
                  {mayRemove(postil) && (
                    <sl-tooltip content={t('tableDemo.postil.remove')}>
                      <sl-icon-button name="trash" label={t('tableDemo.postil.remove')} onClick={() => void remove(postil, index)} />
                    </sl-tooltip>
                  )}
                </div>
                <p className={styles.postilText}>{postil.text}</p>
              </li>
            ))}
          </ol>
        )}
      </div>
    </Drawer>
  );
}
