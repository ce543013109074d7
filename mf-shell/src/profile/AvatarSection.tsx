import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@nanostores/react';
import { $user, loadCurrentUser, notifyError, notifySuccess } from '@atrium/shared';
import { useStyleSheet } from '@atrium/ui';
import { chooseAvatar, getAvatars, uploadAvatar, type AvatarOption } from './api';
import { PROFILE_NS } from './i18n';
import { checkImageFile, IMAGE_MAX_MB } from './imageFile';
import sheet from './profile.module.css';

const styles = sheet.locals;

/** The avatar: the server's set and the user's uploads to choose from (PUT Current/Avatar/{name}), or a new upload. */
export function AvatarSection() {
  useStyleSheet(sheet);
  const { t } = useTranslation(PROFILE_NS);
  const user = useStore($user);
  const [options, setOptions] = useState<AvatarOption[]>([]);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  function reload(): Promise<void> {
    return getAvatars().then(setOptions, () => undefined);
  }

  useEffect(() => {
    let active = true;
    getAvatars().then((list) => active && setOptions(list), () => undefined);
    return () => {
      active = false;
    };
  }, []);

  async function choose(name: string): Promise<void> {
    setBusy(true);
    try {
      await chooseAvatar(name);
      await loadCurrentUser(); // the navbar shows the new avatar from the session's user info
      notifySuccess(t('avatar.changed'));
    } catch {
      // the server's message was shown
    } finally {
      setBusy(false);
    }
  }

  async function upload(file: File): Promise<void> {
    const problem = checkImageFile(file);
    if (problem) {
      notifyError(t(problem.key, problem.key === 'image.tooLarge' ? { size: problem.size, unit: problem.unit } : {}));
      return;
    }
    setBusy(true);
    try {
      const uploaded = await uploadAvatar(file);
      await reload();
      setBusy(false);
      await choose(uploaded.name);
    } catch {
      setBusy(false);
    }
  }

  const current = user?.headIcon ?? '';
  const option = (item: AvatarOption, index: number) => (
    <button
      key={item.name}
      type="button"
      className={styles.avatarOption}
      aria-pressed={current === item.url}
      aria-label={t('avatar.option', { index: index + 1 })}
      data-avatar={item.name}
      disabled={busy}
      onClick={() => void choose(item.name)}
    >
      <img className={styles.avatarImage} src={item.url} alt="" />
    </button>
  );
  const builtIn = options.filter((item) => item.builtIn);
  const uploads = options.filter((item) => !item.builtIn);

  return (
    <div className={styles.panel}>
      <div className={styles.current}>
        <sl-avatar image={current} label={t('avatar.current')} initials={(user?.realName ?? '').slice(0, 1)} style={{ '--size': '88px' } as CSSProperties} data-testid="profile-avatar" />
        <div>
          <sl-button onClick={() => input.current?.click()} loading={busy}>
            <sl-icon slot="prefix" name="upload" />
            {t('avatar.upload')}
          </sl-button>
          <p className={styles.hint}>{t('avatar.uploadHint', { size: IMAGE_MAX_MB })}</p>
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
      </div>
      <h4>{t('avatar.choose')}</h4>
      <div className={styles.avatars}>{builtIn.map(option)}</div>
      {uploads.length > 0 && (
        <>
          <h4>{t('avatar.uploaded')}</h4>
          <div className={styles.avatars}>{uploads.map((item, index) => option(item, builtIn.length + index))}</div>
        </>
      )}
    </div>
  );
}
