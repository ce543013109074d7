import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@nanostores/react';
import { $user, formatDate, resolveWidgetModule, thousands } from '@atrium/shared';
import { WidgetParcel } from '../content/WidgetParcel';
import { SHELL_NS } from '../i18n';
import { getDashboardOverview, type DashboardOverview } from './api';
import { DataTable, useStyleSheet, type DataTableColumn } from '@atrium/ui';
import { PortalSwitcher } from './PortalSwitcher';
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

interface LoginRow {
  id: string;
  time: number | string;
  ip: string;
}

/** The widget (route manifest `widgets`) that renders a portal: mount props `{ portalId }`. */
export const PORTAL_WIDGET = 'portalView';

/**
 * The home page: the user's portal (userInfo.portalId, chosen with 切换门户) when they have one and
 * a module provides the renderer, else the overview of figures and last sign-ins. A portal that
 * fails to load falls back to the overview (the shell has already said so).
 */
export function DashboardPage() {
  useStyleSheet(sheet);
  const { t } = useTranslation(SHELL_NS);
  const user = useStore($user);
  const portalId = user?.portalId ?? '';
  const portalModule = resolveWidgetModule(PORTAL_WIDGET);
  const [failedPortal, setFailedPortal] = useState<string | null>(null);
  const showPortal = portalId !== '' && portalModule !== null && failedPortal !== portalId;

  return (
    <div className={styles.dashboard}>
      <div className={styles.heading}>
        <h2>{t('dashboard.welcome', { name: user?.realName || user?.account || '' })}</h2>
        <PortalSwitcher current={portalId} />
      </div>
      {showPortal && portalModule ? (
        <WidgetParcel key={portalId} moduleName={portalModule} widget={PORTAL_WIDGET} props={{ portalId }} onClose={() => setFailedPortal(portalId)} />
      ) : (
        <Overview />
      )}
    </div>
  );
}

/** Today's figures and the caller's last sign-ins. */
function Overview() {
  const { t } = useTranslation(SHELL_NS);
  const [overview, setOverview] = useState<DashboardOverview | null>(null);

  const loginRows = useMemo<LoginRow[]>(
    () => (overview?.lastLogins ?? []).map((entry, index) => ({ id: String(index), time: entry.time, ip: entry.ip })),
    [overview],
  );
  // The shared table shows "—" for an empty cell (a sign-in whose address was not recorded).
  const loginColumns: DataTableColumn<LoginRow>[] = [
    { key: 'time', label: t('dashboard.time'), render: (row) => formatDate(row.time, 'yyyy-MM-dd HH:mm:ss') },
    { key: 'ip', label: t('dashboard.ip') },
  ];

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
    <>
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
        <DataTable
          columns={loginColumns}
          rows={loginRows}
          loading={!overview}
          emptyText={t('dashboard.noLogins')}
          authorize={false}
          aria-label={t('dashboard.lastLogins')}
        />
      </sl-card>
    </>
  );
}
