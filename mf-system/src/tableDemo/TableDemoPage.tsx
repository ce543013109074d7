import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TabGroup } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import { tableDemoApi, type TableDemoApi } from './api';
import { EditableTable } from './EditableTable';
import { ProjectList } from './ProjectList';
import { useProjectRights } from './rights';
import sheet from './tableDemo.module.css';
import { useTypeTree } from './useTypeTree';

const styles = sheet.locals;

const TABS = ['plain', 'editable', 'tree'] as const;
type Tab = (typeof TABS)[number];

/** 表格示例 (扩展示例, menu extend/tableDemo): JNPF's table demo over /api/extend/TableExample. */
export function TableDemoPage() {
  return <TableDemoView api={tableDemoApi} />;
}

/**
 * The page over a given set of calls (tests pass calls over a fake transport): 普通表格, 编辑表格 and
 * 树形表格 as tabs. A tab's list loads when the tab is first shown and stays mounted afterwards.
 */
export function TableDemoView({ api }: { api: TableDemoApi }) {
  const { t } = useTranslation(SYSTEM_NS);
  const rights = useProjectRights();
  const types = useTypeTree(api);
  const [tab, setTab] = useState<Tab>('plain');
  const [visited, setVisited] = useState<ReadonlySet<Tab>>(() => new Set<Tab>(['plain']));

  const show = (name: string) => {
    const next = TABS.find((candidate) => candidate === name);
    if (!next) return;
    setTab(next);
    setVisited((current) => (current.has(next) ? current : new Set(current).add(next)));
  };

  const panes = [
    { name: 'plain', label: t('tableDemo.tabs.plain'), children: visited.has('plain') && <ProjectList api={api} types={types} rights={rights} active={tab === 'plain'} mode="plain" /> },
    { name: 'editable', label: t('tableDemo.tabs.editable'), children: visited.has('editable') && <EditableTable api={api} types={types} rights={rights} active={tab === 'editable'} /> },
    { name: 'tree', label: t('tableDemo.tabs.tree'), children: visited.has('tree') && <ProjectList api={api} types={types} rights={rights} active={tab === 'tree'} mode="tree" /> },
  ];

  return (
    <section className={styles.page} aria-label={t('tableDemo.title')}>
      <TabGroup panes={panes} active={tab} onShow={show} />
    </section>
  );
}
