import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess, notifyWarning } from '@atrium/shared';
import { focusFirstInvalid, Select, TabGroup } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import type { CategoryOption, FieldsAnswer } from './api';
import { usePrintApi } from './apiContext';
import { BasicTab } from './BasicTab';
import { DesignTab } from './DesignTab';
import { emptyValues, fromTemplate, hasErrors, toForm, validateEditor, type EditorErrors, type EditorValues } from './editorState';
import { PreviewDialog } from './PreviewDialog';
import type { PrintRecord } from './render';
import { SourceTab } from './SourceTab';
import sheet from './print.module.css';

const styles = sheet.locals;

interface Props {
  /** The template to edit, or null for a new one. */
  id: string | null;
  onClose: () => void;
  onSaved: () => void;
}

type Tab = 'basic' | 'source' | 'design';
const NO_ERRORS: EditorErrors = { fields: {}, tables: {}, blocks: {} };
const BASIC_FIELDS = new Set(['fullName', 'enCode', 'category', 'sortCode']);

/** The tab holding the first problem, so the person sees it. */
function tabOf(errors: EditorErrors): Tab {
  const fields = Object.keys(errors.fields);
  if (fields.some((field) => BASIC_FIELDS.has(field))) return 'basic';
  if (fields.length > 0 || Object.keys(errors.tables).length > 0) return 'source';
  return 'design';
}

/** The print template editor (spec section 2): a full-screen dialog with settings, data source, layout and preview. */
export function TemplateEditor({ id, onClose, onSaved }: Props) {
  const { t } = useTranslation(SYSTEM_NS);
  const api = usePrintApi();
  const [values, setValues] = useState<EditorValues>(emptyValues);
  const [errors, setErrors] = useState<EditorErrors>(NO_ERRORS);
  const [categories, setCategories] = useState<CategoryOption[]>([]);
  const [fields, setFields] = useState<FieldsAnswer | null>(null);
  const [loadingFields, setLoadingFields] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [previewRecord, setPreviewRecord] = useState<PrintRecord | null>(null);
  const [previewId, setPreviewId] = useState('');
  const tabs = useRef<HTMLElement>(null);
  const [tab, setTab] = useState<Tab>('basic');
  // A refused save: the tab shown and a count of refusals. Once the messages have rendered, the
  // first field in error on that tab takes the focus, as in FormDialog (issue 17 item 5).
  const [refused, setRefused] = useState<{ tab: Tab; count: number } | null>(null);
  useEffect(() => {
    if (!refused) return;
    const frame = requestAnimationFrame(() => focusFirstInvalid(tabs.current?.querySelector<HTMLElement>(`sl-tab-panel[name="${refused.tab}"]`) ?? null));
    return () => cancelAnimationFrame(frame);
  }, [refused]);

  const set = useCallback(<K extends keyof EditorValues>(key: K, value: EditorValues[K]) => setValues((current) => ({ ...current, [key]: value })), []);

  const loadFields = useCallback(
    (source: EditorValues, announce: boolean) => {
      setLoadingFields(true);
      const body = source.type === 2 ? { type: 2, sourceForm: source.sourceForm } : { type: 1, sqlTemplate: toForm(source).sqlTemplate };
      api
        .fields(body)
        .then((answer) => {
          setFields(answer);
          setPreviewId((current) => current || answer.records[0] || '');
          if (announce) notifySuccess(t('print.source.fieldsLoaded'));
        }, () => undefined)
        .finally(() => setLoadingFields(false));
    },
    [api, t],
  );

  useEffect(() => {
    let active = true;
    api.categories().then((list) => active && setCategories(list), () => undefined);
    if (id) {
      api.get(id).then((template) => {
        if (!active) return;
        const loaded = fromTemplate(template);
        setValues(loaded);
        if (loaded.type === 2 || loaded.sqlMain) loadFields(loaded, false);
      }, () => undefined);
    } else {
      loadFields(emptyValues(), false);
    }
    return () => {
      active = false;
    };
  }, [api, id, loadFields]);

  /** Another kind of template has other fields: a form's load at once, a data source's on 获取字段. */
  const setBasic = <K extends keyof EditorValues>(key: K, value: EditorValues[K]) => {
    set(key, value);
    if (key !== 'type' || value === values.type) return;
    setFields(null);
    if (value === 2) loadFields({ ...values, type: 2 }, false);
  };

  const save = async () => {
    const found = validateEditor(values);
    setErrors(found);
    if (hasErrors(found)) {
      const refusedTab = tabOf(found);
      setTab(refusedTab);
      setRefused((current) => ({ tab: refusedTab, count: (current?.count ?? 0) + 1 }));
      notifyWarning(t('print.editor.fixErrors'));
      return;
    }
    setBusy(true);
    try {
      const form = toForm(values);
      if (id) await api.update(id, form);
      else await api.create(form);
    } catch {
      // The http client showed the server's message; the input stays.
      return;
    } finally {
      setBusy(false);
    }
    notifySuccess(t(id ? 'print.updated' : 'print.created'));
    onSaved();
  };

  const preview = async () => {
    // The saved template's data source fills the preview; an unsaved one previews empty.
    if (id && previewId.trim()) {
      try {
        const answer = await api.data(id, previewId.trim());
        setPreviewRecord({ data: answer.printData, operatorRecordList: answer.operatorRecordList });
      } catch {
        // Said by the http client.
      }
      return;
    }
    setPreviewRecord({ data: {}, operatorRecordList: [] });
  };

  const title = id ? t('print.editTitle', { name: values.fullName }) : t('print.newTitle');

  return (
    <sl-dialog
      open
      className={styles.fullScreen}
      label={title}
      style={{ '--width': '100vw' } as CSSProperties}
      onsl-request-close={(event: CustomEvent) => {
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        if (!busy && (event.detail as { source?: string } | null)?.source !== 'overlay') onClose();
      }}
    >
      <div className={styles.editorBar} role="toolbar" aria-label={title}>
        {fields && fields.records.length > 0 ? (
          <Select size="small" label={t('print.editor.previewRecord')} value={previewId} options={fields.records.map((record) => ({ value: record, label: record }))} onChange={setPreviewId} />
        ) : (
          <sl-input size="small" label={t('print.editor.previewRecord')} placeholder={t('print.editor.previewRecordHint')} value={previewId} onsl-input={(event: Event) => setPreviewId((event.target as HTMLInputElement).value)} />
        )}
        <sl-button size="small" onClick={() => void preview()}>
          <sl-icon slot="prefix" name="eye" />
          {t('print.preview.button')}
        </sl-button>
        <span className={styles.spacer} />
        <sl-button size="small" disabled={busy} onClick={onClose}>{t('print.cancel')}</sl-button>
        <sl-button size="small" variant="primary" loading={busy} onClick={() => void save()}>{t('print.save')}</sl-button>
      </div>
      <div className={styles.editorBody}>
        <TabGroup
          ref={tabs}
          active={tab}
          onShow={(name) => setTab(name as Tab)}
          panes={[
            {
              name: 'basic',
              label: t('print.tabs.basic'),
              children: (
                <div className={styles.tabPanel}>
                  <BasicTab values={values} errors={errors.fields} categories={categories} set={setBasic} />
                </div>
              ),
            },
            {
              name: 'source',
              label: t('print.tabs.source'),
              children: (
                <div className={styles.tabPanel}>
                  <SourceTab values={values} errors={errors} set={set} loadingFields={loadingFields} onLoadFields={() => loadFields(values, true)} />
                </div>
              ),
            },
            {
              name: 'design',
              label: t('print.tabs.design'),
              children: (
                <div className={styles.tabPanel}>
                  <DesignTab
                    document={values.document}
                    fields={fields}
                    selectedId={selectedId}
                    errors={errors.blocks}
                    onSelect={setSelectedId}
                    onChange={(document) => set('document', document)}
                  />
                </div>
              ),
            },
          ]}
        />
      </div>
      {previewRecord && (
        <PreviewDialog
          title={values.fullName}
          templateId={id}
          document={values.document}
          pageParam={values.pageParam}
          records={[previewRecord]}
          previewOnly
          onClose={() => setPreviewRecord(null)}
        />
      )}
    </sl-dialog>
  );
}
