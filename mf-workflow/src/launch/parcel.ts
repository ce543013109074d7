import { createPageParcel } from '@atrium/ui';
import common from '../common/common.module.css';
import sheet from './launch.module.css';
import { AddFlowPage } from './AddFlowPage';

export default createPageParcel({ rootComponent: AddFlowPage, styles: [common, sheet] });
