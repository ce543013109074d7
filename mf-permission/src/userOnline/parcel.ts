import { createPageParcel } from '@atrium/ui';
import { UserOnlinePage } from './UserOnlinePage';
import sheet from '../common/permission.module.css';

export default createPageParcel({ rootComponent: UserOnlinePage, styles: [sheet] });
