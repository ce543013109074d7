import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { permissionPickerApi, type PermissionPickerApi, type PickerNode } from './api';
import { PICKERS_NS } from './i18n';
import { PickerList } from './PickerList';
import { PickerSearch } from './PickerSearch';
import { PickerShell } from './PickerShell';
import { PickerTree } from './PickerTree';
import sheet from './pickers.module.css';
import { useSelection } from './useSelection';
import { useStyleSheet } from '../useStyleSheet';

const styles = sheet.locals;

export interface OrganizePickerProps {
  /** Chosen organisation/department ids. */
  value: readonly string[];
  onConfirm: (ids: string[], nodes: PickerNode[]) => void;
  onClose: () => void;
  multiple?: boolean;
  /** Only what the caller's authorisation covers (SelectorByAuth). */
  auth?: boolean;
  /** 'custom': only the organisations in `ableIds`; 'all' (default): the whole tree. */
  selectType?: 'all' | 'custom';
  ableIds?: readonly string[];
  title?: string;
  api?: PermissionPickerApi;
}

const keyOf = (node: Pick<PickerNode, 'id'>) => node.id;
const ORGANIZE_TYPES = new Set(['company', 'department']);
const isOrganize = (node: PickerNode) => node.selectable !== false && (!node.type || ORGANIZE_TYPES.has(node.type));

/**
 * The organisation/department picker (spec section 2): 800 px, keyword search, a lazy tree,
 * the chosen items on the right with clear and per-item delete, single or multiple.
 */
export function OrganizePicker({ value, onConfirm, onClose, multiple = false, auth = false, selectType = 'all', ableIds = [], title, api = permissionPickerApi }: OrganizePickerProps) {
  useStyleSheet(sheet);
  const { t } = useTranslation(PICKERS_NS);
  const selection = useSelection(multiple, keyOf);
  const [roots, setRoots] = useState<PickerNode[]>([]);
  const [keyword, setKeyword] = useState('');
  const [found, setFound] = useState<PickerNode[]>([]);
  const [loading, setLoading] = useState(false);
  const custom = selectType === 'custom';
  const { reset } = selection;

  // Label the ids the picker opens with.
  const valueKey = value.join(',');
  useEffect(() => {
    let active = true;
    const ids = valueKey ? valueKey.split(',') : [];
    api.selectedItems(ids.map((id) => `${id}--department`)).then(
      (nodes) => active && reset(ids.map((id) => nodes.find((node) => node.id === id) ?? { id, fullName: id, type: 'department' })),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [api, valueKey, reset]);

  const ableKey = ableIds.join(',');
  useEffect(() => {
    let active = true;
    setLoading(true);
    const load = custom
      ? api.selectedItems(ableKey ? ableKey.split(',').map((id) => `${id}--department`) : [])
      : keyword
        ? api.searchDepartments(keyword, auth)
        : api.departments('0', auth);
    load
      .then((nodes) => {
        if (!active) return;
        if (keyword || custom) setFound(custom && keyword ? nodes.filter((node) => node.fullName.includes(keyword)) : nodes);
        else setRoots(nodes);
      }, () => undefined)
      .finally(() => active && setLoading(false));
    return () => {
      active = false;
    };
  }, [api, auth, custom, ableKey, keyword]);

  const loadChildren = useCallback((node: PickerNode) => api.departments(node.id, auth), [api, auth]);
  const confirm = () => onConfirm(selection.items.map(keyOf), [...selection.items]);

  return (
    <PickerShell title={title ?? t('organizePicker')} selection={selection} keyOf={keyOf} onConfirm={confirm} onClose={onClose}>
      <PickerSearch onSearch={setKeyword} />
      <div className={styles.scroll} aria-busy={loading}>
        {keyword || custom ? (
          <PickerList rows={found} loading={loading} multiple={multiple} isChosen={selection.has} onChoose={selection.toggle} label={title ?? t('organizePicker')} />
        ) : (
          <PickerTree
            nodes={roots}
            loadChildren={loadChildren}
            canChoose={isOrganize}
            isChosen={selection.has}
            onChoose={selection.toggle}
            label={title ?? t('organizePicker')}
          />
        )}
      </div>
    </PickerShell>
  );
}
