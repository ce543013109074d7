import { createPageParcel } from '@atrium/ui';
import { BillRulePage } from './BillRulePage';
import sheet from './billRule.module.css';

export default createPageParcel({ rootComponent: BillRulePage, styles: [sheet] });
