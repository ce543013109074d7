import { createPageParcel } from '@atrium/ui';
import common from '../common/common.module.css';
import { NoticePage } from './NoticePage';

export default createPageParcel({ rootComponent: NoticePage, styles: [common] });
