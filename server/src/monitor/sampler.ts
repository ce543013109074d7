import { statfsSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';

/** One reading of the server (issue 16 item 4). Percentages are 0-100 with one decimal; sizes in bytes. */
export interface MonitorSample {
  time: number;
  cpu: { usage: number; processUsage: number; cores: number; model: string; loadAverage: number[] };
  memory: { total: number; free: number; used: number; usage: number };
  disk: { total: number; free: number; used: number; usage: number };
  process: { rss: number; heapUsed: number; heapTotal: number; uptime: number; version: string; pid: number };
  /** Event-loop delay over the interval, in milliseconds (0 when nothing measured it yet). */
  eventLoop: { mean: number; p99: number; max: number };
  database: { size: number };
  sockets: number;
  requestsPerSecond: number;
}

export interface SamplerSources {
  /** The database file; its folder is the data folder whose disk is reported. */
  dbFile: string;
  /** Open sockets of this process. */
  sockets: () => number;
  now: () => number;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const percent = (part: number, whole: number) => (whole > 0 ? round1((part / whole) * 100) : 0);
const nsToMs = (value: number) => (Number.isFinite(value) ? round1(value / 1e6) : 0);

/** Idle and total CPU time of all cores (os.cpus() reads /proc: called once per sample). */
function cpuTimes(cpus: os.CpuInfo[] = os.cpus()): { idle: number; total: number } {
  let idle = 0;
  let total = 0;
  for (const cpu of cpus) {
    const times = cpu.times;
    idle += times.idle;
    total += times.user + times.nice + times.sys + times.idle + times.irq;
  }
  return { idle, total };
}

function fileSize(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
}

/** A sampler that runs only while someone is subscribed. Subscribers are opaque keys (a socket's id). */
export interface SamplerTimers {
  setInterval: (run: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const realTimers: SamplerTimers = {
  setInterval: (run, ms) => setInterval(run, ms).unref(),
  clearInterval: (handle) => clearInterval(handle as NodeJS.Timeout),
  setTimeout: (run, ms) => setTimeout(run, ms).unref(),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/** How many samples are kept for a new subscriber's charts (2 minutes at the default interval). */
export const HISTORY_LENGTH = 60;
export const SAMPLE_INTERVAL_MS = 2_000;

export class MonitorSampler {
  private readonly subscribers = new Map<string, (sample: MonitorSample) => void>();
  private readonly leases = new Map<string, unknown>();
  private timer: unknown = null;
  private histogram: IntervalHistogram | null = null;
  private lastCpu = cpuTimes();
  private lastProcessCpu = process.cpuUsage();
  private lastTime: number;
  private requests = 0;
  private readonly history: MonitorSample[] = [];
  /** Samples taken since the process started (tests and the bench read it). */
  samplesTaken = 0;

  constructor(
    private readonly sources: SamplerSources,
    private readonly intervalMs = SAMPLE_INTERVAL_MS,
    private readonly timers: SamplerTimers = realTimers,
  ) {
    this.lastTime = sources.now();
  }

  /** Called once per answered request (a counter: nothing else runs per request). */
  countRequest(): void {
    this.requests += 1;
  }

  get running(): boolean {
    return this.timer !== null;
  }

  get subscriberCount(): number {
    return this.subscribers.size;
  }

  /** The samples of the last minutes, oldest first (empty while nobody watched). */
  recent(): MonitorSample[] {
    return [...this.history];
  }

  subscribe(key: string, listener: (sample: MonitorSample) => void): void {
    this.subscribers.set(key, listener);
    if (this.timer !== null) return;
    this.histogram = monitorEventLoopDelay({ resolution: 20 });
    this.histogram.enable();
    this.sample();
    this.timer = this.timers.setInterval(() => this.tick(), this.intervalMs);
  }

  unsubscribe(key: string): void {
    const lease = this.leases.get(key);
    if (lease !== undefined) this.timers.clearTimeout(lease);
    this.leases.delete(key);
    if (!this.subscribers.delete(key) || this.subscribers.size > 0) return;
    this.stop();
  }

  /**
   * A subscription that ends by itself `ttlMs` after the last call (a page polling over REST when
   * it has no socket): the sampler runs while the page keeps asking, and stops soon after it stops.
   */
  lease(key: string, ttlMs: number): void {
    const previous = this.leases.get(key);
    if (previous !== undefined) this.timers.clearTimeout(previous);
    if (!this.subscribers.has(key)) this.subscribe(key, () => undefined);
    this.leases.set(key, this.timers.setTimeout(() => this.unsubscribe(key), ttlMs));
  }

  stop(): void {
    for (const lease of this.leases.values()) this.timers.clearTimeout(lease);
    this.leases.clear();
    this.subscribers.clear();
    if (this.timer !== null) this.timers.clearInterval(this.timer);
    this.timer = null;
    this.histogram?.disable();
    this.histogram = null;
    // The next viewer starts a fresh series: old points would draw a misleading line across the gap.
    this.history.length = 0;
  }

  private tick(): void {
    const sample = this.sample();
    for (const listener of [...this.subscribers.values()]) listener(sample);
  }

  /** The latest live sample while the sampler runs (a poll must not disturb its intervals), else a fresh reading. */
  current(): MonitorSample {
    return (this.timer !== null ? this.history.at(-1) : undefined) ?? this.sample();
  }

  /** Reads every figure once; CPU and request rates are over the time since the previous reading. */
  sample(): MonitorSample {
    const now = this.sources.now();
    const cores = os.cpus();
    const cpu = cpuTimes(cores);
    const processCpu = process.cpuUsage(this.lastProcessCpu);
    const elapsedMs = Math.max(1, now - this.lastTime);
    const totalDelta = cpu.total - this.lastCpu.total;
    const idleDelta = cpu.idle - this.lastCpu.idle;
    const memory = process.memoryUsage();
    const totalMem = os.totalmem();
    const freeMem = os.freemem();
    let disk = { total: 0, free: 0, used: 0, usage: 0 };
    try {
      const stats = statfsSync(path.dirname(this.sources.dbFile));
      const total = stats.blocks * stats.bsize;
      const free = stats.bavail * stats.bsize;
      disk = { total, free, used: total - free, usage: percent(total - free, total) };
    } catch {
      // An in-memory database or a folder gone: report zeros rather than fail the page.
    }
    const histogram = this.histogram;
    const eventLoop = histogram && histogram.count > 0
      ? { mean: nsToMs(histogram.mean), p99: nsToMs(histogram.percentile(99)), max: nsToMs(histogram.max) }
      : { mean: 0, p99: 0, max: 0 };
    histogram?.reset();
    const sample: MonitorSample = {
      time: now,
      cpu: {
        usage: totalDelta > 0 ? percent(totalDelta - idleDelta, totalDelta) : 0,
        // Of one core, as top shows it.
        processUsage: percent((processCpu.user + processCpu.system) / 1000, elapsedMs),
        cores: cores.length,
        model: cores[0]?.model ?? '',
        loadAverage: os.loadavg().map(round1),
      },
      memory: { total: totalMem, free: freeMem, used: totalMem - freeMem, usage: percent(totalMem - freeMem, totalMem) },
      disk,
      process: {
        rss: memory.rss,
        heapUsed: memory.heapUsed,
        heapTotal: memory.heapTotal,
        uptime: Math.round(process.uptime()),
        version: process.version,
        pid: process.pid,
      },
      eventLoop,
      database: { size: fileSize(this.sources.dbFile) + fileSize(`${this.sources.dbFile}-wal`) },
      sockets: this.sources.sockets(),
      requestsPerSecond: round1((this.requests * 1000) / elapsedMs),
    };
    this.lastCpu = cpu;
    this.lastProcessCpu = process.cpuUsage();
    this.lastTime = now;
    this.requests = 0;
    this.samplesTaken += 1;
    if (this.timer !== null || this.subscribers.size > 0) {
      this.history.push(sample);
      if (this.history.length > HISTORY_LENGTH) this.history.shift();
    }
    return sample;
  }
}
