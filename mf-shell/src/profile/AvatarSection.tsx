import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@nanostores/react';
import { $user, DEFAULT_IMAGE_SIZE, loadCurrentUser, notifySuccess } from '@atrium/shared';
import { ImageUploader, useStyleSheet, type FileValue } from '@atrium/ui';
import { chooseAvatar, getAvatars, type AvatarOption } from './api';
import { PROFILE_NS } from './i18n';
import sheet from './profile.module.css';

const styles = sheet.locals;
/** The uploader holds nothing itself: a stored image becomes the avatar and is listed below. */
const NONE: readonly FileValue[] = [];

/**
 * The avatar: the server's set and the user's earlier avatars to choose from, or a new image
 * through the image uploader (file store, JNPF's userAvatar type, one image of at most 10 MB);
 * either is saved with PUT Current/Avatar/{name}, a new image by its stored file's id.
 */
export function AvatarSection() {
  useStyleSheet(sheet);
  const { t } = useTranslation(PROFILE_NS);
  const user = useStore($user);
  const [options, setOptions] = useState<AvatarOption[]>([]);
  const [busy, setBusy] = useState(false);

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

  // The uploader hands over each stored image; it becomes the avatar at once and joins the list.
  function uploaded(files: FileValue[]): void {
    const file = files[files.length - 1];
    if (!file) return;
    void choose(file.fileId).then(reload);
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
        <div data-testid="avatar-upload">
          <ImageUploader type="userAvatar" limit={1} value={NONE} onChange={uploaded} disabled={busy} aria-label={t('avatar.upload')} />
          <p className={styles.hint}>{t('avatar.uploadHint', { size: DEFAULT_IMAGE_SIZE })}</p>
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
