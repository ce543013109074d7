import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@atrium/shared';
import { FileUploader, FormDialog, FormField, isValid, validateForm, type FileValue, type FormErrors } from '@atrium/ui';
import { MESSAGE_NS } from '../i18n';
import { createNotice, getNotice, updateNotice } from './api';
import { noticeFilesOf, noticeFileValues } from './noticeFiles';
import { noticeRules, type NoticeValues } from './rules';

interface Props {
  /** The draft to edit, or null for a new notice. */
  id: string | null;
  onClose: () => void;
  onSaved: () => void;
}

/** The server's limit (notice-files.ts). */
const NOTICE_FILES_MAX = 10;

const inputValue = (event: Event) => (event.target as HTMLInputElement).value;

/**
 * Create or edit a notice draft. The body is HTML typed as text: it is stored as given and
 * sanitised wherever it is shown. Recipients set elsewhere (API) are kept; none means everyone.
 */
export function NoticeDialog({ id, onClose, onSaved }: Props) {
  const { t } = useTranslation(MESSAGE_NS);
  const [values, setValues] = useState<NoticeValues>({ title: '', bodyText: '' });
  const [toUserIds, setToUserIds] = useState<string[] | null>(null);
  const [files, setFiles] = useState<FileValue[]>([]);
  const [errors, setErrors] = useState<FormErrors<NoticeValues>>({});
  const [busy, setBusy] = useState(false);
  // The loader below runs once per id; it closes through the latest onClose.
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    if (!id) return;
    let active = true;
    getNotice(id).then(
      (notice) => {
        if (!active) return;
        setValues({ title: notice.title, bodyText: notice.bodyText ?? '' });
        setToUserIds(notice.toUserIds ?? null);
        setFiles(noticeFileValues(notice.files));
      },
      () => {
        // Refused or gone: the http client has shown the server's message. An empty form left
        // open could be saved over the draft, so the dialog closes.
        if (active) closeRef.current();
      },
    );
    return () => {
      active = false;
    };
  }, [id]);

  const save = async () => {
    const found = validateForm(values, noticeRules);
    setErrors(found);
    if (!isValid(found)) return;
    const form = { title: values.title.trim(), bodyText: values.bodyText, toUserIds, files: noticeFilesOf(files) };
    setBusy(true);
    try {
      await (id ? updateNotice(id, form) : createNotice(form));
    } catch {
      // Already shown by the http client; the dialog keeps the input.
      setBusy(false);
      return;
    }
    notifySuccess(t(id ? 'notice.updated' : 'notice.created'));
    onSaved();
  };

  return (
    <FormDialog title={t(id ? 'notice.editTitle' : 'notice.newTitle')} width={800} busy={busy} onConfirm={() => void save()} onClose={onClose}>
      <FormField name="title" error={errors.title}>
        <sl-input
          name="title"
          label={t('notice.title')}
          required
          maxlength={200}
          value={values.title}
          onsl-input={(event: Event) => setValues((current) => ({ ...current, title: inputValue(event) }))}
        />
      </FormField>
      <FormField name="bodyText">
        <sl-textarea
          name="bodyText"
          label={t('notice.body')}
          help-text={t('notice.bodyHint')}
          rows={10}
          value={values.bodyText}
          onsl-input={(event: Event) => setValues((current) => ({ ...current, bodyText: inputValue(event) }))}
        />
      </FormField>
      <FormField name="files">
        <div>{t('notice.attachments')}</div>
        <FileUploader
          type="annex"
          limit={NOTICE_FILES_MAX}
          value={files}
          onChange={setFiles}
          tip={t('notice.attachmentsHint')}
          aria-label={t('notice.attachments')}
        />
      </FormField>
    </FormDialog>
  );
}
