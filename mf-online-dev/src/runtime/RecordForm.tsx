import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess, notifyWarning } from '@atrium/shared';
import { ONLINE_DEV_NS } from '../i18n';
import type { OnlineDevApi } from './api';
import { calculateRecord, compileRecord, withCalculated } from './calculations';
import { DynamicForm, visibleOnPc, type FieldFilter } from './DynamicForm';
import { FormPopup, type PopupSettings } from './FormPopup';
import { createUploadTracker, UploadTrackerContext } from './fields/uploadTracker';
import type { RuntimeModel } from './model';
import { initialRecord, toPayload } from './recordValues';
import { useCalculations } from './useCalculations';
import { validateRecord, type RecordErrors } from './validation';

interface Props {
  model: RuntimeModel;
  /** The record to edit, or null for a new one. */
  recordId: string | null;
  api: OnlineDevApi;
  popup: PopupSettings;
  shown: FieldFilter;
  onClose: () => void;
  onSaved: () => void;
}

/** 新增 / 编辑 a record in the module's popup, with the module's rules (checked again by the server). */
export function RecordForm({ model, recordId, api, popup, shown, onClose, onSaved }: Props) {
  const { t } = useTranslation(ONLINE_DEV_NS);
  const fields = model.formData.fields;
  const [values, setValues] = useState<Record<string, unknown>>(() => initialRecord(fields));
  const [loading, setLoading] = useState(recordId !== null);
  const [errors, setErrors] = useState<RecordErrors>({});
  const [busy, setBusy] = useState(false);
  const calculated = useCalculations(fields, values, model.fullName);
  const compiled = useMemo(() => compileRecord(fields), [fields]);
  const host = useRef<HTMLDivElement>(null);
  const [uploads] = useState(createUploadTracker);
  const visible: FieldFilter = (field, table) => visibleOnPc(field) && shown(field, table);

  useEffect(() => {
    if (recordId === null) return undefined;
    let active = true;
    api.get(model.modelId, recordId).then(
      (record) => {
        if (!active) return;
        setValues({ ...initialRecord(fields), ...record, id: recordId });
        setLoading(false);
      },
      () => active && onClose(),
    );
    return () => {
      active = false;
    };
    // The form loads its record once; onClose is the parent's and may change identity.
  }, [api, model.modelId, recordId, fields]);

  // Once a save found problems, each change re-checks, so a fixed field loses its message.
  useEffect(() => {
    setErrors((current) => (Object.keys(current).length === 0 ? current : validateRecord(fields, values, visible)));
    // `visible` is derived from `shown` on each render; the values are what change.
  }, [values, fields]);

  const save = async () => {
    // A file still on its way would be missing from the record (the server never sees it).
    const blocked = uploads.block();
    if (blocked) {
      notifyWarning(t(blocked === 'uploading' ? 'run.uploading' : 'run.uploadFailed'));
      return;
    }
    const found = validateRecord(fields, values, visible);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // Focus goes to the first field that needs attention (style note: dialogs).
      setTimeout(() => (host.current?.querySelector('[aria-invalid="true"], [data-invalid="true"] [aria-invalid], [data-invalid="true"]') as HTMLElement | null)?.focus?.(), 0);
      return;
    }
    // The results as of now, not as of the last debounce.
    const payload = toPayload(fields, withCalculated(values, calculateRecord(compiled, values)));
    setBusy(true);
    try {
      if (recordId === null) await api.create(model.modelId, payload);
      else await api.update(model.modelId, recordId, payload);
    } catch {
      return;
    } finally {
      setBusy(false);
    }
    notifySuccess(t(recordId === null ? 'run.created' : 'run.updated'));
    onSaved();
  };

  const title = t(recordId === null ? 'run.addTitle' : 'run.editTitle', { name: model.fullName });
  return (
    <FormPopup popup={popup} title={title} busy={busy || loading} onConfirm={() => void save()} onClose={onClose}>
      <UploadTrackerContext.Provider value={uploads}>
        <div ref={host}>
          {loading ? (
            <sl-spinner aria-label={t('common.loading')} />
          ) : (
            <DynamicForm
              fields={fields}
              values={values}
              errors={errors}
              calculated={calculated}
              shown={shown}
              onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
            />
          )}
        </div>
      </UploadTrackerContext.Provider>
    </FormPopup>
  );
}
