import { createPageParcel } from '@atrium/ui';
import { RolePage } from './RolePage';
import sheet from '../common/permission.module.css';

export default createPageParcel({ rootComponent: RolePage, styles: [sheet] });
