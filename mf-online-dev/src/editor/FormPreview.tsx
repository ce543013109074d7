import { useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { ONLINE_DEV_NS } from '../i18n';
import type { Field } from '../model/types';
import { DynamicForm } from '../runtime/DynamicForm';
import { initialRecord } from '../runtime/recordValues';
import { useCalculations } from '../runtime/useCalculations';
import { validateRecord, type RecordErrors } from '../runtime/validation';
import sheet from './editor.module.css';

const styles = sheet.locals;

/** The phone width of the preview (an iPhone 12 to 15 in CSS pixels). */
export const PHONE_WIDTH = 390;

export type PreviewDevice = 'pc' | 'app';

/**
 * The fields one device shows: the runtime's form shows what is visible on pc, so for the phone the
 * fields meant for the app are marked for pc and the others left out.
 */
export function fieldsFor(fields: readonly Field[], device: PreviewDevice): Field[] {
  if (device === 'pc') return fields as Field[];
  return fields.flatMap((field) => {
    const { visibility, children } = field.__config__;
    if (Array.isArray(visibility) && !visibility.includes('app')) return [];
    return [{ ...field, __config__: { ...field.__config__, visibility: ['pc', 'app'], ...(children ? { children: fieldsFor(children, device) } : {}) } }];
  });
}

/** 预览: the form as the runtime renders it, at the page's width or a phone's, with its rules checkable. */
export function FormPreview({ fields, onClose }: { fields: readonly Field[]; onClose: () => void }) {
  const { t } = useTranslation(ONLINE_DEV_NS);
  const [device, setDevice] = useState<PreviewDevice>('pc');
  const shown = useMemo(() => fieldsFor(fields, device), [fields, device]);
  const [values, setValues] = useState<Record<string, unknown>>(() => initialRecord(fields));
  const [errors, setErrors] = useState<RecordErrors>({});
  const calculated = useCalculations(shown, values, t('designer.preview'));
  const width: CSSProperties = device === 'pc' ? { width: '100%' } : { width: `${PHONE_WIDTH}px` };

  return (
    <sl-dialog
      open
      label={t('designer.previewTitle')}
      style={{ '--width': '90vw' } as CSSProperties}
      onsl-request-close={(event: CustomEvent) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.previewBar}>
        <sl-radio-group
          label={t('designer.device')}
          value={device}
          onsl-change={(event: Event) => setDevice((event.target as HTMLInputElement).value === 'app' ? 'app' : 'pc')}
        >
          <sl-radio-button value="pc">{t('designer.devicePc')}</sl-radio-button>
          <sl-radio-button value="app">{t('designer.deviceApp', { width: PHONE_WIDTH })}</sl-radio-button>
        </sl-radio-group>
        <sl-button size="small" onClick={() => setErrors(validateRecord(shown, values))}>
          {t('designer.check')}
        </sl-button>
      </div>
      <div className={styles.previewFrame} style={width} data-device={device}>
        <DynamicForm
          fields={shown}
          values={values}
          onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
          errors={errors}
          calculated={calculated}
          shown={() => true}
        />
      </div>
      <sl-button slot="footer" onClick={onClose}>
        {t('common.close')}
      </sl-button>
    </sl-dialog>
  );
}
