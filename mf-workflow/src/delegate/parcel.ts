import { createPageParcel } from '@atrium/ui';
import common from '../common/common.module.css';
import { DelegatePage } from './DelegatePage';

export default createPageParcel({ rootComponent: DelegatePage, styles: [common] });
