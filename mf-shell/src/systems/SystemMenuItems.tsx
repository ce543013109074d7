// The user menu's system switch (spec section 2 "User menu"): only with more than one system, the
// current one disabled. Choosing another tells the server, then reloads the page on the home page,
// so every module starts over with the new system's menus and permissions.
import { useTranslation } from 'react-i18next';
import { useStore } from '@nanostores/react';
import { $user } from '@atrium/shared';
import { SHELL_NS } from '../i18n';
import { reloadOnHome } from '../majors/reloadHome';
import { switchSystem } from './api';

const PREFIX = 'system:';

export function SystemMenuItems() {
  const { t } = useTranslation(SHELL_NS);
  const systems = useStore($user)?.systemIds ?? [];
  if (systems.length <= 1) return null;
  return (
    <>
      <sl-divider />
      <sl-menu-label>{t('layout.switchSystem')}</sl-menu-label>
      {systems.map((system) => (
        <sl-menu-item key={system.id} value={PREFIX + system.id} type="checkbox" checked={system.currentSystem === true} disabled={system.currentSystem === true}>
          {system.name}
        </sl-menu-item>
      ))}
      <sl-divider />
    </>
  );
}

/** Handles a user-menu choice if it is a system; returns whether it was one. */
export function selectSystem(value: string): boolean {
  if (!value.startsWith(PREFIX)) return false;
  switchSystem(value.slice(PREFIX.length)).then(
    reloadOnHome, // the current page may not exist in the other system
    () => undefined, // the http client already showed the server's message
  );
  return true;
}
