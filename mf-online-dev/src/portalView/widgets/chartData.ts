// What a chart draws, whatever its source: category labels and one row of values per series.
import type { InterfaceRow } from '../api';
import type { ChartYField, PortalChartItem } from '../model';

export interface ChartData {
  categories: string[];
  /** Values in the categories' order; null is a gap (no bar, a break in the line). */
  series: { name: string; values: (number | null)[] }[];
}

/** A cell of a data interface's row as a number: numbers and numeric text; anything else is a gap. */
export function chartValue(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const number = Number(value);
    return Number.isFinite(number) ? number : null;
  }
  return null;
}

export function staticChartData(item: Pick<PortalChartItem, 'categories' | 'series'>): ChartData {
  return { categories: item.categories, series: item.series.map((entry) => ({ name: entry.name, values: entry.data })) };
}

/** A dynamic chart's rows: x labels from `xField`, a series per y field. */
export function chartDataFromRows(rows: readonly InterfaceRow[], xField: string, yFields: readonly ChartYField[]): ChartData {
  return {
    categories: rows.map((row) => {
      const label = row[xField];
      return label === null || label === undefined ? '' : String(label);
    }),
    series: yFields.map((field) => ({ name: field.name, values: rows.map((row) => chartValue(row[field.field])) })),
  };
}

/** Whether there is anything to draw: a category and a series with at least one value. */
export function hasChartData(data: ChartData): boolean {
  return data.categories.length > 0 && data.series.some((entry) => entry.values.some((value) => value !== null));
}
