import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PickerNode } from './api';
import { PICKERS_NS } from './i18n';
import { PickerAvatar } from './PickerAvatar';
import { PlainIcon } from '../PlainIcon';
import sheet from './pickers.module.css';

const styles = sheet.locals;

export interface PickerTreeProps {
  nodes: readonly PickerNode[];
  /** Loads a node's children the first time it opens (nodes that came with children need none). */
  loadChildren?: (node: PickerNode) => Promise<PickerNode[]>;
  canChoose: (node: PickerNode) => boolean;
  isChosen: (node: PickerNode) => boolean;
  onChoose: (node: PickerNode) => void;
  label: string;
  /** Nodes that came with their children start open (search results show their matches). */
  expandAll?: boolean;
}

/** A lazy tree of picker nodes: ▸ opens a node (loading its children once), a click on a name chooses it. */
export function PickerTree({ nodes, loadChildren, canChoose, isChosen, onChoose, label, expandAll = false }: PickerTreeProps) {
  const { t } = useTranslation(PICKERS_NS);
  // Nodes the user opened (or, when they start open, closed).
  const [toggled, setToggled] = useState<ReadonlySet<string>>(new Set());
  const [loaded, setLoaded] = useState<ReadonlyMap<string, PickerNode[]>>(new Map());

  const childrenOf = (node: PickerNode): readonly PickerNode[] => loaded.get(node.id) ?? node.children ?? [];
  const isOpen = (node: PickerNode) => toggled.has(node.id) !== (expandAll && !!node.children?.length);
  const toggle = (node: PickerNode) => {
    const opening = !isOpen(node);
    setToggled((current) => {
      const next = new Set(current);
      if (!next.delete(node.id)) next.add(node.id);
      return next;
    });
    if (opening && loadChildren && !node.children?.length && !loaded.has(node.id)) {
      loadChildren(node).then((children) => setLoaded((current) => new Map(current).set(node.id, children)), () => undefined);
    }
  };

  const branch = (list: readonly PickerNode[], root: boolean) => (
    <ul className={root ? styles.tree : styles.subtree} role={root ? 'tree' : 'group'} aria-label={root ? label : undefined}>
      {list.map((node) => {
        const parent = node.hasChildren ?? !!node.children?.length;
        const expanded = isOpen(node);
        const choosable = canChoose(node);
        return (
          <li key={`${node.type ?? ''}:${node.id}`} role="none">
            <div className={styles.node}>
              {parent ? (
                <button type="button" className={styles.expander} aria-expanded={expanded} aria-label={`${expanded ? t('collapse') : t('expand')} ${node.fullName}`} onClick={() => toggle(node)}>
                  <PlainIcon name={expanded ? 'chevron-down' : 'chevron-right'} />
                </button>
              ) : (
                <span className={styles.expanderSpace} />
              )}
              {node.type === 'user' && <PickerAvatar node={node} />}
              <button
                type="button"
                role="treeitem"
                className={styles.label}
                aria-selected={choosable ? isChosen(node) : undefined}
                aria-expanded={parent ? expanded : undefined}
                disabled={!choosable && !parent}
                onClick={() => (choosable ? onChoose(node) : toggle(node))}
              >
                {node.fullName}
              </button>
            </div>
            {parent && expanded && branch(childrenOf(node), false)}
          </li>
        );
      })}
    </ul>
  );

  return nodes.length === 0 ? <p className={styles.empty}>{t('noData')}</p> : branch(nodes, true);
}
