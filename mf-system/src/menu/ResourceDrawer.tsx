import { useTranslation } from 'react-i18next';
import { Drawer, TabGroup } from '@atrium/ui';
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
      <TabGroup
        panes={[
          { name: 'button', label: t('menu.tabs.button'), children: <ResourceTab kind="button" menu={menu} /> },
          { name: 'column', label: t('menu.tabs.column'), children: <ResourceTab kind="column" menu={menu} /> },
          { name: 'form', label: t('menu.tabs.form'), children: <ResourceTab kind="form" menu={menu} /> },
          { name: 'data', label: t('menu.tabs.data'), children: <DataTab menu={menu} /> },
        ]}
      />
    </Drawer>
  );
}
