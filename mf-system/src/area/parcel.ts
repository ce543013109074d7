import { createPageParcel } from '@atrium/ui';
import { AreaPage } from './AreaPage';
import sheet from './area.module.css';

export default createPageParcel({ rootComponent: AreaPage, styles: [sheet] });
