import { createPageParcel } from '@atrium/ui';
import { LanguagePage } from './LanguagePage';
import sheet from './language.module.css';

export default createPageParcel({ rootComponent: LanguagePage, styles: [sheet] });
