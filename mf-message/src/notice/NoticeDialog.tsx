import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@atrium/shared';
import { sanitizeHtml } from '@atrium/html';
import { FileUploader, FormDialog, FormField, isValid, UserSelect, type FileValue, type FormErrors, type PermissionPickerApi, Select } from '@atrium/ui';
import { RichTextEditor } from '../editor';
import { MESSAGE_NS } from '../i18n';
import { createNotice, getNotice, updateNotice } from './api';
import { noticeFilesOf, noticeFileValues } from './noticeFiles';
import { DEFAULT_CATEGORY, expirationText, expirationTimeOf, NOTICE_CATEGORIES, validateNotice, type NoticeValues, type RecipientMode } from './rules';

interface Props {
  /** The draft to edit, or null for a new notice. */
  id: string | null;
  onClose: () => void;
  onSaved: () => void;
  /** The recipients picker's calls (tests); the portal's own by default. */
  pickerApi?: PermissionPickerApi;
}

/** The server's limit (notice-files.ts). */
const NOTICE_FILES_MAX = 10;

const EMPTY: NoticeValues = { title: '', bodyText: '', category: DEFAULT_CATEGORY, recipientMode: 'all', toUserIds: [], expiration: '' };

const inputValue = (event: Event) => (event.target as HTMLInputElement).value;

/**
 * Create or edit a notice draft: title, category, recipients (everyone, or chosen users and
 * organisations), an optional expiry, the body in the rich-text editor (a lazy chunk) and
 * attachments. The body is sent sanitised with the display profile; the server checks the rest.
 */
export function NoticeDialog({ id, onClose, onSaved, pickerApi }: Props) {
  const { t } = useTranslation(MESSAGE_NS);
  const [values, setValues] = useState<NoticeValues>(EMPTY);
  const [files, setFiles] = useState<FileValue[]>([]);
  const [errors, setErrors] = useState<FormErrors<NoticeValues>>({});
  const [busy, setBusy] = useState(false);
  // The loader below runs once per id; it closes through the latest onClose.
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  const set = <K extends keyof NoticeValues>(key: K, value: NoticeValues[K]) => setValues((current) => ({ ...current, [key]: value }));

  useEffect(() => {
    if (!id) return;
    let active = true;
    getNotice(id).then(
      (notice) => {
        if (!active) return;
        const chosen = notice.toUserIds ?? [];
        setValues({
          title: notice.title,
          bodyText: notice.bodyText ?? '',
          category: notice.category ?? DEFAULT_CATEGORY,
          recipientMode: chosen.length > 0 ? 'chosen' : 'all',
          toUserIds: chosen,
          expiration: expirationText(notice.expirationTime),
        });
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
    const found = validateNotice(values);
    setErrors(found);
    if (!isValid(found)) return;
    const form = {
      title: values.title.trim(),
      // The editor already emits sanitised HTML; once more here, so nothing else reaches the server.
      bodyText: sanitizeHtml(values.bodyText),
      category: values.category,
      toUserIds: values.recipientMode === 'chosen' ? values.toUserIds : null,
      expirationTime: expirationTimeOf(values.expiration),
      files: noticeFilesOf(files),
    };
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
        <sl-input name="title" label={t('notice.title')} required maxlength={200} value={values.title} onsl-input={(event: Event) => set('title', inputValue(event))} />
      </FormField>
      <FormField name="category" error={errors.category}>
        <Select
          name="category"
          label={t('notice.category')}
          required
          value={values.category}
          options={NOTICE_CATEGORIES.map((code) => ({ value: code, label: t(`notice.category${code}`) }))}
          onChange={(value) => set('category', value)}
          invalid={!!errors.category}
        />
      </FormField>
      <FormField name="recipientMode">
        <sl-radio-group
          name="recipientMode"
          label={t('notice.recipients')}
          value={values.recipientMode}
          onsl-change={(event: Event) => set('recipientMode', inputValue(event) as RecipientMode)}
        >
          <sl-radio value="all">{t('notice.recipientsAll')}</sl-radio>
          <sl-radio value="chosen">{t('notice.recipientsChosen')}</sl-radio>
        </sl-radio-group>
      </FormField>
      {values.recipientMode === 'chosen' && (
        <FormField name="toUserIds" error={errors.toUserIds}>
          <UserSelect
            label={t('notice.recipientsPick')}
            multiple
            required
            {...(pickerApi ? { api: pickerApi } : {})}
            invalid={Boolean(errors.toUserIds)}
            value={values.toUserIds}
            onChange={(chosen) => set('toUserIds', chosen)}
          />
          <small>{t('notice.recipientsHint')}</small>
        </FormField>
      )}
      <FormField name="expiration" error={errors.expiration}>
        <sl-input
          name="expiration"
          type="datetime-local"
          label={t('notice.expirationTime')}
          help-text={t('notice.expirationHint')}
          value={values.expiration}
          onsl-change={(event: Event) => set('expiration', inputValue(event))}
          onsl-input={(event: Event) => set('expiration', inputValue(event))}
        />
      </FormField>
      <FormField name="bodyText">
        <RichTextEditor label={t('notice.body')} helpText={t('notice.bodyHint')} value={values.bodyText} onChange={(html) => set('bodyText', html)} />
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
