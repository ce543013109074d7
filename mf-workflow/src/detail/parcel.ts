import { createPageParcel } from '@atrium/ui';
import common from '../common/common.module.css';
import designer from '../designer/designer.module.css';
import sheet from './detail.module.css';
import { FlowDetailPage } from './FlowDetailPage';

export default createPageParcel({ rootComponent: FlowDetailPage, styles: [common, designer, sheet] });
