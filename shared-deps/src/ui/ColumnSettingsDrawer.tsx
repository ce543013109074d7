import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Drawer } from './Drawer';
import { UI_NS } from './i18n';
import sheet from './ui.module.css';
import { defaultColumns, type ColumnOption, type ColumnSettingItem } from './useColumnSettings';
import { useStyleSheet } from './useStyleSheet';

const styles = sheet.locals;

export interface ColumnSettingsDrawerProps {
  columns: readonly ColumnSettingItem[];
  /** The page's columns in their default order (restore default). */
  defaults: readonly ColumnOption[];
  /** Resolves false when the save failed (the caller has put the previous columns back). */
  onSave: (columns: ColumnSettingItem[]) => Promise<boolean>;
  onClose: () => void;
}

function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * The column settings drawer (spec section 2, 320 px, 列表显示设置): drag (or the arrow buttons)
 * to reorder, a switch per column, restore default, save.
 */
export function ColumnSettingsDrawer({ columns, defaults, onSave, onClose }: ColumnSettingsDrawerProps) {
  useStyleSheet(sheet);
  const { t } = useTranslation(UI_NS);
  const [draft, setDraft] = useState<ColumnSettingItem[]>(() => [...columns]);
  const [dragging, setDragging] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  const drop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragging !== null && dragging !== index) setDraft((list) => move(list, dragging, index));
    setDragging(null);
  };

  const save = async () => {
    setBusy(true);
    const saved = await onSave(draft);
    setBusy(false);
    if (saved) onClose();
    else setDraft([...columns]); // the previous columns, as the list shows them again
  };

  return (
    <Drawer
      title={t('columnSettings')}
      size={320}
      busy={busy}
      closeOnOverlay={false}
      onClose={onClose}
      footer={
        <>
          <sl-button disabled={busy} onClick={() => setDraft(defaultColumns(defaults))}>
            {t('restoreDefault')}
          </sl-button>
          <sl-button variant="primary" loading={busy} onClick={() => void save()}>
            {t('save')}
          </sl-button>
        </>
      }
    >
      <ul className={styles.columnList} aria-label={t('columnSettings')}>
        {draft.map((column, index) => (
          <li
            key={column.prop}
            className={styles.columnItem}
            draggable
            data-prop={column.prop}
            aria-grabbed={dragging === index}
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', column.prop);
              setDragging(index);
            }}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => drop(event, index)}
            onDragEnd={() => setDragging(null)}
          >
            <sl-icon name="grip-vertical" className={styles.grip} />
            <span className={styles.columnLabel}>{column.label}</span>
            <sl-icon-button name="arrow-up" label={t('moveUp')} disabled={index === 0} onClick={() => setDraft((list) => move(list, index, index - 1))} />
            <sl-icon-button name="arrow-down" label={t('moveDown')} disabled={index === draft.length - 1} onClick={() => setDraft((list) => move(list, index, index + 1))} />
            <sl-switch
              size="small"
              checked={column.visible}
              aria-label={column.label}
              onsl-change={(event: CustomEvent) => {
                const visible = (event.target as HTMLInputElement).checked;
                setDraft((list) => list.map((item) => (item.prop === column.prop ? { ...item, visible } : item)));
              }}
            />
          </li>
        ))}
      </ul>
    </Drawer>
  );
}
