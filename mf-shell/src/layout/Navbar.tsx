import { useTranslation } from 'react-i18next';
import { useStore } from '@nanostores/react';
import { $user, confirmDialog, lockScreen, logout, navigate } from '@atrium/shared';
import { SHELL_NS } from '../i18n';
import { useStyleSheet } from '@atrium/ui';
import sheet from './layout.module.css';

const styles = sheet.locals;

interface Props {
  collapsed: boolean;
  onToggle: () => void;
}

export function Navbar({ collapsed, onToggle }: Props) {
  useStyleSheet(sheet);
  const { t } = useTranslation(SHELL_NS);
  const user = useStore($user);

  async function signOut(): Promise<void> {
    if (!(await confirmDialog({ message: t('layout.logoutConfirm') }))) return;
    await logout();
    navigate('/login');
  }

  function onSelect(event: CustomEvent): void {
    const item = (event.detail as { item: { value: string } }).item;
    if (item.value === 'logout') void signOut();
    if (item.value === 'lock') {
      lockScreen();
      navigate('/lockScreen');
    }
  }

  return (
    <header className={styles.navbar}>
      <sl-icon-button
        name={collapsed ? 'text-indent-left' : 'text-indent-right'}
        label={t('layout.toggleSidebar')}
        onClick={onToggle}
      />
      <div className={styles.navbarSpacer} />
      <sl-dropdown placement="bottom-end">
        <sl-button slot="trigger" variant="text" caret data-testid="user-menu">
          {user?.realName || user?.account || ''}
        </sl-button>
        <sl-menu onsl-select={onSelect}>
          <sl-menu-item value="lock">{t('layout.lockScreen')}</sl-menu-item>
          <sl-divider />
          <sl-menu-item value="logout">{t('layout.logout')}</sl-menu-item>
        </sl-menu>
      </sl-dropdown>
    </header>
  );
}
