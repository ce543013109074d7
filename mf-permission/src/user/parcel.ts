import { createPageParcel } from '@atrium/ui';
import { UserPage } from './UserPage';
import sheet from '../common/permission.module.css';

export default createPageParcel({ rootComponent: UserPage, styles: [sheet] });
