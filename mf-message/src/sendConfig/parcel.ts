import { createPageParcel } from '@atrium/ui';
import common from '../common/common.module.css';
import { SendConfigPage } from './SendConfigPage';

export default createPageParcel({ rootComponent: SendConfigPage, styles: [common] });
