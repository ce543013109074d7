import { createPageParcel } from '@atrium/ui';
import { OrganizePage } from './OrganizePage';
import sheet from '../common/permission.module.css';

export default createPageParcel({ rootComponent: OrganizePage, styles: [sheet] });
