import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@nanostores/react';
import { $menus, $settings, flattenMenuRoutes, sessionEvents$, updateSettings, type MenuNode } from '@atrium/shared';
import { PlainIcon, useStyleSheet } from '@atrium/ui';
import { useAppearance } from '../appearance/useAppearance';
import appearanceSheet from '../appearance/appearance.module.css';
import { ContentArea } from '../content/ContentArea';
import { ReloadBanner } from '../content/ReloadBanner';
import { TagsView } from '../tabs/TagsView';
import { cachedPaths } from '../tabs/tabs';
import { $tabs, followRoutes, openTab, resetTabs, tabFor } from '../tabs/tabsState';
import { SHELL_NS } from '../i18n';
import { Navbar } from './Navbar';
import { SideMenu } from './SideMenu';
import sheet from './layout.module.css';
import { AfterSignIn } from '../account/AfterSignIn';
import { useMobile } from './useMobile';
import { Logo } from './Logo';
import { layoutParts, sideMenusFor } from './menuLayout';
import { $menuOverflow } from './menuOverflow';
import { TopMenu } from './TopMenu';
import { useMenuGroup } from './useMenuGroup';

export { layoutComponentsReady } from './shoelaceReady';

const styles = sheet.locals;

/** Records the current page as a tab, and starts over with the home tab when the session ends. */
function useVisitedTabs(path: string): void {
  const menus = useStore($menus);
  const routes = useMemo(() => flattenMenuRoutes(menus), [menus]);
  useEffect(() => {
    const tab = tabFor(path, window.location.search, routes);
    if (tab) openTab(tab);
  }, [path, routes]);
  // Menus changed while the portal is open (a live permission change): the tabs follow.
  useEffect(() => followRoutes(routes), [routes]);
  useEffect(() => {
    const subscription = sessionEvents$.subscribe((event) => {
      if (event.type === 'logout' || event.type === 'expired') resetTabs();
    });
    return () => subscription.unsubscribe();
  }, []);
}

/**
 * The frame of every navigation layout (spec section 2 "Shell"): classic (side menu), functional
 * (top menu), plain (no menu) and blend (top-level entries on top, their children on the left).
 * All of them share the navbar, the tabs and the content area with its page cache.
 */
export function ShellLayout({ path }: { path: string }) {
  useStyleSheet(sheet);
  useStyleSheet(appearanceSheet);
  const { t } = useTranslation(SHELL_NS);
  const menus = useStore($menus);
  const settings = useStore($settings);
  const tabs = useStore($tabs);
  const overflow = useStore($menuOverflow);
  useVisitedTabs(path);
  useAppearance(settings.themeClass, settings.size);

  // Closed tabs leave the cache; with tabs hidden there is no way to close one, so nothing is kept.
  const cached = settings.useCache && settings.tagsView ? cachedPaths(tabs) : [];
  const mobile = useMobile();
  const parts = layoutParts(settings.layoutType, mobile);
  const sideLayout = parts.topMenu ? 'blend' : 'classic';
  const [group, setGroup] = useMenuGroup(sideLayout, menus, path);
  const sideMenus = sideMenusFor(sideLayout, menus, group, overflow ?? []);
  const groupMenu = sideLayout === 'classic' && group ? menus.find((menu) => menu.id === group) : undefined;
  const collapsed = !settings.sidebarOpened;
  // On a phone the menu is a drawer over the page: choosing a page closes it (issue 19 item 2).
  useEffect(() => {
    if (mobile) updateSettings({ sidebarOpened: false });
  }, [mobile, path]);
  // Toasts sit below the header and, while it shows, the tab strip: over no control (issue 19 item 6).
  useEffect(() => {
    if (!settings.tagsView) return undefined;
    document.body.setAttribute('data-atrium-tabs', '');
    return () => document.body.removeAttribute('data-atrium-tabs');
  }, [settings.tagsView]);
  const empty = menus.length === 0;

  const start = useMemo(() => {
    if (!parts.logoInHeader) return null;
    return (
      <>
        <Logo collapsed={false} />
        {parts.topMenu && !empty && (
          <TopMenu menus={menus} {...(parts.sidebar ? { group, onGroup: setGroup } : {})} />
        )}
        {empty && <p className={styles.emptyMenu} role="alert">{t('layout.emptyMenu')}</p>}
      </>
    );
  }, [parts.logoInHeader, parts.topMenu, parts.sidebar, empty, menus, group, setGroup, t]);

  // Blend shows the left menu only when the chosen top-level entry has children.
  const showSidebar = parts.sidebar && (sideLayout === 'classic' || sideMenus.length > 0);
  return (
    <div
      className={styles.layout}
      data-collapsed={showSidebar && collapsed ? '' : undefined}
      data-sidebar={settings.slideClass}
      data-layout={settings.layoutType}
      data-mobile={mobile ? '' : undefined}
    >
      {mobile && !collapsed && (
        // Tapping beside the open menu closes it, as on any mobile drawer.
        <div className={styles.mobileMask} aria-hidden="true" onClick={() => updateSettings({ sidebarOpened: false })} />
      )}
      {showSidebar && (
        <aside className={styles.sidebar} aria-label={t('layout.sidebar')}>
          {!parts.logoInHeader && <Logo collapsed={collapsed} />}
          {groupMenu && (
            <button type="button" className={styles.groupBack} title={t('layout.back')} onClick={() => setGroup(null)}>
              <PlainIcon name="chevron-left" />
              {!collapsed && <span className={styles.menuText}>{groupMenu.fullName}</span>}
              <span className={styles.visuallyHidden}>{t('layout.back')}</span>
            </button>
          )}
          <SideMenu
            menus={sideMenus}
            path={path}
            collapsed={collapsed}
            accordion={settings.menuAccordion}
            // The page already shown, or a link that opens a new window, changes no path: close the drawer here too.
            {...(mobile ? { onChoose: () => updateSettings({ sidebarOpened: false }) } : {})}
            {...(sideLayout === 'classic' ? { onGroup: (menu: MenuNode) => setGroup(menu.id) } : {})}
          />
        </aside>
      )}
      <div className={styles.main}>
        <Navbar start={start} sidebarToggle={showSidebar} compact={mobile} />
        {settings.tagsView && <TagsView path={path} tabs={tabs} showIcon={settings.tagsIcon} />}
        <ReloadBanner />
        <main className={styles.content}>
          <ContentArea path={path} cached={cached} />
        </main>
      </div>
      <AfterSignIn />
    </div>
  );
}
