import { createPageParcel } from '@atrium/ui';
import { TaskPage } from './TaskPage';
import sheet from './task.module.css';

export default createPageParcel({ rootComponent: TaskPage, styles: [sheet] });
