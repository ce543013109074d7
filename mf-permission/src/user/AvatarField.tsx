import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@atrium/shared';
import { PERMISSION_NS } from '../i18n';
import sheet from '../common/permission.module.css';
import { getAvatarOptions, uploadAvatar, type AvatarOption } from './api';

const styles = sheet.locals;

/** The server refuses larger pictures (POST /Users/Current/Avatar). */
export const AVATAR_MAX_MB = 10;

interface Props {
  label: string;
  /** The headIcon url ('' for none). */
  value: string;
  onChange: (url: string) => void;
  /** Initials shown when there is no picture. */
  initials: string;
}

/**
 * A user's avatar, as the profile page offers it: one of the server's set or an uploaded picture
 * (stored among the signed-in administrator's uploads; the url is what headIcon keeps).
 */
export function AvatarField({ label, value, onChange, initials }: Props) {
  const { t } = useTranslation(PERMISSION_NS);
  const [options, setOptions] = useState<AvatarOption[]>([]);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    let active = true;
    getAvatarOptions().then((list) => active && setOptions(list), () => undefined);
    return () => {
      active = false;
    };
  }, []);

  const upload = async (file: File) => {
    if (!file.type.startsWith('image/')) return notifyError(t('user.avatarNotImage'));
    if (file.size > AVATAR_MAX_MB * 1024 * 1024) return notifyError(t('user.avatarTooLarge', { size: AVATAR_MAX_MB }));
    setBusy(true);
    try {
      const uploaded = await uploadAvatar(file);
      setOptions((current) => [...current.filter((item) => item.name !== uploaded.name), { ...uploaded, builtIn: false }]);
      onChange(uploaded.url);
    } catch {
      // The server's message was shown.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.avatarField} role="group" aria-label={label}>
      <div className={styles.avatarHead}>
        <sl-avatar image={value} initials={initials.slice(0, 1)} label={label} style={{ '--size': '48px' } as CSSProperties} />
        <sl-button size="small" loading={busy} onClick={() => input.current?.click()}>
          <sl-icon slot="prefix" name="upload" />
          {t('user.uploadAvatar')}
        </sl-button>
        {value && (
          <sl-button size="small" variant="text" onClick={() => onChange('')}>
            {t('user.noAvatar')}
          </sl-button>
        )}
        <input
          ref={input}
          type="file"
          accept="image/*"
          className={styles.hiddenInput}
          data-testid="avatar-file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
      </div>
      <p className={styles.hint}>{t('user.uploadHint', { size: AVATAR_MAX_MB })}</p>
      <div className={styles.avatars} aria-label={t('user.chooseAvatar')}>
        {options.map((item, index) => (
          <button
            key={item.name}
            type="button"
            className={styles.avatarOption}
            aria-pressed={value === item.url}
            aria-label={t('user.avatarOption', { index: index + 1 })}
            disabled={busy}
            onClick={() => onChange(item.url)}
          >
            <img src={item.url} alt="" />
          </button>
        ))}
      </div>
    </div>
  );
}
