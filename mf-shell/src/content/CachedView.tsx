import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useStyleSheet } from '@atrium/ui';
import sheet from './content.module.css';

const styles = sheet.locals;

/**
 * A view that may stay mounted while hidden (page cache). It is its own scrolling box, and since
 * a box with display: none reads scrollTop 0, the offset is tracked on scroll and put back on show.
 */
export function CachedView({ active, children }: { active: boolean; children: ReactNode }) {
  useStyleSheet(sheet);
  const box = useRef<HTMLDivElement>(null);
  const offset = useRef({ top: 0, left: 0 });

  useLayoutEffect(() => {
    const element = box.current;
    if (!active || !element) return;
    element.scrollTop = offset.current.top;
    element.scrollLeft = offset.current.left;
  }, [active]);

  return (
    <div
      ref={box}
      className={styles.view}
      hidden={!active}
      data-view-active={active ? '' : undefined}
      onScroll={(event) => {
        if (!active) return;
        offset.current = { top: event.currentTarget.scrollTop, left: event.currentTarget.scrollLeft };
      }}
    >
      {children}
    </div>
  );
}
