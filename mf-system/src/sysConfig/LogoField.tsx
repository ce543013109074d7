import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUploader, type FileValue } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import type { LogoKey } from './api';
import sheet from './sysConfig.module.css';

const styles = sheet.locals;
const NONE: readonly FileValue[] = [];
/** A logo is small: 2 MB is plenty for a sharp PNG. */
const LOGO_MAX_MB = 2;

/** Where the server serves an uploaded logo once it is the configured one (server/src/routes/sys-config/logo.ts). */
export const logoUrl = (key: LogoKey, fileId: string): string => `/api/system/SysConfig/Logo/${key}/${encodeURIComponent(fileId)}`;

interface Props {
  name: LogoKey;
  label: string;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}

/**
 * A logo through the shared image uploader (issue 17 item 9): the current image as a preview, an
 * upload tile, and 移除. An uploaded image shows from its upload link until saved; afterwards the
 * server serves it publicly (the sign-in page shows it before anyone signs in).
 */
export function LogoField({ name, label, value, disabled, onChange }: Props) {
  const { t } = useTranslation(SYSTEM_NS);
  const [pending, setPending] = useState<{ value: string; preview: string } | null>(null);
  const preview = pending && pending.value === value ? pending.preview : value;

  const uploaded = (files: FileValue[]) => {
    const file = files[files.length - 1];
    if (!file) return;
    const next = logoUrl(name, file.fileId);
    setPending({ value: next, preview: file.url });
    onChange(next);
  };

  return (
    <div className={styles.logo} data-logo={name}>
      <span className={styles.logoLabel}>{label}</span>
      <div className={styles.logoRow}>
        <span className={styles.logoPreview}>
          {preview ? <img src={preview} alt={label} /> : <span className={styles.hint}>{t('sysConfigExtra.logoNone')}</span>}
        </span>
        {!disabled && (
          <>
            <ImageUploader type="annexpic" limit={1} value={NONE} fileSize={LOGO_MAX_MB} accept="image/png,image/jpeg,image/gif,image/webp" onChange={uploaded} aria-label={`${t('sysConfigExtra.logoUpload')} ${label}`} />
            {value && (
              <sl-button size="small" variant="text" onClick={() => onChange('')}>
                {t('sysConfigExtra.logoRemove')}
              </sl-button>
            )}
          </>
        )}
      </div>
      <p className={styles.hint}>{t('sysConfigExtra.logoHelp')}</p>
    </div>
  );
}
