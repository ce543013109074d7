import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@nanostores/react';
import { $user, notifyWarning } from '@atrium/shared';
import { permissionPickerApi, type PermissionPickerApi, type PickerNode, type PickerPageQuery } from './api';
import { itemValue } from './values';
import { PICKERS_NS } from './i18n';
import { PickerList } from './PickerList';
import { PickerSearch } from './PickerSearch';
import { PickerShell } from './PickerShell';
import { PickerTree } from './PickerTree';
import sheet from './pickers.module.css';
import { useScrollPages } from './useScrollPages';
import { useSelection } from './useSelection';
import { useStyleSheet } from '../useStyleSheet';

const styles = sheet.locals;

/** Which candidates a picker offers (spec section 6): everything, a custom set, or one kind. */
export type UserSelectType = 'all' | 'custom' | 'dep' | 'pos' | 'role' | 'group';

export type UserPickerTab = 'department' | 'role' | 'position' | 'group' | 'subordinates' | 'all' | 'current' | 'system' | 'custom';

/** A value that stands for someone decided at run time (当前用户…). */
export interface SystemVariable {
  key: string;
  label: string;
}

export interface UserPickerProps {
  /** Chosen values: user ids, and in multiple mode `id--type` for organisations, roles, positions, groups. */
  value: readonly string[];
  onConfirm: (values: string[], items: PickerNode[]) => void;
  onClose: () => void;
  multiple?: boolean;
  /** Names what is chosen: 选择{title}, 请选择{title}; 审批人 by default. */
  title?: string;
  selectType?: UserSelectType;
  /** selectType 'custom': the candidates, as user ids and `id--type` items the server expands to users. */
  ableIds?: readonly string[];
  /** Only users the caller's authorisation covers (GetListByAuthorize). */
  auth?: boolean;
  /** Offer system variables; true offers 当前用户 (key 'currentUser'). */
  systemVariables?: boolean | readonly SystemVariable[];
  api?: PermissionPickerApi;
}

const NON_USER = new Set(['company', 'department', 'position', 'group', 'role']);
const KIND_OF_TAB: Partial<Record<UserPickerTab, string>> = { role: 'role', position: 'position', group: 'group' };
const SYSTEM = 'system';
/** Users of one role, position or group shown under it: one generous page (the tree does not scroll-load). */
const MEMBERS_PAGE: PickerPageQuery = { keyword: '', currentPage: 1, pageSize: 500 };

const keyOf = (node: Pick<PickerNode, 'id' | 'type'>) => (node.type === SYSTEM ? node.id : itemValue(node));

export function tabsFor(selectType: UserSelectType, withSystem: boolean): UserPickerTab[] {
  switch (selectType) {
    case 'custom':
      return ['custom'];
    case 'dep':
      return ['department'];
    case 'pos':
      return ['position'];
    case 'role':
      return ['role'];
    case 'group':
      return ['group'];
    default:
      return ['department', 'role', 'position', 'group', 'subordinates', 'all', 'current', ...(withSystem ? (['system'] as const) : [])];
  }
}

/** Role, position and group nodes open onto their users. */
const withMembers = (nodes: readonly PickerNode[], kind: string): PickerNode[] =>
  nodes.map((node) => ({
    ...node,
    hasChildren: node.type === kind ? true : node.hasChildren,
    children: node.children ? withMembers(node.children, kind) : node.children,
  }));

/**
 * The user picker (spec sections 2, 3, 5): 800 px; tabs by department, role, position, group,
 * subordinates, all users, the current organisation and system variables; a custom candidate set;
 * in multiple mode whole organisations, roles, positions and groups can be chosen (`id--type`).
 */
export function UserPicker({
  value,
  onConfirm,
  onClose,
  multiple = false,
  title,
  selectType = 'all',
  ableIds = [],
  auth = false,
  systemVariables = false,
  api = permissionPickerApi,
}: UserPickerProps) {
  useStyleSheet(sheet);
  const { t } = useTranslation(PICKERS_NS);
  const name = title ?? t('approver');
  const user = useStore($user);
  const variables = useMemo<SystemVariable[]>(
    () => (systemVariables === true ? [{ key: 'currentUser', label: t('currentUser') }] : systemVariables ? [...systemVariables] : []),
    [systemVariables, t],
  );
  const tabs = tabsFor(selectType, variables.length > 0);
  const [tab, setTab] = useState<UserPickerTab>(tabs[0] ?? 'department');
  const [keyword, setKeyword] = useState('');
  const [nodes, setNodes] = useState<PickerNode[]>([]);
  const [loading, setLoading] = useState(false);
  const selection = useSelection(multiple, keyOf);
  const { reset } = selection;

  const valueKey = value.join(',');
  useEffect(() => {
    let active = true;
    const values = valueKey ? valueKey.split(',') : [];
    const system = new Map(variables.map((variable) => [variable.key, variable.label]));
    const label = (found: PickerNode[]) =>
      values.map((item) => {
        const variable = system.get(item);
        if (variable) return { id: item, fullName: variable, type: SYSTEM };
        return found.find((node) => keyOf(node) === item) ?? { id: item, fullName: item, type: 'user' };
      });
    api.selectedItems(values.filter((item) => !system.has(item))).then((found) => active && reset(label(found)), () => undefined);
    return () => {
      active = false;
    };
  }, [api, valueKey, variables, reset]);

  // Trees and unpaged lists of the current tab.
  const kind = KIND_OF_TAB[tab];
  useEffect(() => {
    let active = true;
    let load: Promise<PickerNode[]> | null = null;
    if (tab === 'department' && !keyword) load = api.userTree('0', auth);
    else if (kind === 'role') load = api.roles(keyword);
    else if (kind === 'position') load = api.positions(keyword);
    else if (kind === 'group') load = api.groups(keyword);
    else if (tab === 'subordinates') load = api.subordinates(keyword);
    else if (tab === 'system') load = Promise.resolve(variables.filter((variable) => variable.label.includes(keyword)).map((variable) => ({ id: variable.key, fullName: variable.label, type: SYSTEM })));
    if (!load) return undefined;
    setLoading(true);
    setNodes([]);
    load
      .then((list) => active && setNodes(kind ? withMembers(list, kind) : list), () => undefined)
      .finally(() => active && setLoading(false));
    return () => {
      active = false;
    };
  }, [api, auth, tab, kind, keyword, variables]);

  // Paged lists of the current tab, loaded on scrolling.
  const organizeId = user?.organizeId ?? '';
  const ableKey = ableIds.join(',');
  const pagedLoad = useMemo(() => {
    const query = (page: Pick<PickerPageQuery, 'currentPage' | 'pageSize'>): PickerPageQuery => ({ keyword, ...page });
    if (tab === 'department' && keyword) return (page: Pick<PickerPageQuery, 'currentPage' | 'pageSize'>) => api.searchUsers(query(page), auth);
    if (tab === 'all') return (page: Pick<PickerPageQuery, 'currentPage' | 'pageSize'>) => api.usersOf({}, query(page));
    if (tab === 'current') return (page: Pick<PickerPageQuery, 'currentPage' | 'pageSize'>) => api.usersOf({ departIds: organizeId ? [organizeId] : [] }, query(page));
    if (tab === 'custom') return (page: Pick<PickerPageQuery, 'currentPage' | 'pageSize'>) => api.selectedUsers(ableKey ? ableKey.split(',') : [], query(page));
    return null;
  }, [api, auth, tab, keyword, organizeId, ableKey]);
  const paged = useScrollPages(pagedLoad);

  const loadChildren = useCallback(
    (node: PickerNode): Promise<PickerNode[]> => {
      if (node.type === 'role') return api.usersOf({ roleIds: [node.id] }, MEMBERS_PAGE).then((page) => page.list);
      if (node.type === 'position') return api.usersOf({ positionIds: [node.id] }, MEMBERS_PAGE).then((page) => page.list);
      if (node.type === 'group') return api.usersOf({ groupIds: [node.id] }, MEMBERS_PAGE).then((page) => page.list);
      return api.userTree(node.id, auth);
    },
    [api, auth],
  );

  const canChoose = (node: PickerNode) =>
    node.selectable !== false && (node.type === SYSTEM || (node.type ?? 'user') === 'user' || (multiple && NON_USER.has(node.type ?? '')));

  const confirm = () => {
    if (selection.items.length === 0) {
      notifyWarning(t('chooseTitle', { title: name }), 1000);
      return;
    }
    onConfirm(selection.items.map(keyOf), [...selection.items]);
  };

  const tabLabel: Record<UserPickerTab, string> = {
    department: t('tabDepartment'),
    role: t('tabRole'),
    position: t('tabPosition'),
    group: t('tabGroup'),
    subordinates: t('tabSubordinates'),
    all: t('tabAll'),
    current: t('tabCurrentOrganize'),
    system: t('tabSystem'),
    custom: t('tabCustom'),
  };
  const choose = (node: PickerNode) => canChoose(node) && selection.toggle(node);
  const content = pagedLoad ? (
    <div className={styles.scroll} onScroll={paged.onScroll} aria-busy={paged.loading}>
      <PickerList rows={paged.rows} loading={paged.loading} multiple={multiple} isChosen={selection.has} onChoose={choose} label={tabLabel[tab]} />
    </div>
  ) : (
    <div className={styles.scroll} aria-busy={loading}>
      {tab === 'subordinates' || tab === 'system' ? (
        <PickerList rows={nodes} loading={loading} multiple={multiple} isChosen={selection.has} onChoose={choose} label={tabLabel[tab]} />
      ) : (
        <PickerTree key={`${tab}:${keyword}`} expandAll={keyword !== ''} nodes={nodes} loadChildren={loadChildren} canChoose={canChoose} isChosen={selection.has} onChoose={choose} label={tabLabel[tab]} />
      )}
    </div>
  );

  return (
    <PickerShell title={t('userPicker', { title: name })} selection={selection} keyOf={keyOf} onConfirm={confirm} onClose={onClose}>
      <PickerSearch onSearch={setKeyword} />
      {/* The tab group is only the row of tabs: one panel below shows the current tab, so what is
          visible never depends on the group syncing panels it has not seen upgraded yet. */}
      {tabs.length > 1 && (
        <sl-tab-group
          className={styles.tabs}
          onsl-tab-show={(event: CustomEvent<{ name: string }>) => {
            if (event.target !== event.currentTarget) return;
            setTab(event.detail.name as UserPickerTab);
          }}
        >
          {tabs.map((item) => (
            <sl-tab key={item} slot="nav" panel={item} active={item === tab}>
              {tabLabel[item]}
            </sl-tab>
          ))}
        </sl-tab-group>
      )}
      <div role={tabs.length > 1 ? 'tabpanel' : undefined} aria-label={tabLabel[tab]} className={styles.panel}>
        {content}
      </div>
    </PickerShell>
  );
}
