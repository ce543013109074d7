import { createPageParcel } from '@atrium/ui';
import { DepartmentPage } from './DepartmentPage';
import sheet from '../common/permission.module.css';

export default createPageParcel({ rootComponent: DepartmentPage, styles: [sheet] });
