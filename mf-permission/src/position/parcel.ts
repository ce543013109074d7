import { createPageParcel } from '@atrium/ui';
import { PositionPage } from './PositionPage';
import sheet from '../common/permission.module.css';

export default createPageParcel({ rootComponent: PositionPage, styles: [sheet] });
