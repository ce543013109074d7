import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@atrium/shared';
import { UserSelect } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import type { AdminUser, SysConfigApi } from './api';
import sheet from './sysConfig.module.css';

const styles = sheet.locals;

/**
 * The system administrators (getAdminList / setAdminList): listed for anyone who may open the
 * page, replaced only by an administrator (the server refuses everyone else), never emptied.
 */
export function AdminPanel({ api, isAdmin }: { api: SysConfigApi; isAdmin: boolean }) {
  const { t } = useTranslation(SYSTEM_NS);
  const [admins, setAdmins] = useState<AdminUser[]>([]);
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const load = () => api.adminList().then((data) => setAdmins(data.list), () => undefined);
  useEffect(() => {
    void load();
  }, [api]);

  const save = () => {
    if (!chosen) return;
    if (chosen.length === 0) {
      setError(t('sysConfigExtra.adminsEmpty'));
      return;
    }
    setBusy(true);
    api.setAdminList(chosen).then(() => {
      notifySuccess(t('sysConfigExtra.adminsSaved'));
      setChosen(null);
      void load();
    }, () => undefined).finally(() => setBusy(false));
  };

  return (
    <div className={styles.admins}>
      <p className={styles.hint}>{t('sysConfigExtra.adminsHelp')}</p>
      <ul className={styles.adminList} aria-label={t('sysConfigExtra.admins')}>
        {admins.map((admin) => (
          <li key={admin.id}>
            <sl-tag size="small" variant="primary">{`${admin.realName}/${admin.account}`}</sl-tag>
          </li>
        ))}
      </ul>
      {isAdmin ? (
        <div className={styles.adminEdit}>
          <UserSelect
            label={t('sysConfigExtra.adminsEdit')}
            multiple
            value={chosen ?? admins.map((admin) => admin.id)}
            invalid={error !== ''}
            onChange={(values) => {
              setChosen(values);
              setError(values.length === 0 ? t('sysConfigExtra.adminsEmpty') : '');
            }}
          />
          {error && <p className={styles.error} role="alert">{error}</p>}
          <sl-button size="small" variant="primary" disabled={chosen === null} loading={busy} onClick={save}>
            {t('sysConfigExtra.adminsSave')}
          </sl-button>
        </div>
      ) : (
        <p className={styles.hint}>{t('sysConfigExtra.adminsOnly')}</p>
      )}
    </div>
  );
}
