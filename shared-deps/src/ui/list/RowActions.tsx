import { useTranslation } from 'react-i18next';
import { UI_NS } from '../i18n';
import sheet from '../ui.module.css';
import { useStyleSheet } from '../useStyleSheet';

const styles = sheet.locals;

export interface RowAction {
  /** Stable key of the action (its code). */
  key: string;
  label: string;
  onClick: () => void;
  /** Not offered at all (no right, or not for this row). */
  hidden?: boolean;
  disabled?: boolean;
}

export interface RowActionsProps {
  actions: readonly RowAction[];
  /**
   * How many actions a row shows as buttons (3 by default). With more, the first of them less one
   * stay buttons and the rest go under 更多, as JNPF's lists do: six text buttons wrapped a row onto
   * two lines (打印模板, 流程设计).
   */
  inline?: number;
}

/** A list row's actions: text buttons, the overflow in a 更多 menu. */
export function RowActions({ actions, inline = 3 }: RowActionsProps) {
  useStyleSheet(sheet);
  const { t } = useTranslation(UI_NS);
  const shown = actions.filter((action) => !action.hidden);
  const overflow = shown.length > inline;
  const buttons = overflow ? shown.slice(0, Math.max(0, inline - 1)) : shown;
  const more = overflow ? shown.slice(buttons.length) : [];
  return (
    <span className={styles.rowActions}>
      {buttons.map((action) => (
        <sl-button key={action.key} size="small" variant="text" disabled={action.disabled} data-action={action.key} onClick={action.onClick}>
          {action.label}
        </sl-button>
      ))}
      {more.length > 0 && (
        <sl-dropdown hoist placement="bottom-end">
          <sl-button slot="trigger" size="small" variant="text" caret>
            {t('more')}
          </sl-button>
          <sl-menu>
            {more.map((action) => (
              // Shoelace's menu clicks the item on Enter and Space too, so one handler serves mouse and keys.
              <sl-menu-item key={action.key} disabled={action.disabled} data-action={action.key} onClick={action.disabled ? undefined : action.onClick}>
                {action.label}
              </sl-menu-item>
            ))}
          </sl-menu>
        </sl-dropdown>
      )}
    </span>
  );
}
