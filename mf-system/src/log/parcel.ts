import { createPageParcel } from '@atrium/ui';
import { LogPage } from './LogPage';
import sheet from './log.module.css';

export default createPageParcel({ rootComponent: LogPage, styles: [sheet] });
