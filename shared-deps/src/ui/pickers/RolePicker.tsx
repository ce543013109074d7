import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { permissionPickerApi, type PermissionPickerApi } from './api';
import { PICKERS_NS } from './i18n';
import { ItemPicker, type ItemPickerProps } from './ItemPicker';

export interface RolePickerProps extends ItemPickerProps {
  /** Only roles the caller may grant (Role/SelectorByPermission). */
  auth?: boolean;
  api?: PermissionPickerApi;
}

/** The role picker: global roles and each organisation's roles. */
export function RolePicker({ api = permissionPickerApi, auth = false, ...props }: RolePickerProps) {
  const { t } = useTranslation(PICKERS_NS);
  const load = useCallback((keyword: string) => (auth ? api.rolesByPermission(keyword) : api.roles(keyword)), [api, auth]);
  return <ItemPicker {...props} kind="role" load={load} defaultTitle={t('rolePicker')} />;
}
