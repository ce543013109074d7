import { useEffect, useState } from 'react';
import { ApiError } from '@atrium/shared';
import type { MonitorSample, MonitorTransport } from './api';

/** Points kept for the charts: two minutes at the server's 2 s interval. */
export const MAX_POINTS = 60;
/** How long to wait for the socket's first push before polling instead. */
export const LIVE_GRACE_MS = 4_000;
export const POLL_MS = 3_000;

/** 'refused': the server answered that only administrators may watch (403); nothing more is asked. */
export type FeedMode = 'connecting' | 'live' | 'polling' | 'refused';

export interface MonitorFeed {
  samples: MonitorSample[];
  mode: FeedMode;
  /** The last poll failed (the figures shown are older). */
  stale: boolean;
}

const isSample = (value: unknown): value is MonitorSample =>
  typeof value === 'object' && value !== null && typeof (value as { time?: unknown }).time === 'number' && typeof (value as { cpu?: unknown }).cpu === 'object';

const append = (samples: MonitorSample[], more: MonitorSample[]): MonitorSample[] => {
  const known = new Set(samples.map((sample) => sample.time));
  return [...samples, ...more.filter((sample) => !known.has(sample.time))].sort((a, b) => a.time - b.time).slice(-MAX_POINTS);
};

/**
 * The monitor's samples while the page is mounted: subscribes over the socket (again after every
 * reconnect) and unsubscribes on unmount, so the server samples only while someone watches. When no
 * push comes within LIVE_GRACE_MS (no socket, or a portal that does not pass the frames on), it
 * polls the REST endpoint instead, and goes back to live as soon as a push arrives.
 */
export function useMonitorFeed(transport: MonitorTransport, { graceMs = LIVE_GRACE_MS, pollMs = POLL_MS } = {}): MonitorFeed {
  const [feed, setFeed] = useState<MonitorFeed>({ samples: [], mode: 'connecting', stale: false });

  useEffect(() => {
    let live = false;
    let pollTimer: ReturnType<typeof setInterval> | null = null;
    let graceTimer: ReturnType<typeof setTimeout> | null = null;
    let active = true;

    const refuse = () => {
      stopPolling();
      if (graceTimer !== null) clearTimeout(graceTimer);
      graceTimer = null;
      setFeed((current) => ({ ...current, mode: 'refused', stale: false }));
    };
    const poll = () => {
      transport.poll().then(
        (sample) => active && !live && setFeed((current) => ({ samples: append(current.samples, [sample]), mode: 'polling', stale: false })),
        (error: unknown) => {
          if (!active) return;
          if (error instanceof ApiError && error.code === 403) refuse();
          else setFeed((current) => ({ ...current, stale: true }));
        },
      );
    };
    const startPolling = () => {
      if (pollTimer !== null || live) return;
      setFeed((current) => ({ ...current, mode: 'polling' }));
      poll();
      pollTimer = setInterval(poll, pollMs);
    };
    const stopPolling = () => {
      if (pollTimer !== null) clearInterval(pollTimer);
      pollTimer = null;
    };
    const waitForPush = () => {
      if (graceTimer !== null) clearTimeout(graceTimer);
      graceTimer = setTimeout(startPolling, graceMs);
    };

    const events = transport.events.subscribe((event) => {
      if (event.method === 'error' && !live && pollTimer === null) {
        // The server refused the subscription (not an administrator): ask the REST endpoint, whose 403 says so for sure.
        if (graceTimer !== null) clearTimeout(graceTimer);
        graceTimer = setTimeout(startPolling, 0);
        return;
      }
      let more: MonitorSample[] = [];
      if (event.method === 'monitorHistory' && Array.isArray(event.samples)) more = event.samples.filter(isSample);
      else if (event.method === 'monitorSample' && isSample(event.sample)) more = [event.sample];
      else return;
      live = true;
      stopPolling();
      if (graceTimer !== null) clearTimeout(graceTimer);
      setFeed((current) => ({ samples: append(current.samples, more), mode: 'live', stale: false }));
    });
    const status = transport.status.subscribe((value) => {
      if (value === 'open') {
        transport.send({ method: 'MonitorSubscribe' });
        if (!live) waitForPush();
      } else if (live) {
        // The socket dropped: its subscription ended with it. Poll until it is back and pushing.
        live = false;
        waitForPush();
      }
    });
    if (transport.status.get() !== 'open') waitForPush();

    return () => {
      active = false;
      events.unsubscribe();
      status();
      stopPolling();
      if (graceTimer !== null) clearTimeout(graceTimer);
      if (transport.status.get() === 'open') transport.send({ method: 'MonitorUnsubscribe' });
    };
  }, [transport, graceMs, pollMs]);

  return feed;
}
