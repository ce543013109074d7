import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $menus, navigate } from '@atrium/shared';
import { ContentArea } from '../content/ContentArea';
import { Navbar } from './Navbar';
import { SideMenu } from './SideMenu';
import { useStyleSheet } from '@atrium/ui';
import sheet from './layout.module.css';

const styles = sheet.locals;

/** Classic layout: side navigation, navbar on top, pages below. */
export function ClassicLayout({ path }: { path: string }) {
  useStyleSheet(sheet);
  const menus = useStore($menus);
  const [collapsed, setCollapsed] = useState(false);
  const content = useRef<HTMLElement>(null);

  // Spec: scroll resets to top on navigation (the content area is the scrolling element).
  useEffect(() => {
    content.current?.scrollTo?.(0, 0);
  }, [path]);
  return (
    <div className={styles.layout} data-collapsed={collapsed ? '' : undefined}>
      <aside className={styles.sidebar} aria-label="sidebar">
        <a className={styles.logo} href="/" onClick={(event) => { event.preventDefault(); navigate('/'); }}>
          <span className={styles.logoMark}>A</span>
          {!collapsed && <span>Atrium</span>}
        </a>
        <SideMenu menus={menus} path={path} collapsed={collapsed} />
      </aside>
      <div className={styles.main}>
        <Navbar collapsed={collapsed} onToggle={() => setCollapsed((value) => !value)} />
        <main className={styles.content} ref={content}>
          <ContentArea path={path} />
        </main>
      </div>
    </div>
  );
}
