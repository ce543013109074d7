import { createPageParcel } from '@atrium/ui';
import { IconsPage } from './IconsPage';
import sheet from './icons.module.css';

export default createPageParcel({ rootComponent: IconsPage, styles: [sheet] });
