import { Fragment, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess, refreshCurrentUser } from '@atrium/shared';
import { SHELL_NS } from '../i18n';
import { getPortalGroups, setDefaultPortal, type PortalGroup } from './api';

/**
 * 切换门户: the enabled portals by category, the current one checked. Choosing one makes it the
 * caller's home on the server, then reads the user info again so the home page follows
 * (userInfo.portalId). Shown only when there is a portal to choose.
 */
export function PortalSwitcher({ current }: { current: string }) {
  const { t } = useTranslation(SHELL_NS);
  const [groups, setGroups] = useState<PortalGroup[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let active = true;
    getPortalGroups().then(
      (found) => active && setGroups(found),
      () => undefined, // no switcher: the home page works without it
    );
    return () => {
      active = false;
    };
  }, []);

  const choose = async (id: string) => {
    if (id === current || busy) return;
    const name = groups.flatMap((group) => group.portals).find((portal) => portal.id === id)?.fullName ?? '';
    setBusy(true);
    try {
      await setDefaultPortal(id);
      // A failed refresh only delays the change to the next load: the choice is saved.
      await refreshCurrentUser().catch(() => undefined);
      notifySuccess(t('dashboard.portalSwitched', { name }));
    } catch {
      // the http client already showed the server's message
    } finally {
      setBusy(false);
    }
  };

  if (groups.length === 0) return null;
  return (
    <sl-dropdown placement="bottom-end" data-testid="portal-switcher">
      <sl-button slot="trigger" size="small" caret disabled={busy} loading={busy}>
        <sl-icon slot="prefix" name="grid-1x2" aria-hidden="true" />
        {t('dashboard.switchPortal')}
      </sl-button>
      <sl-menu
        aria-label={t('dashboard.switchPortal')}
        onsl-select={(event: CustomEvent) => {
          const value = (event.detail as { item: { value: string } }).item.value;
          void choose(value);
        }}
      >
        {groups.map((group) => (
          <Fragment key={group.id || 'loose'}>
            {group.fullName && <sl-menu-label>{group.fullName}</sl-menu-label>}
            {group.portals.map((portal) => (
              <sl-menu-item key={portal.id} value={portal.id} type="checkbox" checked={portal.id === current}>
                {portal.fullName}
              </sl-menu-item>
            ))}
          </Fragment>
        ))}
      </sl-menu>
    </sl-dropdown>
  );
}
