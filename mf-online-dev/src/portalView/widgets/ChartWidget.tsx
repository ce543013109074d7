import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type uPlot from 'uplot';
import { loadUPlot } from '@atrium/ui';
import { thousands } from '@atrium/shared';
import { usePortalApi } from '../context';
import { PORTAL_VIEW_NS } from '../i18n';
import type { ChartType, PortalChartItem } from '../model';
import sheet from '../portalView.module.css';
import { chartDataFromRows, hasChartData, staticChartData, type ChartData } from './chartData';
import { useWidgetData } from './useWidgetData';
import { WidgetState } from './WidgetState';

const styles = sheet.locals;

/** Series colours, in order (the portal's primary first). */
export const CHART_COLORS = ['#409eff', '#67c23a', '#e6a23c', '#f56c6c', '#8e6fd8'];
/** The share of a category's width its bars take together; the rest is the gap to the next one. */
const GROUP_WIDTH = 0.7;
/** Before the panel is measured (and in tests): a size uPlot can draw at. */
const FALLBACK = { width: 320, height: 200 };
const MIN_PLOT_HEIGHT = 60;
/** Room for one x label, in CSS pixels: past that, labels are thinned out (every 2nd, 3rd…). */
const LABEL_ROOM = 56;
/** Value-axis steps for whole numbers (counts): 1, 2, 5, 10, 20, 25, 50… so no tick reads 0.2 people. */
const WHOLE_STEPS = Array.from({ length: 10 }, (_, exponent) => [1, 2, 2.5, 5].map((step) => step * 10 ** exponent)).flat().filter(Number.isInteger);

/** A bar or line chart of static data or of a data interface's rows. */
export function ChartWidget({ item }: { item: PortalChartItem }) {
  const { t } = useTranslation(PORTAL_VIEW_NS);
  if (item.dataType === 'static') return <ChartView chartType={item.chartType} title={item.title} data={staticChartData(item)} />;
  if (item.interfaceId === '') return <WidgetState kind="empty" message={t('chart.noInterface')} />;
  return <InterfaceChart item={item} />;
}

function InterfaceChart({ item }: { item: PortalChartItem }) {
  const { t } = useTranslation(PORTAL_VIEW_NS);
  const api = usePortalApi();
  const { state, retry } = useWidgetData(
    () => api.interfaceRows(item.interfaceId).then((rows) => chartDataFromRows(rows, item.xField, item.yFields)),
    JSON.stringify([item.interfaceId, item.xField, item.yFields]),
  );
  if (state.kind === 'loading') return <WidgetState kind="loading" />;
  if (state.kind === 'error') return <WidgetState kind="error" message={t('chart.failed')} onRetry={retry} />;
  return <ChartView chartType={item.chartType} title={item.title} data={state.data} />;
}

type Library = { kind: 'loading' } | { kind: 'ready'; UPlot: typeof uPlot } | { kind: 'failed' };

const valueText = (value: number | null | undefined): string => (value === null || value === undefined ? '—' : thousands(value));

/**
 * The chart itself: uPlot on a canvas (fetched with the first chart of the page), its legend
 * showing the values under the pointer, sized to its panel as that changes. For assistive
 * technology the canvas is one image named by a summary, and a visually hidden table holds the data.
 */
function ChartView({ chartType, title, data }: { chartType: ChartType; title: string; data: ChartData }) {
  const { t } = useTranslation(PORTAL_VIEW_NS);
  const [library, setLibrary] = useState<Library>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const host = useRef<HTMLDivElement>(null);
  const shown = hasChartData(data);
  const categoryLabel = t('chart.category');
  // The chart is rebuilt when what it draws changes, not on every render of an equal copy.
  const dataKey = JSON.stringify(data);
  const current = useRef(data);
  current.current = data;

  useEffect(() => {
    if (!shown) return;
    let active = true;
    loadUPlot().then(
      (UPlot) => active && setLibrary({ kind: 'ready', UPlot }),
      (error: unknown) => {
        if (!active) return;
        console.warn('@atrium/mf-online-dev: uPlot could not be loaded for a portal chart.', error);
        setLibrary({ kind: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [shown, attempt]);

  const UPlot = library.kind === 'ready' ? library.UPlot : null;
  useEffect(() => {
    const element = host.current;
    if (!UPlot || !element) return;
    const chart = new UPlot(chartOptions(UPlot, chartType, current.current, categoryLabel, FALLBACK), toAligned(current.current), element);
    const fit = () => chart.setSize(plotSize(element, chart.root));
    fit();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      chart.destroy();
    };
  }, [UPlot, chartType, dataKey, categoryLabel]);

  if (!shown) return <WidgetState kind="empty" message={t('chart.empty')} />;
  if (library.kind === 'failed') {
    return (
      <WidgetState
        kind="error"
        message={t('chart.libraryFailed')}
        onRetry={() => {
          setLibrary({ kind: 'loading' });
          setAttempt((value) => value + 1);
        }}
      />
    );
  }
  const summary = t('chart.summary', {
    type: t(`chart.${chartType}`),
    categories: data.categories.length,
    series: data.series.map((entry) => entry.name).join(t('chart.seriesSeparator')),
  });
  return (
    <div className={styles.chart} data-chart={chartType}>
      <div ref={host} className={styles.plot} role="img" aria-label={summary} />
      {library.kind === 'loading' && (
        <div className={styles.chartLoading}>
          <WidgetState kind="loading" />
        </div>
      )}
      <table className={styles.visuallyHidden}>
        <caption>{title ? t('chart.tableCaption', { name: title, summary }) : summary}</caption>
        <thead>
          <tr>
            <th scope="col">{categoryLabel}</th>
            {data.series.map((entry, index) => (
              <th key={index} scope="col">
                {entry.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.categories.map((category, row) => (
            <tr key={row}>
              <th scope="row">{category}</th>
              {data.series.map((entry, index) => (
                <td key={index}>{valueText(entry.values[row])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** uPlot's data: x is the category's index, then one row of values per series. */
function toAligned(data: ChartData): uPlot.AlignedData {
  return [data.categories.map((_, index) => index), ...data.series.map((entry) => entry.values)];
}

/** The host's size less uPlot's legend (below the plot), which uPlot does not count in its height. */
function plotSize(element: HTMLElement, root: HTMLElement): { width: number; height: number } {
  const legend = root.querySelector('.u-legend')?.getBoundingClientRect().height ?? 0;
  const width = element.clientWidth || FALLBACK.width;
  const height = element.clientHeight ? Math.max(element.clientHeight - legend, MIN_PLOT_HEIGHT) : FALLBACK.height;
  return { width, height };
}

/** The value axis from 0 (bars grow from it), with some room above the highest value. */
export function valueRange(min: number | null, max: number | null): [number, number] {
  const low = Math.min(0, min ?? 0);
  const high = Math.max(0, max ?? 0);
  if (low === high) return [0, 1];
  const pad = (high - low) * 0.1;
  return [low < 0 ? low - pad : 0, high > 0 ? high + pad : 0];
}

/** The categories that get an x label: all of them while they fit, else every nth. */
export function labelSplits(count: number, width: number): number[] {
  const room = Math.max(1, Math.floor(width / LABEL_ROOM));
  const step = Math.max(1, Math.ceil(count / room));
  return Array.from({ length: count }, (_, index) => index).filter((index) => index % step === 0);
}

/** Series `position` of `count`, side by side within each category (x values are category indices). */
function groupedBars(count: number, position: number): uPlot.Series.BarsPathBuilderOpts['disp'] {
  const width = GROUP_WIDTH / count;
  const offset = -GROUP_WIDTH / 2 + position * width;
  // 1 = in the x scale's values (uPlot's BarsPathBuilderFacetUnit.ScaleValue, a const enum of its typings).
  const unit = 1 as uPlot.Series.BarsPathBuilderFacetUnit;
  return {
    x0: { unit, values: (self) => Array.from(self.data[0], (x) => x + offset) },
    size: { unit, values: () => [width * 0.9] },
  };
}

function chartOptions(UPlot: typeof uPlot, chartType: ChartType, data: ChartData, categoryLabel: string, size: { width: number; height: number }): uPlot.Options {
  const count = data.categories.length;
  const bars = chartType === 'bar';
  const whole = data.series.every((entry) => entry.values.every((value) => value === null || Number.isInteger(value)));
  const axisStyle = { stroke: '#606266', font: '12px sans-serif', ticks: { show: false } };
  return {
    ...size,
    scales: {
      x: { time: false, range: () => [-0.5, count - 0.5] },
      y: { range: (_self, min, max) => valueRange(min, max) },
    },
    axes: [
      {
        ...axisStyle,
        grid: { show: false },
        splits: (self) => labelSplits(count, self.width),
        values: (_self, splits) => splits.map((index) => data.categories[index] ?? ''),
      },
      {
        ...axisStyle,
        grid: { stroke: '#ebeef5', width: 1 },
        ...(whole ? { incrs: WHOLE_STEPS } : {}),
        values: (_self, splits) => splits.map((value) => thousands(value)),
        size: (_self, values) => Math.max(40, Math.max(0, ...(values ?? []).map((text) => String(text).length)) * 7 + 18),
      },
    ],
    // No drag-to-zoom: a portal chart is read, not explored.
    cursor: { drag: { x: false, y: false, setScale: false }, points: { show: !bars } },
    legend: { live: true },
    series: [
      { label: categoryLabel, value: (_self, index) => (index === null || index === undefined ? '' : (data.categories[index] ?? '')) },
      ...data.series.map((entry, position): uPlot.Series => {
        const color = CHART_COLORS[position % CHART_COLORS.length]!;
        return {
          label: entry.name,
          stroke: color,
          value: (_self, value) => valueText(value),
          ...(bars
            ? { fill: color, width: 0, fillTo: 0, paths: UPlot.paths.bars?.({ disp: groupedBars(data.series.length, position) }), points: { show: false } }
            : { width: 2, points: { show: true, size: 5 } }),
        };
      }),
    ],
  };
}
