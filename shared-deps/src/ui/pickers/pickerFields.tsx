// Form fields for the pickers: each shows its chosen names and opens its picker (PickerField).
import { useCallback } from 'react';
import { flattenTree } from '../tree';
import { permissionPickerApi, type PermissionPickerApi, type PickerNode } from './api';
import { GroupPicker } from './GroupPicker';
import type { ItemPickerProps } from './ItemPicker';
import { OrganizePicker, type OrganizePickerProps } from './OrganizePicker';
import { PickerField, type PickerFieldProps } from './PickerField';
import { PositionPicker } from './PositionPicker';
import { RolePicker } from './RolePicker';
import { UserPicker, type UserPickerProps } from './UserPicker';
import { itemValue } from './values';

type PickerOptions<P> = Omit<P, 'value' | 'onConfirm' | 'onClose' | 'api'>;

const idOf = (node: PickerNode) => node.id;
const userKey = (node: PickerNode) => (node.type === 'system' ? node.id : itemValue(node));

export type OrganizeSelectProps = PickerFieldProps & PickerOptions<OrganizePickerProps> & { api?: PermissionPickerApi };

/** An organisation/department field (OrganizePicker). */
export function OrganizeSelect({ api = permissionPickerApi, label, value, onChange, placeholder, disabled, required, invalid, ...options }: OrganizeSelectProps) {
  const resolve = useCallback((ids: readonly string[]) => api.selectedItems(ids.map((id) => `${id}--department`)), [api]);
  return (
    <PickerField
      {...{ label, value, onChange, placeholder, disabled, required, invalid }}
      multiple={options.multiple ?? false}
      keyOf={idOf}
      resolve={resolve}
      renderPicker={(close, confirm) => <OrganizePicker {...options} title={options.title ?? label} value={value} onConfirm={confirm} onClose={close} api={api} />}
    />
  );
}

export type UserSelectProps = PickerFieldProps & PickerOptions<UserPickerProps> & { api?: PermissionPickerApi };

/** A user field (UserPicker); system variables are labelled by the picker's own list. */
export function UserSelect({ api = permissionPickerApi, label, value, onChange, placeholder, disabled, required, invalid, ...options }: UserSelectProps) {
  const variables = options.systemVariables;
  const resolve = useCallback(
    (values: readonly string[]) => {
      const system = variables === true ? [{ key: 'currentUser', label: '' }] : variables ? variables : [];
      const keys = new Set(system.map((variable) => variable.key));
      return api.selectedItems(values.filter((item) => !keys.has(item)));
    },
    [api, variables],
  );
  return (
    <PickerField
      {...{ label, value, onChange, placeholder, disabled, required, invalid }}
      multiple={options.multiple ?? false}
      keyOf={userKey}
      resolve={resolve}
      renderPicker={(close, confirm) => <UserPicker {...options} title={options.title ?? label} value={value} onConfirm={confirm} onClose={close} api={api} />}
    />
  );
}

export type ItemSelectProps = PickerFieldProps & PickerOptions<ItemPickerProps> & { api?: PermissionPickerApi };

/** Names of role, position or group ids from their picker's tree. */
const fromTree = (load: Promise<PickerNode[]>, kind: string, ids: readonly string[]) =>
  load.then((tree) => flattenTree(tree).map(({ node }) => node).filter((node) => node.type === kind && ids.includes(node.id)));

/** A role field (RolePicker). */
export function RoleSelect({ api = permissionPickerApi, label, value, onChange, placeholder, disabled, required, invalid, auth = false, ...options }: ItemSelectProps & { auth?: boolean }) {
  const resolve = useCallback((ids: readonly string[]) => fromTree(api.roles(''), 'role', ids), [api]);
  return (
    <PickerField
      {...{ label, value, onChange, placeholder, disabled, required, invalid }}
      multiple={options.multiple ?? false}
      keyOf={idOf}
      resolve={resolve}
      renderPicker={(close, confirm) => <RolePicker {...options} auth={auth} title={options.title ?? label} value={value} onConfirm={confirm} onClose={close} api={api} />}
    />
  );
}

/** A position field (PositionPicker). */
export function PositionSelect({ api = permissionPickerApi, label, value, onChange, placeholder, disabled, required, invalid, ...options }: ItemSelectProps) {
  const resolve = useCallback((ids: readonly string[]) => fromTree(api.positions(''), 'position', ids), [api]);
  return (
    <PickerField
      {...{ label, value, onChange, placeholder, disabled, required, invalid }}
      multiple={options.multiple ?? false}
      keyOf={idOf}
      resolve={resolve}
      renderPicker={(close, confirm) => <PositionPicker {...options} title={options.title ?? label} value={value} onConfirm={confirm} onClose={close} api={api} />}
    />
  );
}

/** A group field (GroupPicker). */
export function GroupSelect({ api = permissionPickerApi, label, value, onChange, placeholder, disabled, required, invalid, ...options }: ItemSelectProps) {
  const resolve = useCallback((ids: readonly string[]) => fromTree(api.groups(''), 'group', ids), [api]);
  return (
    <PickerField
      {...{ label, value, onChange, placeholder, disabled, required, invalid }}
      multiple={options.multiple ?? false}
      keyOf={idOf}
      resolve={resolve}
      renderPicker={(close, confirm) => <GroupPicker {...options} title={options.title ?? label} value={value} onConfirm={confirm} onClose={close} api={api} />}
    />
  );
}
