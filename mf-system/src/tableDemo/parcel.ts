import { createPageParcel } from '@atrium/ui';
import { TableDemoPage } from './TableDemoPage';
import sheet from './tableDemo.module.css';

export default createPageParcel({ rootComponent: TableDemoPage, styles: [sheet] });
