import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@nanostores/react';
import { $menus, $settings, flattenMenuRoutes, sessionEvents$, updateSettings } from '@atrium/shared';
import { useStyleSheet } from '@atrium/ui';
import { useAppearance } from '../appearance/useAppearance';
import appearanceSheet from '../appearance/appearance.module.css';
import { ContentArea } from '../content/ContentArea';
import { TagsView } from '../tabs/TagsView';
import { cachedPaths } from '../tabs/tabs';
import { $tabs, openTab, resetTabs, tabFor } from '../tabs/tabsState';
import { SHELL_NS } from '../i18n';
import { Navbar } from './Navbar';
import { SideMenu } from './SideMenu';
import sheet from './layout.module.css';
import { AfterSignIn } from '../account/AfterSignIn';
import { useMobile } from './useMobile';
import { Logo } from './Logo';

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
  useEffect(() => {
    const subscription = sessionEvents$.subscribe((event) => {
      if (event.type === 'logout' || event.type === 'expired') resetTabs();
    });
    return () => subscription.unsubscribe();
  }, []);
}

/**
 * Classic layout: side navigation, navbar and tabs on top, pages below. The other navigation
 * modes (functional, plain, blend) render this layout too until they get their own.
 */
export function ClassicLayout({ path }: { path: string }) {
  useStyleSheet(sheet);
  useStyleSheet(appearanceSheet);
  const { t } = useTranslation(SHELL_NS);
  const menus = useStore($menus);
  const settings = useStore($settings);
  const tabs = useStore($tabs);
  useVisitedTabs(path);
  useAppearance(settings.themeClass, settings.size);

  // Closed tabs leave the cache; with tabs hidden there is no way to close one, so nothing is kept.
  const cached = settings.useCache && settings.tagsView ? cachedPaths(tabs) : [];
  const mobile = useMobile();
  const collapsed = !settings.sidebarOpened;
  return (
    <div
      className={styles.layout}
      data-collapsed={collapsed ? '' : undefined}
      data-sidebar={settings.slideClass}
      data-layout={settings.layoutType}
      data-mobile={mobile ? '' : undefined}
    >
      {mobile && !collapsed && (
        // Tapping beside the open menu closes it, as on any mobile drawer.
        <div className={styles.mobileMask} aria-hidden="true" onClick={() => updateSettings({ sidebarOpened: false })} />
      )}
      <aside className={styles.sidebar} aria-label={t('layout.sidebar')}>
        <Logo collapsed={collapsed} />
        <SideMenu menus={menus} path={path} collapsed={collapsed} />
      </aside>
      <div className={styles.main}>
        <Navbar />
        {settings.tagsView && <TagsView path={path} tabs={tabs} showIcon={settings.tagsIcon} />}
        <main className={styles.content}>
          <ContentArea path={path} cached={cached} />
        </main>
      </div>
      <AfterSignIn />
    </div>
  );
}
