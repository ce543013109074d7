import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { permissionPickerApi, type PermissionPickerApi } from './api';
import { PICKERS_NS } from './i18n';
import { ItemPicker, type ItemPickerProps } from './ItemPicker';

export interface GroupPickerProps extends ItemPickerProps {
  api?: PermissionPickerApi;
}

/** The group picker: user groups under their group types. */
export function GroupPicker({ api = permissionPickerApi, ...props }: GroupPickerProps) {
  const { t } = useTranslation(PICKERS_NS);
  const load = useCallback((keyword: string) => api.groups(keyword), [api]);
  return <ItemPicker {...props} kind="group" load={load} defaultTitle={t('groupPicker')} />;
}
