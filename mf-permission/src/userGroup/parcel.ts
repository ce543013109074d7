import { createPageParcel } from '@atrium/ui';
import { UserGroupPage } from './UserGroupPage';
import sheet from '../common/permission.module.css';

export default createPageParcel({ rootComponent: UserGroupPage, styles: [sheet] });
