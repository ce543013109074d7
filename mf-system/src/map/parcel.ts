import { createPageParcel } from '@atrium/ui';
import { MapPage } from './MapPage';
import sheet from './map.module.css';

export default createPageParcel({ rootComponent: MapPage, styles: [sheet] });
