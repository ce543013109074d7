import { createPageParcel } from '@atrium/ui';
import { AuthorizePage } from './AuthorizePage';
import sheet from '../common/permission.module.css';

export default createPageParcel({ rootComponent: AuthorizePage, styles: [sheet] });
