import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDelete, notifySuccess } from '@atrium/shared';
import { ImageUploader, useStyleSheet, type FileValue } from '@atrium/ui';
import { addSignImage, deleteSignImage, getSignImages, setDefaultSignImage, type SignImage } from './api';
import { PROFILE_NS } from './i18n';
import sheet from './profile.module.css';

const styles = sheet.locals;
/** The uploader holds nothing itself: each stored image is added to the list and shown there. */
const NONE: readonly FileValue[] = [];

/**
 * Signature images (GET, POST Current/SignImg; PUT, DELETE Current/{id}/SignImg): add one with
 * the image uploader (file store; POST with its fileId), make one the default, delete one after
 * a confirmation naming it.
 */
export function SignImageSection() {
  useStyleSheet(sheet);
  const { t } = useTranslation(PROFILE_NS);
  const [list, setList] = useState<SignImage[] | null>(null);
  const [busy, setBusy] = useState(false);

  const reload = () => getSignImages().then(setList, () => undefined);

  useEffect(() => {
    let active = true;
    getSignImages().then((result) => active && setList(result), () => undefined);
    return () => {
      active = false;
    };
  }, []);

  async function run(action: () => Promise<unknown>, message: string): Promise<void> {
    setBusy(true);
    try {
      await action();
      notifySuccess(message);
      await reload();
    } catch {
      // the server's message was shown
    } finally {
      setBusy(false);
    }
  }

  function uploaded(files: FileValue[]): void {
    const file = files[files.length - 1];
    if (file) void run(() => addSignImage(file.fileId), t('sign.added'));
  }

  async function remove(item: SignImage, index: number): Promise<void> {
    if (!(await confirmDelete(t('sign.confirmDelete', { name: t('sign.image', { index: index + 1 }) })))) return;
    await run(() => deleteSignImage(item.id), t('sign.deleted'));
  }

  return (
    <div className={styles.panel}>
      <div data-testid="sign-upload">
        <ImageUploader type="annexpic" limit={1} value={NONE} onChange={uploaded} disabled={busy} aria-label={t('sign.add')} />
      </div>
      {list && list.length === 0 && <p className={styles.hint}>{t('sign.empty')}</p>}
      <div className={styles.signs} data-testid="sign-list">
        {(list ?? []).map((item, index) => (
          <div key={item.id} className={styles.sign} data-default={item.isDefault === 1 ? '' : undefined} data-sign={item.id}>
            <img src={item.signImg} alt={t('sign.image', { index: index + 1 })} />
            <div className={styles.signActions}>
              {item.isDefault === 1 ? (
                <sl-tag size="small" variant="primary">{t('sign.isDefault')}</sl-tag>
              ) : (
                <sl-button size="small" disabled={busy} onClick={() => void run(() => setDefaultSignImage(item.id), t('sign.defaultSet'))}>
                  {t('sign.setDefault')}
                </sl-button>
              )}
              <sl-button size="small" variant="danger" outline disabled={busy} onClick={() => void remove(item, index)}>
                {t('sign.delete')}
              </sl-button>
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
