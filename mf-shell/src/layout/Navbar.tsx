import { lazy, memo, Suspense, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@nanostores/react';
import { $settings, $user, confirmDialog, lockScreen, logout, navigate, updateSettings } from '@atrium/shared';
import { useStyleSheet } from '@atrium/ui';
import { SHELL_NS } from '../i18n';
import { PROFILE_PATH } from '../paths';
import { ChatButton } from '../navbar/ChatButton';
import { FlowTodoButton } from '../navbar/FlowTodoButton';
import { FullscreenButton } from '../navbar/FullscreenButton';
import { LanguageSelect } from '../navbar/LanguageSelect';
import { MessageBell } from '../navbar/MessageBell';
import { MoreActionsTrigger } from '../navbar/MoreActionsTrigger';
import { SizeSelect } from '../navbar/SizeSelect';
import { MajorMenuItems, selectMajor } from '../majors/MajorMenuItems';
import { selectSystem, SystemMenuItems } from '../systems/SystemMenuItems';
import sheet from './layout.module.css';

const styles = sheet.locals;

// fuse.js and the drawer come only when the navbar first needs them.
const HeaderSearch = lazy(() => import('../search/HeaderSearch').then((module) => ({ default: module.HeaderSearch })));
const SettingsDrawer = lazy(() => import('../settings/SettingsDrawer').then((module) => ({ default: module.SettingsDrawer })));
const ChangePasswordDialog = lazy(() => import('../account/ChangePasswordDialog').then((module) => ({ default: module.ChangePasswordDialog })));
const AboutDialog = lazy(() => import('../about/AboutDialog').then((module) => ({ default: module.AboutDialog })));

interface NavbarProps {
  /** What the layout puts at the start of the header (logo, top menu); a spacer when absent. */
  start?: ReactNode;
  /** False in layouts without a sidebar. */
  sidebarToggle?: boolean;
  /**
   * Below 992 px: the bell and the user menu stay, every other control folds into a 更多 menu so
   * nothing sits off the right edge of a phone (issue 19 item 1).
   */
  compact?: boolean;
}

/** Memoised: it depends on atoms and its layout's props only, so a route change does not re-render it. */
export const Navbar = memo(function Navbar({ start, sidebarToggle = true, compact = false }: NavbarProps) {
  useStyleSheet(sheet);
  const { t } = useTranslation(SHELL_NS);
  const user = useStore($user);
  const settings = useStore($settings);
  const [drawer, setDrawer] = useState<'closed' | 'open' | 'hidden'>('closed');
  const [changingPassword, setChangingPassword] = useState(false);
  const [about, setAbout] = useState(false);
  // The user menu's organisation and position groups load when a pointer or the focus reaches its
  // trigger (or it opens some other way), not with every page.
  const [userMenuWanted, setUserMenuWanted] = useState(false);
  const wantUserMenu = () => setUserMenuWanted(true);

  async function signOut(): Promise<void> {
    if (!(await confirmDialog({ message: t('layout.logoutConfirm') }))) return;
    await logout();
    navigate('/login');
  }

  function lock(): void {
    lockScreen();
    navigate('/lockScreen');
  }

  function onSelect(event: CustomEvent): void {
    const item = (event.detail as { item: { value: string } }).item;
    if (selectSystem(item.value) || selectMajor(item.value)) return;
    if (item.value === 'logout') void signOut();
    if (item.value === 'lock') lock();
    if (item.value === 'password') setChangingPassword(true);
    if (item.value === 'profile') navigate(PROFILE_PATH);
    if (item.value === 'about') setAbout(true);
  }

  // In the bar on a wide screen, in the 更多 panel on a narrow one: the same controls either way.
  const controls = (
    <>
      {settings.showSearch && (
        <Suspense fallback={null}>
          <HeaderSearch />
        </Suspense>
      )}
      <FullscreenButton />
      {settings.showLanguage && <LanguageSelect />}
      <SizeSelect />
      <ChatButton />
      <sl-icon-button name="lock" label={t('layout.lockScreen')} title={t('layout.lockScreen')} onClick={lock} />
      <sl-icon-button name="gear" label={t('settings.title')} title={t('settings.title')} data-testid="settings-button" onClick={() => setDrawer('open')} />
    </>
  );

  return (
    <header className={styles.navbar} data-compact={compact ? '' : undefined}>
      {sidebarToggle && (
        <sl-icon-button
          name={settings.sidebarOpened ? 'text-indent-right' : 'text-indent-left'}
          label={t('layout.toggleSidebar')}
          title={t('layout.toggleSidebar')}
          onClick={() => updateSettings({ sidebarOpened: !settings.sidebarOpened })}
        />
      )}
      {start ? <div className={styles.navbarStart}>{start}</div> : <div className={styles.navbarSpacer} />}
      {compact ? (
        <sl-dropdown placement="bottom-end" hoist>
          <MoreActionsTrigger />
          <div className={styles.navbarOverflow} role="group" aria-label={t('layout.moreActions')}>
            {controls}
          </div>
        </sl-dropdown>
      ) : (
        controls
      )}
      <FlowTodoButton />
      <MessageBell />
      <sl-dropdown placement="bottom-end" onsl-show={wantUserMenu}>
        <sl-button
          slot="trigger"
          variant="text"
          caret={!compact}
          data-testid="user-menu"
          aria-label={compact ? user?.realName || user?.account || '' : undefined}
          onPointerEnter={wantUserMenu}
          onFocus={wantUserMenu}
        >
          <sl-avatar
            slot="prefix"
            image={user?.headIcon ?? ''}
            initials={(user?.realName || user?.account || '').slice(0, 1)}
            label={user?.realName ?? ''}
            data-testid="navbar-avatar"
            style={{ '--size': '24px' } as CSSProperties}
          />
          {compact ? null : user?.realName || user?.account || ''}
        </sl-button>
        <sl-menu onsl-select={onSelect}>
          <sl-menu-item value="profile">{t('layout.profile')}</sl-menu-item>
          <sl-menu-item value="password">{t('password.title')}</sl-menu-item>
          <SystemMenuItems />
          <MajorMenuItems wanted={userMenuWanted} />
          <sl-menu-item value="lock">{t('layout.lockScreen')}</sl-menu-item>
          <sl-menu-item value="about">{t('layout.about')}</sl-menu-item>
          <sl-divider />
          <sl-menu-item value="logout">{t('layout.logout')}</sl-menu-item>
        </sl-menu>
      </sl-dropdown>
      {changingPassword && (
        <Suspense fallback={null}>
          <ChangePasswordDialog forced={false} onClose={() => setChangingPassword(false)} />
        </Suspense>
      )}
      {about && (
        <Suspense fallback={null}>
          <AboutDialog onClose={() => setAbout(false)} />
        </Suspense>
      )}
      {drawer !== 'closed' && (
        <Suspense fallback={null}>
          <SettingsDrawer open={drawer === 'open'} onClose={() => setDrawer('hidden')} />
        </Suspense>
      )}
    </header>
  );
});
