// The chart widget with uPlot faked (jsdom has no canvas): what it hands uPlot for bars and lines,
// the data a screen reader gets, sizing to its panel, a data interface's rows, and every state.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { setLocale } from '@atrium/shared';
import type { PortalViewApi } from '../api';
import { PortalApiContext } from '../context';
import { registerPortalViewTranslations } from '../i18n';
import { chartItem } from '../testing';
import { ChartWidget, labelSplits, valueRange } from './ChartWidget';
import { loadUPlot } from '@atrium/ui';

// The shared loader fetches uPlot through SystemJS; here it hands over a fake class.
jest.mock('@atrium/ui', () => ({ ...jest.requireActual<object>('@atrium/ui'), loadUPlot: jest.fn() }));
const load = loadUPlot as jest.MockedFunction<typeof loadUPlot>;

interface FakeOptions {
  width: number;
  height: number;
  series: { label?: string; paths?: unknown; points?: { show?: boolean }; value?: (self: unknown, value: number | null) => string }[];
  axes: { values?: (self: unknown, splits: number[]) => string[]; splits?: (self: { width: number }) => number[]; incrs?: number[] }[];
  scales: { x: { range: () => number[] }; y: { range: (self: unknown, min: number, max: number) => number[] } };
}

class FakeUPlot {
  static made: FakeUPlot[] = [];
  static paths = { bars: jest.fn((options: unknown) => ({ bars: options })) };
  readonly root = document.createElement('div');
  sizes: { width: number; height: number }[] = [];
  destroyed = false;
  constructor(
    readonly options: FakeOptions,
    readonly data: unknown[][],
    readonly host: HTMLElement,
  ) {
    this.root.className = 'uplot';
    host.append(this.root);
    FakeUPlot.made.push(this);
  }
  setSize(size: { width: number; height: number }) {
    this.sizes.push(size);
  }
  destroy() {
    this.destroyed = true;
    this.root.remove();
  }
}
const lastChart = () => FakeUPlot.made[FakeUPlot.made.length - 1]!;

/** A ResizeObserver the test drives: jsdom has none. */
class FakeResizeObserver {
  static live: FakeResizeObserver[] = [];
  observed: Element[] = [];
  constructor(readonly callback: () => void) {
    FakeResizeObserver.live.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    FakeResizeObserver.live = FakeResizeObserver.live.filter((observer) => observer !== this);
  }
}

function fakeApi(overrides: Partial<PortalViewApi> = {}): PortalViewApi {
  return {
    auth: jest.fn(() => Promise.reject(new Error('not used'))),
    todos: jest.fn(() => Promise.resolve([])),
    notices: jest.fn(() => Promise.resolve([])),
    overview: jest.fn(() => Promise.resolve({})),
    interfaceRows: jest.fn(() => Promise.resolve([])),
    ...overrides,
  };
}

const withApi = (api: PortalViewApi, element: ReactElement) => render(<PortalApiContext.Provider value={api}>{element}</PortalApiContext.Provider>);

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = FakeResizeObserver;
  setLocale('zh');
  await registerPortalViewTranslations();
});
afterAll(() => {
  delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
});
beforeEach(() => {
  FakeUPlot.made = [];
  FakeUPlot.paths.bars.mockClear();
  FakeResizeObserver.live = [];
  load.mockReset();
  load.mockResolvedValue(FakeUPlot as unknown as Awaited<ReturnType<typeof loadUPlot>>);
});
afterEach(() => jest.restoreAllMocks());

const salesItem = (overrides: Parameters<typeof chartItem>[0] = {}) =>
  chartItem({
    title: '季度销售',
    categories: ['一季度', '二季度', '三季度'],
    series: [
      { name: '华东', data: [1200, 2500.5, 0] },
      { name: '华南', data: [-300, 800, 40] },
    ],
    ...overrides,
  });

describe('a static chart', () => {
  it('draws grouped bars of each series over the categories, with a legend that reads the values', async () => {
    withApi(fakeApi(), <ChartWidget item={salesItem()} />);
    await waitFor(() => expect(FakeUPlot.made).toHaveLength(1));
    const chart = lastChart();
    expect(chart.data).toEqual([[0, 1, 2], [1200, 2500.5, 0], [-300, 800, 40]]);
    expect(chart.options.series.map((series) => series.label)).toEqual(['分类', '华东', '华南']);
    // Bars: each series gets its own slot within a category, side by side.
    expect(FakeUPlot.paths.bars).toHaveBeenCalledTimes(2);
    type Disp = { disp: { x0: { values: (self: { data: number[][] }) => number[] }; size: { values: () => number[] } } };
    const [first, second] = FakeUPlot.paths.bars.mock.calls.map(([options]) => options as Disp);
    const self = { data: [[0, 1, 2]] };
    expect(first!.disp.x0.values(self)).toEqual([-0.35, 0.65, 1.65]);
    expect(second!.disp.x0.values(self)[0]).toBeCloseTo(0);
    expect(first!.disp.size.values()[0]).toBeCloseTo(0.315);
    // The legend shows the category and the values under the pointer; the x axis the category names.
    expect(chart.options.series[0]!.value!(null, 1)).toBe('二季度');
    expect(chart.options.series[1]!.value!(null, 2500.5)).toBe('2,500.5');
    expect(chart.options.series[2]!.value!(null, null)).toBe('—');
    expect(chart.options.axes[0]!.values!(null, [0, 2])).toEqual(['一季度', '三季度']);
    expect(chart.options.scales.x.range()).toEqual([-0.5, 2.5]);
    expect(chart.options.scales.y.range(null, -300, 2500.5)).toEqual([valueRange(-300, 2500.5)[0], valueRange(-300, 2500.5)[1]]);
    // A fraction among the values: the value axis may step by fractions too.
    expect(chart.options.axes[1]!.incrs).toBeUndefined();
  });

  it('steps the value axis by whole numbers when every value is one (counts)', async () => {
    withApi(fakeApi(), <ChartWidget item={salesItem({ series: [{ name: '人数', data: [1, 1, 2] }] })} />);
    await waitFor(() => expect(FakeUPlot.made).toHaveLength(1));
    const steps = lastChart().options.axes[1]!.incrs!;
    expect(steps.slice(0, 8)).toEqual([1, 2, 5, 10, 20, 25, 50, 100]);
    expect(steps.every(Number.isInteger)).toBe(true);
  });

  it('draws lines with points and no bars', async () => {
    withApi(fakeApi(), <ChartWidget item={salesItem({ chartType: 'line' })} />);
    await waitFor(() => expect(FakeUPlot.made).toHaveLength(1));
    expect(FakeUPlot.paths.bars).not.toHaveBeenCalled();
    expect(lastChart().options.series[1]).toMatchObject({ label: '华东', points: { show: true } });
    expect(lastChart().options.series[1]!.paths).toBeUndefined();
  });

  it('names the chart for a screen reader and holds its data in a table', async () => {
    withApi(fakeApi(), <ChartWidget item={salesItem()} />);
    const image = screen.getByRole('img', { name: '柱状图：3 个分类，系列 华东、华南' });
    await waitFor(() => expect(image.contains(lastChart().root)).toBe(true));
    const table = screen.getByRole('table', { name: '季度销售的数据（柱状图：3 个分类，系列 华东、华南）' });
    expect(table.className).toBe('visuallyHidden');
    const rows = within(table).getAllByRole('row').map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['分类', '华东', '华南'],
      ['一季度', '1,200', '-300'],
      ['二季度', '2,500.5', '800'],
      ['三季度', '0', '40'],
    ]);
  });

  it('fits its panel: the plot takes the host less the legend, again whenever the panel is resized', async () => {
    withApi(fakeApi(), <ChartWidget item={salesItem()} />);
    await waitFor(() => expect(FakeUPlot.made).toHaveLength(1));
    const chart = lastChart();
    // Unmeasured (jsdom): a size uPlot can draw at.
    expect(chart.sizes[0]).toEqual({ width: 320, height: 200 });
    const legend = document.createElement('table');
    legend.className = 'u-legend';
    jest.spyOn(legend, 'getBoundingClientRect').mockReturnValue({ height: 30 } as DOMRect);
    chart.root.append(legend);
    Object.defineProperty(chart.host, 'clientWidth', { configurable: true, value: 480 });
    Object.defineProperty(chart.host, 'clientHeight', { configurable: true, value: 250 });
    expect(FakeResizeObserver.live).toHaveLength(1);
    expect(FakeResizeObserver.live[0]!.observed).toEqual([chart.host]);
    act(() => FakeResizeObserver.live[0]!.callback());
    expect(chart.sizes.at(-1)).toEqual({ width: 480, height: 220 });
  });

  it('draws anew when its data changes, and lets go of the chart and the observer when unmounted', async () => {
    const api = fakeApi();
    const view = withApi(api, <ChartWidget item={salesItem()} />);
    await waitFor(() => expect(FakeUPlot.made).toHaveLength(1));
    view.rerender(
      <PortalApiContext.Provider value={api}>
        <ChartWidget item={salesItem({ categories: ['一季度'], series: [{ name: '华东', data: [9] }] })} />
      </PortalApiContext.Provider>,
    );
    await waitFor(() => expect(FakeUPlot.made).toHaveLength(2));
    expect(FakeUPlot.made[0]!.destroyed).toBe(true);
    expect(lastChart().data).toEqual([[0], [9]]);
    view.unmount();
    expect(lastChart().destroyed).toBe(true);
    expect(FakeResizeObserver.live).toHaveLength(0);
    // uPlot was fetched once for the page, not once per drawing.
    expect(load.mock.calls.length).toBeLessThanOrEqual(2);
  });

  it('says so when there is nothing to draw, without fetching uPlot', () => {
    withApi(fakeApi(), <ChartWidget item={salesItem({ categories: [], series: [] })} />);
    expect(screen.getByText('暂无数据')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
  });

  it('shows a spinner until uPlot is in, and an error with a retry when it cannot be fetched', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    load.mockRejectedValueOnce(new Error('chunk failed'));
    const { container } = withApi(fakeApi(), <ChartWidget item={salesItem()} />);
    expect(container.querySelector('sl-spinner')).not.toBeNull();
    expect((await screen.findByRole('alert')).textContent).toContain('图表组件加载失败');
    fireEvent.click(screen.getByText('重试'));
    await waitFor(() => expect(FakeUPlot.made).toHaveLength(1));
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(container.querySelector('sl-spinner')).toBeNull();
  });
});

describe('a chart of a data interface', () => {
  const dynamicItem = (overrides: Parameters<typeof chartItem>[0] = {}) =>
    chartItem({
      chartType: 'line',
      dataType: 'dynamic',
      categories: [],
      series: [],
      interfaceId: 'di1',
      xField: 'day',
      yFields: [
        { field: 'signIns', name: '登录次数' },
        { field: 'users', name: '用户数' },
      ],
      ...overrides,
    });

  it('asks for the rows and draws a label per row and a series per value field, gaps for what is not a number', async () => {
    const interfaceRows = jest.fn(() =>
      Promise.resolve([
        { day: '2026-01-01', signIns: 12, users: '3' },
        { day: '2026-01-02', signIns: 'n/a', users: null },
        { day: 20260103, signIns: 7.5, users: 4 },
      ]),
    );
    const { container } = withApi(fakeApi({ interfaceRows }), <ChartWidget item={dynamicItem()} />);
    expect(container.querySelector('sl-spinner')).not.toBeNull();
    expect(interfaceRows).toHaveBeenCalledWith('di1');
    await waitFor(() => expect(FakeUPlot.made).toHaveLength(1));
    expect(lastChart().data).toEqual([[0, 1, 2], [12, null, 7.5], [3, null, 4]]);
    expect(lastChart().options.series.map((series) => series.label)).toEqual(['分类', '登录次数', '用户数']);
    expect(lastChart().options.axes[0]!.values!(null, [0, 1, 2])).toEqual(['2026-01-01', '2026-01-02', '20260103']);
    expect(screen.getByRole('img', { name: '折线图：3 个分类，系列 登录次数、用户数' })).toBeTruthy();
    const cells = within(screen.getByRole('table')).getAllByRole('row')[2]!.textContent;
    expect(cells).toBe('2026-01-02——');
  });

  it('says so when the interface gives no rows, and when none is chosen (without asking)', async () => {
    withApi(fakeApi(), <ChartWidget item={dynamicItem()} />);
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    const interfaceRows = jest.fn(() => Promise.resolve([]));
    withApi(fakeApi({ interfaceRows }), <ChartWidget item={dynamicItem({ interfaceId: '' })} />);
    expect(screen.getByText('尚未选择数据接口')).toBeTruthy();
    expect(interfaceRows).not.toHaveBeenCalled();
  });

  it('shows an error with a retry that asks again', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const interfaceRows = jest.fn().mockRejectedValueOnce(new Error('disabled')).mockResolvedValueOnce([{ day: 'a', signIns: 1, users: 2 }]);
    withApi(fakeApi({ interfaceRows }), <ChartWidget item={dynamicItem()} />);
    expect((await screen.findByRole('alert')).textContent).toContain('图表数据加载失败');
    fireEvent.click(screen.getByText('重试'));
    await waitFor(() => expect(FakeUPlot.made).toHaveLength(1));
    expect(interfaceRows).toHaveBeenCalledTimes(2);
  });
});

it('valueRange starts the value axis at 0 with room above (and below negatives)', () => {
  expect(valueRange(5, 100)).toEqual([0, 110]);
  expect(valueRange(-50, 50)).toEqual([-60, 60]);
  expect(valueRange(-20, -10)).toEqual([-22, 0]);
  expect(valueRange(0, 0)).toEqual([0, 1]);
  expect(valueRange(null, null)).toEqual([0, 1]);
});

it('labelSplits labels every category while they fit, else every nth', () => {
  expect(labelSplits(3, 600)).toEqual([0, 1, 2]);
  expect(labelSplits(30, 560)).toEqual([0, 3, 6, 9, 12, 15, 18, 21, 24, 27]);
  expect(labelSplits(5, 10)).toEqual([0]);
});
