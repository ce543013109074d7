import { createPageParcel } from '@atrium/ui';
import { DataModelPage } from './DataModelPage';
import sheet from './dataModel.module.css';

export default createPageParcel({ rootComponent: DataModelPage, styles: [sheet] });
