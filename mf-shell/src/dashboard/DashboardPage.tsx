import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@nanostores/react';
import { $user, formatDate, thousands } from '@atrium/shared';
import { SHELL_NS } from '../i18n';
import { getDashboardOverview, type DashboardOverview } from './api';
import { useStyleSheet } from '@atrium/ui';
import sheet from './dashboard.module.css';

const styles = sheet.locals;

const figures: { key: keyof DashboardOverview; label: string }[] = [
  { key: 'userCount', label: 'dashboard.users' },
  { key: 'organizeCount', label: 'dashboard.organizations' },
  { key: 'departmentCount', label: 'dashboard.departments' },
  { key: 'roleCount', label: 'dashboard.roles' },
  { key: 'positionCount', label: 'dashboard.positions' },
  { key: 'onlineUserCount', label: 'dashboard.online' },
  { key: 'dictionaryCount', label: 'dashboard.dictionaries' },
  { key: 'menuCount', label: 'dashboard.menus' },
];

export function DashboardPage() {
  useStyleSheet(sheet);
  const { t } = useTranslation(SHELL_NS);
  const user = useStore($user);
  const [overview, setOverview] = useState<DashboardOverview | null>(null);

  useEffect(() => {
    let active = true;
    getDashboardOverview()
      .then((data) => active && setOverview(data))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);

  return (
    <div className={styles.dashboard}>
      <h2>{t('dashboard.welcome', { name: user?.realName || user?.account || '' })}</h2>
      <div className={styles.figures} aria-busy={!overview}>
        {figures.map(({ key, label }) => (
          <sl-card key={key} class={styles.figure} data-figure={key}>
            <div className={styles.figureLabel}>{t(label)}</div>
            <div className={styles.figureValue}>{overview ? thousands(Number(overview[key])) : '—'}</div>
          </sl-card>
        ))}
      </div>
      <sl-card class={styles.logins}>
        <h3 slot="header">{t('dashboard.lastLogins')}</h3>
        {overview && overview.lastLogins.length > 0 ? (
          <table className={styles.table}>
            <thead>
              <tr>
                <th>{t('dashboard.time')}</th>
                <th>{t('dashboard.ip')}</th>
              </tr>
            </thead>
            <tbody>
              {overview.lastLogins.map((entry, index) => (
                <tr key={index}>
                  <td>{formatDate(entry.time, 'yyyy-MM-dd HH:mm:ss')}</td>
                  <td>{entry.ip}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p>{t('dashboard.noLogins')}</p>
        )}
      </sl-card>
    </div>
  );
}
