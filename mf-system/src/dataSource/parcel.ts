import { createPageParcel } from '@atrium/ui';
import { DataSourcePage } from './DataSourcePage';
import sheet from './dataSource.module.css';

export default createPageParcel({ rootComponent: DataSourcePage, styles: [sheet] });
