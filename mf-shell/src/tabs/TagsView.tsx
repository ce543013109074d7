// The tabs bar: visited pages, arrows when they overflow, a right-click menu and middle-click close.
import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from '@atrium/shared';
import { MenuIcon, PlainIcon, useStyleSheet } from '@atrium/ui';
import { SHELL_NS } from '../i18n';
import { HOME_ICON_PATH, HOME_PATH, MESSAGE_RECORD_PATH, PROFILE_PATH, REDIRECT_PREFIX } from '../paths';
import { MENU_MORE_PATH } from '../layout/menuLayout';
import { TabMenu, type TabAction } from './TabMenu';
import { closeAllTabs, closeOtherTabs, closeTab, nextLocation, type Tabs, type VisitedTab } from './tabs';
import { removeAllTabs, removeOtherTabs, removeTab } from './tabsState';
import sheet from './tabs.module.css';

const styles = sheet.locals;

interface Props {
  path: string;
  tabs: Tabs;
  showIcon: boolean;
}

function useOverflow(scroller: RefObject<HTMLElement | null>, tabs: Tabs): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return; // jsdom
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [scroller, tabs]);
  return overflowing;
}

export function TagsView({ path, tabs, showIcon }: Props) {
  useStyleSheet(sheet);
  const { t } = useTranslation(SHELL_NS);
  const scroller = useRef<HTMLDivElement>(null);
  const overflowing = useOverflow(scroller, tabs);
  const [menu, setMenu] = useState<{ x: number; y: number; tab: VisitedTab } | null>(null);

  useEffect(() => {
    scroller.current?.querySelector('[aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [path, tabs]);

  const label = (tab: VisitedTab) => {
    if (tab.path === HOME_PATH || tab.path === HOME_ICON_PATH) return t('layout.home');
    if (tab.path === PROFILE_PATH) return t('layout.profile');
    if (tab.path === MESSAGE_RECORD_PATH) return t('layout.messageRecord');
    return tab.path === MENU_MORE_PATH ? t('layout.more') : tab.title;
  };

  /** Applies a change to the tabs and leaves the current page if its tab went away. */
  function leaveIfClosed(after: Tabs): void {
    const to = nextLocation(after, path, HOME_PATH);
    if (to) navigate(to);
  }

  function close(tab: VisitedTab): void {
    if (tab.affix) return;
    const after = closeTab(tabs, tab.path);
    removeTab(tab.path);
    leaveIfClosed(after);
  }

  function onAction(action: TabAction, tab: VisitedTab): void {
    setMenu(null);
    if (action === 'refresh') navigate(REDIRECT_PREFIX + tab.fullPath);
    if (action === 'close') close(tab);
    if (action === 'closeOthers') {
      removeOtherTabs(tab.path);
      if (tab.path !== path) navigate(tab.fullPath);
      else leaveIfClosed(closeOtherTabs(tabs, tab.path));
    }
    if (action === 'closeAll') {
      removeAllTabs();
      leaveIfClosed(closeAllTabs(tabs));
    }
  }

  const scrollBy = (direction: 1 | -1) => {
    const element = scroller.current;
    if (element) element.scrollLeft += direction * Math.max(120, element.clientWidth * 0.8);
  };

  return (
    <div className={styles.bar}>
      {overflowing && (
        <button type="button" className={styles.arrow} aria-label={t('tabs.previous')} onClick={() => scrollBy(-1)}>
          <PlainIcon name="chevron-left" />
        </button>
      )}
      <div className={styles.scroller} ref={scroller} role="tablist" aria-label={t('tabs.label')}>
        {tabs.map((tab) => {
          const active = tab.path === path;
          const iconOnly = tab.path === HOME_ICON_PATH;
          return (
            <div
              key={tab.path}
              className={styles.tab}
              data-active={active ? '' : undefined}
              onMouseDown={(event: MouseEvent) => {
                if (event.button === 1) event.preventDefault(); // no autoscroll on middle-click
              }}
              onAuxClick={(event: MouseEvent) => {
                if (event.button === 1) close(tab);
              }}
              onContextMenu={(event: MouseEvent) => {
                event.preventDefault();
                setMenu({ x: event.clientX, y: event.clientY, tab });
              }}
            >
              <button
                type="button"
                role="tab"
                aria-selected={active}
                aria-label={label(tab)}
                title={label(tab)}
                className={styles.tabButton}
                onClick={() => {
                  if (!active) navigate(tab.fullPath);
                }}
              >
                {(showIcon || iconOnly) &&
                  (tab.affix || !tab.icon ? (
                    <sl-icon name={tab.affix ? 'house-door' : 'file-earmark-text'} aria-hidden="true" />
                  ) : (
                    <MenuIcon icon={tab.icon} />
                  ))}
                {!iconOnly && <span>{label(tab)}</span>}
              </button>
              {!tab.affix && (
                <button
                  type="button"
                  className={styles.close}
                  aria-label={t('tabs.closeTab', { title: label(tab) })}
                  onClick={() => close(tab)}
                >
                  <PlainIcon name="x" />
                </button>
              )}
            </div>
          );
        })}
      </div>
      {overflowing && (
        <button type="button" className={styles.arrow} aria-label={t('tabs.next')} onClick={() => scrollBy(1)}>
          <PlainIcon name="chevron-right" />
        </button>
      )}
      {menu && <TabMenu x={menu.x} y={menu.y} tab={menu.tab} onAction={onAction} onDismiss={() => setMenu(null)} />}
    </div>
  );
}
