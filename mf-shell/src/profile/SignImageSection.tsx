import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDelete, notifyError, notifySuccess } from '@atrium/shared';
import { useStyleSheet } from '@atrium/ui';
import { addSignImage, deleteSignImage, getSignImages, setDefaultSignImage, type SignImage } from './api';
import { PROFILE_NS } from './i18n';
import { checkImageFile, readAsDataUrl } from './imageFile';
import sheet from './profile.module.css';

const styles = sheet.locals;

/** Signature images (GET, POST Current/SignImg; PUT, DELETE Current/{id}/SignImg): upload, make default, delete. */
export function SignImageSection() {
  useStyleSheet(sheet);
  const { t } = useTranslation(PROFILE_NS);
  const [list, setList] = useState<SignImage[] | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

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

  async function upload(file: File): Promise<void> {
    const problem = checkImageFile(file);
    if (problem) {
      notifyError(t(problem.key, problem.key === 'image.tooLarge' ? { size: problem.size, unit: problem.unit } : {}));
      return;
    }
    let dataUrl: string;
    try {
      dataUrl = await readAsDataUrl(file);
    } catch {
      notifyError(t('image.readError', { name: file.name }));
      return;
    }
    await run(() => addSignImage(dataUrl, false), t('sign.added'));
  }

  async function remove(item: SignImage): Promise<void> {
    if (!(await confirmDelete())) return;
    await run(() => deleteSignImage(item.id), t('sign.deleted'));
  }

  return (
    <div className={styles.panel}>
      <sl-button variant="primary" loading={busy} onClick={() => input.current?.click()}>
        <sl-icon slot="prefix" name="upload" />
        {t('sign.add')}
      </sl-button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        className={styles.hiddenInput}
        data-testid="sign-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
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
              <sl-button size="small" variant="danger" outline disabled={busy} onClick={() => void remove(item)}>
                {t('sign.delete')}
              </sl-button>
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
