import { createPageParcel } from '@atrium/ui';
import { PrintDevPage } from './PrintDevPage';
import sheet from './print.module.css';

export default createPageParcel({ rootComponent: PrintDevPage, styles: [sheet] });
