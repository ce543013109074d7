import { createPageParcel } from '@atrium/ui';
import { InterfaceAuthPage } from './InterfaceAuthPage';
import sheet from './interfaceAuth.module.css';

export default createPageParcel({ rootComponent: InterfaceAuthPage, styles: [sheet] });
