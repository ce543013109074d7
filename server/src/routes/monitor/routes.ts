import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { MonitorSample } from '../../monitor/sampler';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { envelope, objectOf, str } from '../common-schemas';

const GB = 1024 ** 3;
const size = (bytes: number) => `${(bytes / GB).toFixed(2)} GB`;
const rate = (value: number) => `${value}%`;

function firstAddress(): string {
  for (const list of Object.values(os.networkInterfaces())) {
    for (const address of list ?? []) if (address.family === 'IPv4' && !address.internal) return address.address;
  }
  return '127.0.0.1';
}

/** JNPF 3.1's getSystemMonitor answer (system, cpu, mem, disk, time), with this server's own figures under `sample`. */
export function jnpfMonitorOf(sample: MonitorSample) {
  const cores = sample.cpu.cores;
  return {
    system: { os: `${os.type()} ${os.release()}`, ip: firstAddress(), day: `${Math.floor(os.uptime() / 86400)}` },
    cpu: {
      name: sample.cpu.model,
      package: '1',
      core: String(cores),
      coreNumber: String(cores),
      logic: String(cores),
      used: rate(sample.cpu.usage),
      idle: rate(Math.round((100 - sample.cpu.usage) * 10) / 10),
    },
    mem: { total: size(sample.memory.total), available: size(sample.memory.free), used: size(sample.memory.used), usageRate: rate(sample.memory.usage) },
    disk: { total: size(sample.disk.total), available: size(sample.disk.free), used: size(sample.disk.used), usageRate: rate(sample.disk.usage) },
    time: new Date(sample.time).toISOString().replace('T', ' ').slice(0, 19),
    sample,
  };
}

const strings = (names: string[]) => objectOf(Object.fromEntries(names.map((name) => [name, str])));
const monitorSchema = objectOf({
  system: strings(['os', 'ip', 'day']),
  cpu: strings(['name', 'package', 'core', 'coreNumber', 'logic', 'used', 'idle']),
  mem: strings(['total', 'available', 'used', 'usageRate']),
  disk: strings(['total', 'available', 'used', 'usageRate']),
  time: str,
  // Figures only (no paths, names or credentials): passed through as sampled.
  sample: { type: 'object', additionalProperties: true },
});

/** A poll keeps the sampler running this long after it (the page polls every few seconds). */
export const POLL_LEASE_MS = 10_000;

/**
 * /api/system/Monitor (JNPF 3.1's /api/system/Base/Monitor under the spec's prefix): the latest
 * reading of the server, for clients that cannot take the socket's pushes (a poll fallback).
 * Each poll holds a short lease on the sampler (per session), so it runs while the page polls and
 * stops POLL_LEASE_MS after the last poll. Administrators only.
 */
export async function monitorRoutes(app: FastifyInstance): Promise<void> {
  app.get('/', { schema: { response: envelope(monitorSchema) }, config: { access: 'administrator' as const } }, async (request) => {
    app.monitor.lease(`poll:${sessionOf(request).id}`, POLL_LEASE_MS);
    return ok(request, jnpfMonitorOf(app.monitor.current()));
  });
}
