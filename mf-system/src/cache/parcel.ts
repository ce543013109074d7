import { createPageParcel } from '@atrium/ui';
import { CachePage } from './CachePage';
import sheet from './cache.module.css';

export default createPageParcel({ rootComponent: CachePage, styles: [sheet] });
