import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UI_NS } from './i18n';
import { LoadFailed } from './list/LoadFailed';
import { filterTree, findNode, parentIds, type TreeNode } from './tree';
import sheet from './ui.module.css';
import { useStyleSheet } from './useStyleSheet';

const styles = sheet.locals;

export interface TreePanelProps<T extends TreeNode> {
  title: string;
  nodes: readonly T[];
  label: (node: T) => string;
  selectedId?: string | null;
  onSelect?: (node: T) => void;
  /** 'leaf': only nodes without children can be selected (parents just open and close). */
  selection?: 'single' | 'leaf';
  onRefresh?: () => void;
  loading?: boolean;
  /** More header buttons (e.g. a manager for the tree's own records). */
  actions?: ReactNode;
  /** Why the nodes could not load (shown with a retry through onRefresh), instead of 暂无数据. */
  loadError?: unknown;
}

const idOf = (event: CustomEvent): string | undefined => (event.target as HTMLElement).dataset.id;

/**
 * A titled tree with a keyword filter, expand all / collapse all and refresh. Below 992 px, where
 * the tree sits above its table (issue 19 item 3), a header button folds the tree away to its title.
 */
export function TreePanel<T extends TreeNode>({ title, nodes, label, selectedId = null, onSelect, selection = 'single', onRefresh, loading = false, actions, loadError }: TreePanelProps<T>) {
  useStyleSheet(sheet);
  const { t } = useTranslation(UI_NS);
  const [keyword, setKeyword] = useState('');
  const [folded, setFolded] = useState(false);
  const [open, setOpen] = useState<ReadonlySet<string> | 'all'>('all');

  const shown = useMemo(() => {
    const needle = keyword.trim().toLowerCase();
    return needle ? filterTree(nodes, (node) => label(node).toLowerCase().includes(needle)) : [...nodes];
  }, [nodes, keyword, label]);
  // A filter shows every match, whatever was collapsed before.
  const isOpen = (id: string) => keyword.trim() !== '' || open === 'all' || open.has(id);

  const setItem = (id: string | undefined, expanded: boolean) => {
    if (!id) return;
    setOpen((current) => {
      const next = new Set(current === 'all' ? parentIds(nodes) : current);
      if (expanded) next.add(id);
      else next.delete(id);
      return next;
    });
  };

  const render = (list: readonly T[]): ReactNode =>
    list.map((node) => (
      <sl-tree-item key={node.id} data-id={node.id} selected={node.id === selectedId} expanded={isOpen(node.id)}>
        {label(node)}
        {node.children?.length ? render(node.children as readonly T[]) : null}
      </sl-tree-item>
    ));

  return (
    <div className={styles.treePanel} data-folded={folded ? '' : undefined}>
      <div className={styles.treeHeader}>
        <h3 className={styles.treeTitle}>{title}</h3>
        {actions}
        <sl-icon-button name="arrows-expand" label={t('expandAll')} title={t('expandAll')} onClick={() => setOpen('all')} />
        <sl-icon-button name="arrows-collapse" label={t('collapseAll')} title={t('collapseAll')} onClick={() => setOpen(new Set())} />
        {onRefresh && <sl-icon-button name="arrow-clockwise" label={t('refresh')} title={t('refresh')} onClick={onRefresh} />}
        <sl-icon-button
          className={styles.treeFold}
          name={folded ? 'chevron-down' : 'chevron-up'}
          label={t(folded ? 'showTree' : 'hideTree', { title })}
          title={t(folded ? 'showTree' : 'hideTree', { title })}
          aria-expanded={folded ? 'false' : 'true'}
          onClick={() => setFolded((value) => !value)}
        />
      </div>
      <sl-input
        className={styles.treeFilter}
        size="small"
        clearable
        placeholder={t('filter')}
        aria-label={t('filter')}
        value={keyword}
        onsl-input={(event: CustomEvent) => setKeyword((event.target as HTMLInputElement).value)}
        onsl-clear={() => setKeyword('')}
      >
        <sl-icon slot="prefix" name="search" />
      </sl-input>
      <div className={styles.treeBody} aria-busy={loading}>
        {loading && shown.length === 0 ? (
          <sl-spinner aria-label={t('loading')} />
        ) : loadError !== undefined && loadError !== null && nodes.length === 0 ? (
          <LoadFailed error={loadError} onRetry={() => onRefresh?.()} />
        ) : shown.length === 0 ? (
          <p className={styles.empty}>{t('noData')}</p>
        ) : (
          <sl-tree
            selection={selection}
            aria-label={title}
            onsl-expand={(event: CustomEvent) => setItem(idOf(event), true)}
            onsl-collapse={(event: CustomEvent) => setItem(idOf(event), false)}
            onsl-selection-change={(event: CustomEvent) => {
              const [item] = (event.detail as { selection: HTMLElement[] }).selection;
              const node = item?.dataset.id ? findNode(nodes, item.dataset.id) : null;
              if (node) onSelect?.(node);
            }}
          >
            {render(shown)}
          </sl-tree>
        )}
      </div>
    </div>
  );
}

