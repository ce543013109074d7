import { createPageParcel } from '@atrium/ui';
import common from '../common/common.module.css';
import { RecordPage } from './RecordPage';

export default createPageParcel({ rootComponent: RecordPage, styles: [common] });
