import { createPageParcel } from '@atrium/ui';
import { GradePage } from './GradePage';
import sheet from '../common/permission.module.css';

export default createPageParcel({ rootComponent: GradePage, styles: [sheet] });
