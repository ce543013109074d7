import { createPageParcel } from '@atrium/ui';
import { MonitorPage } from './MonitorPage';
import sheet from './monitor.module.css';

export default createPageParcel({ rootComponent: MonitorPage, styles: [sheet] });
