import { useTranslation } from 'react-i18next';
import { formatDate } from '@atrium/shared';
import { usePortalApi } from '../context';
import { PORTAL_VIEW_NS } from '../i18n';
import type { PortalTodoListItem } from '../model';
import sheet from '../portalView.module.css';
import { todoDetailPath } from './flowDetail';
import { followInPortal } from './portalLink';
import { useWidgetData } from './useWidgetData';
import { WidgetState } from './WidgetState';

const styles = sheet.locals;

/** The page of every to-do (mf-workflow's 待办事宜). */
export const TODO_PAGE = '/workFlow/flowTodo';

/** The caller's newest workflow to-dos, each opening its task as 待办事宜 does. */
export function TodoListWidget({ item }: { item: PortalTodoListItem }) {
  const { t } = useTranslation(PORTAL_VIEW_NS);
  const api = usePortalApi();
  const { state, retry } = useWidgetData(() => api.todos(item.count), String(item.count));
  if (state.kind === 'loading') return <WidgetState kind="loading" />;
  if (state.kind === 'error') return <WidgetState kind="error" message={t('todoList.failed')} onRetry={retry} />;
  if (state.data.length === 0) return <WidgetState kind="empty" message={t('todoList.empty')} />;
  return (
    <ul className={styles.rows}>
      {state.data.map((row) => {
        const path = todoDetailPath({ id: row.id, taskNodeId: row.taskNodeId, taskOperatorId: row.taskOperatorId, taskOperatorRecordId: row.taskRecordId });
        const time = row.creatorTime ?? row.startTime;
        return (
          <li key={row.taskOperatorId ?? row.id} className={styles.row}>
            <a className={`${styles.rowMain} ${styles.rowLink}`} href={path} onClick={followInPortal(path)} title={row.fullName}>
              {row.fullName}
            </a>
            <span className={styles.rowMeta}>
              {row.userName ? `${t('todoList.from', { user: row.userName })} · ` : ''}
              {time ? formatDate(time, 'yyyy-MM-dd HH:mm') : ''}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
