import { createPageParcel } from '@atrium/ui';
import { FormDemoPage } from './FormDemoPage';
import sheet from './formDemo.module.css';

export default createPageParcel({ rootComponent: FormDemoPage, styles: [sheet] });
