import { createPageParcel } from '@atrium/ui';
import { DataSyncPage } from './DataSyncPage';
import sheet from './dataSync.module.css';

export default createPageParcel({ rootComponent: DataSyncPage, styles: [sheet] });
