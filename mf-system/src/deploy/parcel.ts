import { createPageParcel } from '@atrium/ui';
import { DeployPage } from './DeployPage';
import sheet from './deploy.module.css';

export default createPageParcel({ rootComponent: DeployPage, styles: [sheet] });
