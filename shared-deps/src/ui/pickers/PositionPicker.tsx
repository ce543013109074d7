import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { permissionPickerApi, type PermissionPickerApi } from './api';
import { PICKERS_NS } from './i18n';
import { ItemPicker, type ItemPickerProps } from './ItemPicker';

export interface PositionPickerProps extends ItemPickerProps {
  api?: PermissionPickerApi;
}

/** The position picker: positions under their organisations. */
export function PositionPicker({ api = permissionPickerApi, ...props }: PositionPickerProps) {
  const { t } = useTranslation(PICKERS_NS);
  const load = useCallback((keyword: string) => api.positions(keyword), [api]);
  return <ItemPicker {...props} kind="position" load={load} defaultTitle={t('positionPicker')} />;
}
