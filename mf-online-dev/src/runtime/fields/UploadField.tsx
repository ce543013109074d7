// 文件上传 / 图片上传 of a released form (issue 15): the shared uploaders of @atrium/ui on the shared
// upload engine (issue 14), with the field's limit, accepted types and size; the value is the
// JSON array of {name, fileId, url} JNPF stores.
import { useEffect } from 'react';
import { FileUploader, ImageUploader, useOwnUploader, type FileValue } from '@atrium/ui';
import type { SizeUnit, Uploader } from '@atrium/shared';
import type { Field } from '../../model/types';
import { fileValue, filesOf } from './files';
import { useUploadTracker } from './uploadTracker';
import sheet from '../runtime.module.css';

const styles = sheet.locals;

interface Props {
  field: Field;
  value: unknown;
  onChange: (value: FileValue[]) => void;
  label: string | undefined;
  required: boolean;
  disabled: boolean;
  invalid: boolean;
  /** Tests pass an uploader with a fake transport. */
  uploader?: Uploader;
}

const SIZE_UNITS = new Set(['KB', 'MB', 'GB']);
const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const count = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined);

export function UploadField({ field, value, onChange, label, required, disabled, invalid, uploader: given }: Props) {
  const image = field.__config__.jnpfKey === 'uploadImg';
  // The field owns its uploader, so the form can see files still on their way and refuse to save without them.
  const uploader = useOwnUploader(given);
  const tracker = useUploadTracker();
  useEffect(() => (uploader ? tracker.register(uploader) : undefined), [tracker, uploader]);
  const common = {
    value: filesOf(value),
    onChange: (files: FileValue[]) => onChange(fileValue(files)),
    limit: count(field.limit),
    accept: text(field.accept),
    fileSize: count(field.fileSize),
    sizeUnit: SIZE_UNITS.has(String(field.sizeUnit)) ? (field.sizeUnit as SizeUnit) : undefined,
    pathType: text(field.pathType),
    folder: text(field.folder),
    disabled,
    'aria-label': field.__config__.label,
    uploader: uploader ?? undefined,
  };
  return (
    <fieldset className={styles.choiceGroup} data-invalid={invalid || undefined} data-kind={field.__config__.jnpfKey}>
      {label && (
        <legend>
          {label}
          {required && <span className={styles.requiredMark}>*</span>}
        </legend>
      )}
      {uploader === null ? null : image ? <ImageUploader {...common} /> : <FileUploader {...common} buttonText={text(field.buttonText)} tip={text(field.tip)} />}
    </fieldset>
  );
}
