import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useStyleSheet } from '@atrium/ui';
import { SHELL_NS } from '../i18n';
import type { VisitedTab } from './tabs';
import sheet from './tabs.module.css';

const styles = sheet.locals;

export type TabAction = 'refresh' | 'close' | 'closeOthers' | 'closeAll';

interface Props {
  x: number;
  y: number;
  tab: VisitedTab;
  onAction: (action: TabAction, tab: VisitedTab) => void;
  onDismiss: () => void;
}

/** The right-click menu of a tab; any click elsewhere or Escape dismisses it. */
export function TabMenu({ x, y, tab, onAction, onDismiss }: Props) {
  useStyleSheet(sheet);
  const { t } = useTranslation(SHELL_NS);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    root.current?.querySelector<HTMLButtonElement>('button')?.focus();
    const onPointer = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) onDismiss();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss();
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [onDismiss]);

  const items: { action: TabAction; disabled: boolean }[] = [
    { action: 'refresh', disabled: false },
    { action: 'close', disabled: tab.affix },
    { action: 'closeOthers', disabled: false },
    { action: 'closeAll', disabled: false },
  ];
  return (
    <div ref={root} role="menu" aria-label={t('tabs.menu')} className={styles.menu} style={{ left: x, top: y }}>
      {items.map(({ action, disabled }) => (
        <button key={action} type="button" role="menuitem" disabled={disabled} onClick={() => onAction(action, tab)}>
          {t(`tabs.${action}`)}
        </button>
      ))}
    </div>
  );
}
