import { createPageParcel } from '@atrium/ui';
import { MenuPage } from './MenuPage';
import sheet from './menu.module.css';

export default createPageParcel({ rootComponent: MenuPage, styles: [sheet] });
