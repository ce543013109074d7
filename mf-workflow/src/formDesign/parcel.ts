import { createPageParcel } from '@atrium/ui';
import common from '../common/common.module.css';
import designer from '../designer/designer.module.css';
import { FormDesignPage } from './FormDesignPage';

export default createPageParcel({ rootComponent: FormDesignPage, styles: [common, designer] });
