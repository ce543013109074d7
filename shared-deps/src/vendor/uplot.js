// uPlot (charts) with its stylesheet. Fetched on demand: screens call System.import('uplot') when
// they first draw a chart, so no bundle's entry depends on it (build/webpack-common.js).
import 'uplot/dist/uPlot.min.css';

export { default } from 'uplot';
