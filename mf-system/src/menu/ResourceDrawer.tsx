import { useTranslation } from 'react-i18next';
import { Drawer } from '@atrium/ui';
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
    <Drawer title={t('menu.drawerTitle', { name: menu.fullName })} size={700} onClose={onClose}>
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
    </Drawer>
  );
}
