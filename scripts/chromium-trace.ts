// Chromium's trace events (browser.startTracing / stopTracing), as the benches read them.

/** One trace event; `args` holds a thread's name (metadata events) or an event's data. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { type?: string; functionName?: string } };
}

/** The events of a trace as stopTracing gives it (an object with traceEvents, or a bare array). */
export function traceEventsOf(trace: Buffer | string): TraceEvent[] {
  const parsed = JSON.parse(typeof trace === 'string' ? trace : trace.toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  return Array.isArray(parsed) ? parsed : parsed.traceEvents;
}
