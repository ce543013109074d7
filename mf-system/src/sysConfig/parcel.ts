import { createPageParcel } from '@atrium/ui';
import { SysConfigPage } from './SysConfigPage';
import sheet from './sysConfig.module.css';

export default createPageParcel({ rootComponent: SysConfigPage, styles: [sheet] });
