import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { SYSTEM_NS } from '../i18n';
import type { MenuNode } from './api';
import { DataTab } from './DataTab';
import { ResourceTab } from './ResourceTab';

interface Props {
  menu: MenuNode;
  onClose: () => void;
}

/** A menu's resources that authorisation grants (700 px drawer): 按钮权限 / 列表权限 / 表单权限 / 数据权限. */
export function ResourceDrawer({ menu, onClose }: Props) {
  const { t } = useTranslation(SYSTEM_NS);
  return (
    <sl-drawer
      open
      label={t('menu.drawerTitle', { name: menu.fullName })}
      style={{ '--size': '700px' } as CSSProperties}
      onsl-after-hide={(event: Event) => {
        // Only the drawer's own hide closes it, not a nested select's or tooltip's.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <sl-tab-group>
        <sl-tab slot="nav" panel="button">{t('menu.tabs.button')}</sl-tab>
        <sl-tab slot="nav" panel="column">{t('menu.tabs.column')}</sl-tab>
        <sl-tab slot="nav" panel="form">{t('menu.tabs.form')}</sl-tab>
        <sl-tab slot="nav" panel="data">{t('menu.tabs.data')}</sl-tab>
        <sl-tab-panel name="button"><ResourceTab kind="button" menu={menu} /></sl-tab-panel>
        <sl-tab-panel name="column"><ResourceTab kind="column" menu={menu} /></sl-tab-panel>
        <sl-tab-panel name="form"><ResourceTab kind="form" menu={menu} /></sl-tab-panel>
        <sl-tab-panel name="data"><DataTab menu={menu} /></sl-tab-panel>
      </sl-tab-group>
    </sl-drawer>
  );
}
