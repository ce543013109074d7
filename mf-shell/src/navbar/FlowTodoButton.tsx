import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { $flowTodoCount, $menus, findMenuByPath, navigate } from '@atrium/shared';
import { useStyleSheet } from '@atrium/ui';
import { SHELL_NS } from '../i18n';
import { badgeText } from './MessageBell';
import sheet from './navbar.module.css';

const styles = sheet.locals;

export const FLOW_TODO_PATH = '/workFlow/flowTodo';

/**
 * Pending workflow to-dos (issue 18 item 4) from the shared count, which the socket keeps live;
 * opens 待办事宜. Only for users whose menu holds that page.
 */
export function FlowTodoButton() {
  useStyleSheet(sheet);
  const { t } = useTranslation(SHELL_NS);
  const count = useStore($flowTodoCount);
  const menus = useStore($menus);
  if (!findMenuByPath(menus, FLOW_TODO_PATH)) return null;
  const label = t('navbar.flowTodo', { count });
  return (
    <a
      href={FLOW_TODO_PATH}
      className={styles.bell}
      aria-label={label}
      title={label}
      data-testid="flow-todo-button"
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        navigate(FLOW_TODO_PATH);
      }}
    >
      <sl-icon name="clipboard-check" aria-hidden="true" className={styles.bellIcon} />
      {count > 0 && (
        <sl-badge variant="warning" pill className={styles.badge} data-testid="flow-todo-count">
          {badgeText(count)}
        </sl-badge>
      )}
    </a>
  );
}
