import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, FormField } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import { useSave } from '../common/useSave';
import type { MapApi } from './api';
import { MapPreview } from './MapPreview';
import { MAP_CODE_MAX, MAP_NAME_MAX, validateMap, type MapValues } from './rules';
import sheet from './map.module.css';

const styles = sheet.locals;

interface Props {
  api: MapApi;
  /** The map to edit, or null to upload a new one. */
  id: string | null;
  onClose: () => void;
  onSaved: () => void;
}

const inputValue = (event: Event) => (event.target as HTMLInputElement).value;

/** 新建地图 / 编辑地图: name, area code, the GeoJSON file (previewed once read), sort and status. */
export function MapDialog({ api, id, onClose, onSaved }: Props) {
  const { t } = useTranslation(SYSTEM_NS);
  const [values, setValues] = useState<MapValues>({ fullName: '', enCode: '' });
  const [sortCode, setSortCode] = useState('0');
  const [enabled, setEnabled] = useState(1);
  /** The chosen file's text ('' while none is chosen; editing keeps the stored one then). */
  const [data, setData] = useState('');
  const [fileName, setFileName] = useState('');
  const [stored, setStored] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'fullName' | 'enCode' | 'data', string>>>({});
  const input = useRef<HTMLInputElement>(null);
  const { busy, run } = useSave(onSaved);

  useEffect(() => {
    if (!id) return undefined;
    let active = true;
    api.get(id).then((map) => {
      if (!active) return;
      setValues({ fullName: map.fullName, enCode: map.enCode });
      setSortCode(String(map.sortCode));
      setEnabled(map.enabledMark);
      setStored(map.data);
    }, () => undefined);
    return () => {
      active = false;
    };
  }, [api, id]);

  const choose = (file: File | undefined) => {
    if (!file) return;
    void file.text().then((text) => {
      setData(text);
      setFileName(file.name);
      const found = validateMap(values, text, id === null);
      setErrors((current) => ({ ...current, data: found.data }));
    });
  };

  const save = () => {
    const found = validateMap(values, data, id === null);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const form = { fullName: values.fullName.trim(), enCode: values.enCode.trim(), data, sortCode: Number(sortCode) || 0, enabledMark: enabled };
    void run(() => (id ? api.update(id, form) : api.create(form)), t('map.saved'));
  };

  const shown = data || stored;
  return (
    <FormDialog title={t(id ? 'map.editTitle' : 'map.addTitle')} width={640} busy={busy} onConfirm={save} onClose={onClose}>
      <FormField name="fullName" error={errors.fullName ?? null}>
        <sl-input label={t('map.fullName')} required maxlength={MAP_NAME_MAX} placeholder={t('map.fullNamePlaceholder')} value={values.fullName} onsl-input={(event: Event) => setValues((current) => ({ ...current, fullName: inputValue(event) }))} />
      </FormField>
      <FormField name="enCode" error={errors.enCode ?? null}>
        <sl-input label={t('map.enCode')} required maxlength={MAP_CODE_MAX} placeholder={t('map.enCodePlaceholder')} help-text={t('map.enCodeHelp')} value={values.enCode} onsl-input={(event: Event) => setValues((current) => ({ ...current, enCode: inputValue(event) }))} />
      </FormField>
      <FormField name="data" error={errors.data ?? null}>
        <span className={`${styles.label} ${styles.required}`}>{t('map.file')}</span>
        <div className={styles.fileRow}>
          <input ref={input} type="file" accept=".json,.geojson,application/json,application/geo+json" hidden data-testid="map-file" onChange={(event) => choose(event.target.files?.[0])} />
          <sl-button size="small" onClick={() => input.current?.click()}>
            <sl-icon slot="prefix" name="upload" />
            {t('map.chooseFile')}
          </sl-button>
          <span className={styles.fileName}>{fileName || (stored ? t('map.keepStored') : t('map.noFile'))}</span>
        </div>
        <p className={styles.hint}>{t('map.fileHelp')}</p>
      </FormField>
      {shown && !errors.data && <MapPreview data={shown} width={560} />}
      <FormField name="sortCode">
        <sl-input type="number" min={0} label={t('map.sortCode')} value={sortCode} onsl-input={(event: Event) => setSortCode(inputValue(event))} />
      </FormField>
      <FormField name="enabledMark">
        <sl-switch checked={enabled === 1} onsl-change={(event: Event) => setEnabled((event.target as HTMLInputElement).checked ? 1 : 0)}>
          {t('map.enabled')}
        </sl-switch>
      </FormField>
    </FormDialog>
  );
}
