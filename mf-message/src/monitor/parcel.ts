import { createPageParcel } from '@atrium/ui';
import common from '../common/common.module.css';
import { MonitorPage } from './MonitorPage';

export default createPageParcel({ rootComponent: MonitorPage, styles: [common] });
