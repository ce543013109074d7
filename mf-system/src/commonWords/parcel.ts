import { createPageParcel } from '@atrium/ui';
import { CommonWordsPage } from './CommonWordsPage';
import sheet from './commonWords.module.css';

export default createPageParcel({ rootComponent: CommonWordsPage, styles: [sheet] });
