import { createPageParcel } from '@atrium/ui';
import { BackupPage } from './BackupPage';
import sheet from './backup.module.css';

export default createPageParcel({ rootComponent: BackupPage, styles: [sheet] });
