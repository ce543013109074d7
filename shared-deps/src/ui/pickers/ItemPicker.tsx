import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filterTree, flattenTree } from '../tree';
import { useStyleSheet } from '../useStyleSheet';
import type { PickerNode } from './api';
import { PICKERS_NS } from './i18n';
import { PickerSearch } from './PickerSearch';
import { PickerShell } from './PickerShell';
import { PickerTree } from './PickerTree';
import sheet from './pickers.module.css';
import { useSelection } from './useSelection';

const styles = sheet.locals;

/** What the role, position and group pickers have in common. */
export interface ItemPickerProps {
  /** Chosen ids. */
  value: readonly string[];
  onConfirm: (ids: string[], nodes: PickerNode[]) => void;
  onClose: () => void;
  multiple?: boolean;
  /** 'custom': only the items in `ableIds`; 'all' (default): every item. */
  selectType?: 'all' | 'custom';
  ableIds?: readonly string[];
  title?: string;
}

interface Props extends ItemPickerProps {
  /** The node type that can be chosen (the tree's other nodes are headings: organisations, group types). */
  kind: 'role' | 'position' | 'group';
  load: (keyword: string) => Promise<PickerNode[]>;
  defaultTitle: string;
}

const keyOf = (node: Pick<PickerNode, 'id'>) => node.id;

/** An 800 px picker of one kind of item from a tree of headings, searched by keyword. */
export function ItemPicker({ value, onConfirm, onClose, multiple = false, selectType = 'all', ableIds = [], title, kind, load, defaultTitle }: Props) {
  useStyleSheet(sheet);
  const { t } = useTranslation(PICKERS_NS);
  const [keyword, setKeyword] = useState('');
  const [nodes, setNodes] = useState<PickerNode[]>([]);
  const [all, setAll] = useState<PickerNode[]>([]);
  const [loading, setLoading] = useState(false);
  const selection = useSelection(multiple, keyOf);
  const ableKey = ableIds.join(',');
  const isItem = (node: PickerNode) => node.type === kind && node.selectable !== false;

  useEffect(() => {
    let active = true;
    setLoading(true);
    load(keyword)
      .then((list) => {
        if (!active) return;
        const able = new Set(ableKey ? ableKey.split(',') : []);
        setNodes(selectType === 'custom' ? filterTree(list, (node) => node.type === kind && able.has(node.id)) : list);
        if (!keyword) setAll(list);
      }, () => undefined)
      .finally(() => active && setLoading(false));
    return () => {
      active = false;
    };
  }, [load, keyword, selectType, ableKey, kind]);

  // Label the ids the picker opens with, from the unfiltered tree.
  const valueKey = value.join(',');
  const { reset } = selection;
  useEffect(() => {
    if (!valueKey || all.length === 0) return;
    const byId = new Map<string, PickerNode>();
    for (const { node } of flattenTree(all)) if (node.type === kind) byId.set(node.id, node);
    reset(valueKey.split(',').map((id) => byId.get(id) ?? { id, fullName: id, type: kind }));
  }, [all, valueKey, kind, reset]);

  const label = title ?? defaultTitle;
  return (
    <PickerShell title={label} selection={selection} keyOf={keyOf} onConfirm={() => onConfirm(selection.items.map(keyOf), [...selection.items])} onClose={onClose}>
      <PickerSearch onSearch={setKeyword} />
      <div className={styles.scroll} aria-busy={loading}>
        {loading && nodes.length === 0 ? (
          <p className={styles.empty}>
            <sl-spinner aria-label={t('loading')} />
          </p>
        ) : (
          <PickerTree key={keyword} expandAll={keyword !== '' || selectType === 'custom'} nodes={nodes} canChoose={isItem} isChosen={selection.has} onChoose={selection.toggle} label={label} />
        )}
      </div>
    </PickerShell>
  );
}
