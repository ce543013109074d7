import { useTranslation } from 'react-i18next';
import { useDraggable } from '@dnd-kit/core';
import { MAX_ITEMS, PORTAL_WIDGET_KEYS, type PortalWidgetKey } from '../portalView/model';
import type { DragData } from './Canvas';
import { PORTAL_NS } from './i18n';
import { kindName, WIDGET_ICONS } from './widgets';
import sheet from './portal.module.css';

const styles = sheet.locals;

interface Props {
  onAdd: (kind: PortalWidgetKey) => void;
  /** The layout holds as many items as it may. */
  full: boolean;
}

/** The widget kinds: a click adds one at the first free spot, a drag drops it where it lands. */
export function Palette({ onAdd, full }: Props) {
  const { t } = useTranslation(PORTAL_NS);
  return (
    <nav className={styles.palette} aria-label={t('designer.palette')}>
      <h4 className={styles.panelTitle}>{t('designer.palette')}</h4>
      <p className={styles.hint}>{full ? t('designer.paletteFull', { max: MAX_ITEMS }) : t('designer.paletteHint')}</p>
      <ul className={styles.paletteList}>
        {PORTAL_WIDGET_KEYS.map((kind) => (
          <PaletteItem key={kind} kind={kind} label={kindName(t, kind)} onAdd={onAdd} disabled={full} />
        ))}
      </ul>
    </nav>
  );
}

function PaletteItem({ kind, label, onAdd, disabled }: { kind: PortalWidgetKey; label: string; onAdd: Props['onAdd']; disabled: boolean }) {
  const { t } = useTranslation(PORTAL_NS);
  const { attributes, listeners, setNodeRef } = useDraggable({ id: `palette:${kind}`, data: { type: 'palette', kind } satisfies DragData, disabled });
  return (
    <li>
      <button
        ref={setNodeRef}
        type="button"
        {...attributes}
        {...listeners}
        // A plain button: Enter and Space add (dnd-kit's keyboard drag is not used here).
        role={undefined}
        aria-roledescription={undefined}
        aria-describedby={undefined}
        aria-label={t('designer.addWidget', { kind: label })}
        className={styles.paletteItem}
        disabled={disabled}
        onClick={() => onAdd(kind)}
      >
        <sl-icon name={WIDGET_ICONS[kind]} aria-hidden="true" />
        {label}
      </button>
    </li>
  );
}
