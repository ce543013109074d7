import { createPageParcel } from '@atrium/ui';
import common from '../common/common.module.css';
import sheet from './flowDetail.module.css';
import { FlowDetailPage } from './FlowDetailPage';

export default createPageParcel({ rootComponent: FlowDetailPage, styles: [common, sheet] });
