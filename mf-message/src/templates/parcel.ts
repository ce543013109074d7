import { createPageParcel } from '@atrium/ui';
import common from '../common/common.module.css';
import { TemplatePage } from './TemplatePage';

export default createPageParcel({ rootComponent: TemplatePage, styles: [common] });
