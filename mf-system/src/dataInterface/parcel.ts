import { createPageParcel } from '@atrium/ui';
import { DataInterfacePage } from './DataInterfacePage';
import sheet from './dataInterface.module.css';

export default createPageParcel({ rootComponent: DataInterfacePage, styles: [sheet] });
