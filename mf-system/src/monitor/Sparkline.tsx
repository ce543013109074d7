import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import { loadUPlot } from '@atrium/ui';
import sheet from './monitor.module.css';

const styles = sheet.locals;

const HEIGHT = 90;
const FALLBACK_WIDTH = 260;

interface Props {
  /** Names the chart for assistive technology. */
  label: string;
  /** Times in ms and the values at them, oldest first. */
  times: readonly number[];
  values: readonly number[];
  color?: string;
  /** Fixes the scale at 0-100 (percentages). */
  percent?: boolean;
}

/** A small time-series line, drawn by uPlot on a canvas. */
export function Sparkline({ label, times, values, color = '#409eff', percent = false }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<uPlot | null>(null);
  const data = useRef<uPlot.AlignedData>([[], []]);
  data.current = [times.map((time) => time / 1000), [...values]];

  useEffect(() => {
    let destroyed = false;
    loadUPlot().then((UPlot) => {
      const element = host.current;
      if (destroyed || !element) return;
      chart.current = new UPlot(
        {
          width: element.clientWidth || FALLBACK_WIDTH,
          height: HEIGHT,
          legend: { show: false },
          cursor: { show: false },
          scales: { x: { time: true }, y: percent ? { range: [0, 100] } : { range: (_self, min, max) => [Math.min(0, min), max > 0 ? max * 1.2 : 1] } },
          axes: [
            { show: false },
            { size: 44, font: '10px sans-serif', ticks: { show: false }, grid: { stroke: '#eee' } },
          ],
          series: [{}, { stroke: color, width: 1.5, fill: `${color}22`, points: { show: false } }],
        },
        data.current,
        element,
      );
    }, () => undefined);
    return () => {
      destroyed = true;
      chart.current?.destroy();
      chart.current = null;
    };
  }, [color, percent]);

  useEffect(() => {
    chart.current?.setData(data.current);
  }, [times, values]);

  return <div ref={host} className={styles.chart} role="img" aria-label={label} />;
}
