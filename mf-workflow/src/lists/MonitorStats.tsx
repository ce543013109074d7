// 流程监控's statistics: tasks per flow by status, as a table with a stacked bar per flow (the
// chart), over the same filters as the list. Reloads with the list.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WORKFLOW_NS } from '../i18n';
import type { TaskQuery, WorkflowApi } from '../api';
import { statusVariant } from '../common/codes';
import sheet from './lists.module.css';

const styles = sheet.locals;
const STATUSES = [1, 2, 3, 4, 5] as const;

export interface FlowStats {
  flowId: string;
  flowName: string;
  counts: Record<number, number>;
  total: number;
}

/** Rows of (flow, status, count) grouped by flow, the busiest flow first. */
export function groupStats(rows: readonly { flowId: string; flowName: string; status: number; count: number }[]): FlowStats[] {
  const byFlow = new Map<string, FlowStats>();
  for (const row of rows) {
    const entry = byFlow.get(row.flowId) ?? { flowId: row.flowId, flowName: row.flowName, counts: {}, total: 0 };
    entry.counts[row.status] = (entry.counts[row.status] ?? 0) + row.count;
    entry.total += row.count;
    byFlow.set(row.flowId, entry);
  }
  return [...byFlow.values()].sort((a, b) => b.total - a.total || a.flowName.localeCompare(b.flowName));
}

export function MonitorStats({ api, query, generation }: { api: WorkflowApi; query: TaskQuery; generation: number }) {
  const { t } = useTranslation(WORKFLOW_NS);
  const [stats, setStats] = useState<FlowStats[] | null>(null);
  const { currentPage: _page, pageSize: _size, ...filters } = query;
  const key = JSON.stringify(filters);
  useEffect(() => {
    let active = true;
    api.monitor.statistics(JSON.parse(key) as Partial<TaskQuery>).then((rows) => active && setStats(groupStats(rows)), () => active && setStats(null));
    return () => {
      active = false;
    };
  }, [api, key, generation]);
  if (!stats || stats.length === 0) return null;
  const max = Math.max(...stats.map((row) => row.total));
  return (
    <details className={styles.stats} open>
      <summary>{t('list.statistics')}</summary>
      <table className={styles.statsTable} aria-label={t('list.statistics')}>
        <thead>
          <tr>
            <th scope="col">{t('list.flowName')}</th>
            {STATUSES.map((status) => <th key={status} scope="col">{t(`status.${status}`)}</th>)}
            <th scope="col">{t('list.total')}</th>
            <th scope="col" className={styles.barCell}>{t('list.chart')}</th>
          </tr>
        </thead>
        <tbody>
          {stats.map((row) => (
            <tr key={row.flowId}>
              <th scope="row">{row.flowName}</th>
              {STATUSES.map((status) => <td key={status}>{row.counts[status] ?? 0}</td>)}
              <td>{row.total}</td>
              <td className={styles.barCell}>
                <div className={styles.bar} style={{ width: `${Math.max(2, (row.total / max) * 100)}%` }} aria-hidden="true">
                  {STATUSES.filter((status) => (row.counts[status] ?? 0) > 0).map((status) => (
                    <span key={status} className={styles[`seg${statusVariant(status)}`]} style={{ flexGrow: row.counts[status] }} title={`${t(`status.${status}`)} ${row.counts[status]}`} />
                  ))}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
