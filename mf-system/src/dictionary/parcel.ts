import { createPageParcel } from '@atrium/ui';
import { DictionaryPage } from './DictionaryPage';
import sheet from './dictionary.module.css';

export default createPageParcel({ rootComponent: DictionaryPage, styles: [sheet] });
