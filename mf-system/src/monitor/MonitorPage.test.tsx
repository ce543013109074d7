// 系统监控 over a fake socket and poll: subscribes on mount and unsubscribes on unmount, draws the
// pushed samples (uPlot mocked: jsdom has no canvas), and falls back to polling without pushes.
import { act, render, screen, waitFor } from '@testing-library/react';
import { atom } from 'nanostores';
import { Subject } from 'rxjs';
import { ApiError, setLocale, type SocketStatus } from '@atrium/shared';
import { registerSystemTranslations } from '../i18n';
import type { MonitorSample, MonitorSocketEvent, MonitorTransport } from './api';
import { MonitorView } from './MonitorPage';

interface FakeChart { data: unknown[][]; destroyed: boolean; element: HTMLElement }
const charts: FakeChart[] = [];

jest.mock('uplot', () => ({
  __esModule: true,
  default: class {
    private readonly chart: FakeChart;
    constructor(_options: unknown, data: unknown[][], element: HTMLElement) {
      this.chart = { data, destroyed: false, element };
      charts.push(this.chart);
    }
    setData(data: unknown[][]) {
      this.chart.data = data;
    }
    destroy() {
      this.chart.destroyed = true;
    }
  },
}));

const sample = (time: number, overrides: Partial<MonitorSample> = {}): MonitorSample => ({
  time,
  cpu: { usage: 12.5, processUsage: 0.4, cores: 2, model: 'Test CPU', loadAverage: [0.5, 0.4, 0.3] },
  memory: { total: 8 * 1024 ** 3, free: 6 * 1024 ** 3, used: 2 * 1024 ** 3, usage: 25 },
  disk: { total: 100 * 1024 ** 3, free: 40 * 1024 ** 3, used: 60 * 1024 ** 3, usage: 60 },
  process: { rss: 120 * 1024 ** 2, heapUsed: 50 * 1024 ** 2, heapTotal: 80 * 1024 ** 2, uptime: 3 * 3600 + 5 * 60, version: 'v20.20.2', pid: 42 },
  eventLoop: { mean: 1.2, p99: 3.4, max: 9.9 },
  database: { size: 5 * 1024 ** 2 },
  sockets: 7,
  requestsPerSecond: 2.5,
  ...overrides,
});

function fakeTransport(initial: SocketStatus) {
  const events = new Subject<MonitorSocketEvent>();
  const status = atom<SocketStatus>(initial);
  const transport: MonitorTransport & { send: jest.Mock; poll: jest.Mock } = {
    status,
    events,
    send: jest.fn(),
    poll: jest.fn(() => Promise.resolve(sample(Date.UTC(2026, 0, 5, 12, 0, 0), { cpu: { usage: 55.5, processUsage: 1, cores: 2, model: '', loadAverage: [1, 1, 1] } }))),
  };
  return { transport, events, status };
}

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerSystemTranslations();
});
beforeEach(() => {
  charts.length = 0;
});

it('subscribes over the socket, shows and charts the pushed samples, and unsubscribes on unmount', async () => {
  const { transport, events } = fakeTransport('open');
  const view = render(<MonitorView transport={transport} graceMs={60_000} />);
  expect(transport.send).toHaveBeenCalledWith({ method: 'MonitorSubscribe' });
  const t0 = Date.UTC(2026, 0, 5, 12, 0, 0);
  act(() => events.next({ method: 'monitorHistory', samples: [sample(t0), sample(t0 + 2000)] }));
  expect(await screen.findByText('实时更新中')).toBeTruthy();
  expect(screen.getByText('12.5%')).toBeTruthy();
  expect(screen.getByText('120.0 MB', { selector: 'div' })).toBeTruthy();
  expect(screen.getByText('3 小时 5 分钟')).toBeTruthy();
  expect(screen.getByText('3.4 ms', { selector: 'div' })).toBeTruthy();
  expect(screen.getByText('2.5 次/秒')).toBeTruthy();
  expect(screen.getByRole('img', { name: 'CPU 使用率近两分钟趋势' })).toBeTruthy();
  await waitFor(() => expect(charts.length).toBe(7));

  act(() => events.next({ method: 'monitorSample', sample: sample(t0 + 4000, { cpu: { usage: 80, processUsage: 0.5, cores: 2, model: '', loadAverage: [2, 1, 1] } }) }));
  expect(await screen.findByText('80%')).toBeTruthy();
  // Every chart holds the three points in time order (x in seconds).
  await waitFor(() => expect(charts[0]?.data[0]).toEqual([t0 / 1000, t0 / 1000 + 2, t0 / 1000 + 4]));
  expect(charts[0]?.data[1]).toEqual([12.5, 12.5, 80]);
  // Other socket traffic is ignored.
  act(() => events.next({ method: 'messagePush', title: 'x' }));
  expect(transport.poll).not.toHaveBeenCalled();

  view.unmount();
  expect(transport.send).toHaveBeenLastCalledWith({ method: 'MonitorUnsubscribe' });
  expect(charts.every((chart) => chart.destroyed)).toBe(true);
});

it('polls the REST endpoint when no push comes, and stops polling once pushes arrive', async () => {
  const { transport, events, status } = fakeTransport('waiting');
  const view = render(<MonitorView transport={transport} graceMs={10} pollMs={50} />);
  expect(transport.send).not.toHaveBeenCalled();
  expect(await screen.findByText('55.5%')).toBeTruthy();
  expect(screen.getByText('实时连接不可用，每 0 秒刷新一次')).toBeTruthy();
  await waitFor(() => expect(transport.poll.mock.calls.length).toBeGreaterThanOrEqual(2));

  act(() => status.set('open'));
  expect(transport.send).toHaveBeenCalledWith({ method: 'MonitorSubscribe' });
  act(() => events.next({ method: 'monitorSample', sample: sample(Date.now()) }));
  expect(await screen.findByText('实时更新中')).toBeTruthy();
  const polls = transport.poll.mock.calls.length;
  await new Promise((resolve) => setTimeout(resolve, 150));
  expect(transport.poll.mock.calls.length).toBe(polls);
  view.unmount();
});

it('says when a poll fails and keeps the last figures', async () => {
  const { transport } = fakeTransport('idle');
  transport.poll.mockImplementationOnce(() => Promise.resolve(sample(Date.now()))).mockImplementation(() => Promise.reject(new Error('down')));
  const view = render(<MonitorView transport={transport} graceMs={5} pollMs={30} />);
  expect(await screen.findByText('12.5%')).toBeTruthy();
  expect(await screen.findByText('监控数据加载失败，请稍后重试')).toBeTruthy();
  expect(screen.getByText('12.5%')).toBeTruthy();
  view.unmount();
});

it('tells a non-administrator that only the administrator may watch, and stops asking', async () => {
  const { transport, events } = fakeTransport('open');
  transport.poll.mockImplementation(() => Promise.reject(new ApiError({ code: 403, msg: '暂无权限', kind: 'api' })));
  const view = render(<MonitorView transport={transport} graceMs={60_000} pollMs={20} />);
  act(() => events.next({ method: 'error', msg: '暂无权限：仅超级管理员可执行此操作' }));
  expect(await screen.findByText('仅超级管理员可查看系统监控')).toBeTruthy();
  const polls = transport.poll.mock.calls.length;
  expect(polls).toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(transport.poll.mock.calls.length).toBe(polls);
  view.unmount();
});
