import { createPageParcel } from '@atrium/ui';
import common from '../common/common.module.css';
import designer from '../designer/designer.module.css';
import { FlowEnginePage } from './FlowEnginePage';

export default createPageParcel({ rootComponent: FlowEnginePage, styles: [common, designer] });
