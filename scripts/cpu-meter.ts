// The CPU a step of `npm test` used, all of it: a control group of its own when the machine lets us
// make one (root, cgroup v1 `cpuacct` or v2), else nothing (the caller falls back to bash's `times`).
//
// Why not `times` alone: it counts only the children that were reaped up the chain, and Chromium's
// renderer, GPU and zygote processes are not (a test:e2e that `times` put at 450 CPU-s used about
// 1,100 by its control group, CI run of 2026-11-28). On CI's 2 busy cores the true figure is the one
// that says where the suite's minutes go.
import { existsSync, mkdirSync, readFileSync, rmdirSync } from 'node:fs';
import path from 'node:path';

export interface CpuMeter {
  /** The file a process writes its pid to (`echo $$ > …`) to be counted, with its later children. */
  procsFile: string;
  /** CPU seconds of everything that ran in the group so far. */
  seconds(): number | undefined;
  /** Removes the group once its processes are gone (a straggler past a second leaves it, empty later and harmless). */
  dispose(): void;
}

interface Hierarchy {
  /** The group of this process in that hierarchy, where the step's group is made (nested, so an outer meter still counts it). */
  parent: string;
  read(group: string): number | undefined;
}

/** `cpuacct.usage` (v1, nanoseconds) or `cpu.stat`'s usage_usec (v2) as seconds. */
export function parseCpuUsage(version: 1 | 2, text: string): number | undefined {
  if (version === 1) {
    const ns = Number(text.trim());
    return text.trim() !== '' && Number.isFinite(ns) ? ns / 1e9 : undefined;
  }
  const usec = /^usage_usec (\d+)$/m.exec(text)?.[1];
  return usec === undefined ? undefined : Number(usec) / 1e6;
}

/** This process's group in a hierarchy, from /proc/self/cgroup (`2:cpuacct:/ci` or `0::/ci`). */
export function ownGroup(procSelfCgroup: string, controller: string | null): string | undefined {
  for (const line of procSelfCgroup.split('\n')) {
    const [, controllers, group] = /^\d+:([^:]*):(.*)$/.exec(line) ?? [];
    if (group === undefined || controllers === undefined) continue;
    if (controller === null ? controllers === '' : controllers.split(',').includes(controller)) return group;
  }
  return undefined;
}

function readNumber(file: string, version: 1 | 2): number | undefined {
  try {
    return parseCpuUsage(version, readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function hierarchy(root = '/sys/fs/cgroup'): Hierarchy | undefined {
  let self: string;
  try {
    self = readFileSync('/proc/self/cgroup', 'utf8');
  } catch {
    return undefined;
  }
  if (existsSync(path.join(root, 'cgroup.controllers'))) {
    const group = ownGroup(self, null);
    if (group === undefined) return undefined;
    return { parent: path.join(root, group), read: (dir) => readNumber(path.join(dir, 'cpu.stat'), 2) };
  }
  for (const mount of ['cpuacct', 'cpu,cpuacct']) {
    const base = path.join(root, mount);
    if (!existsSync(path.join(base, 'cpuacct.usage'))) continue;
    const group = ownGroup(self, 'cpuacct');
    if (group === undefined) return undefined;
    return { parent: path.join(base, group), read: (dir) => readNumber(path.join(dir, 'cpuacct.usage'), 1) };
  }
  return undefined;
}

/** A fresh group named for the step, or undefined where groups cannot be made here (not root, no cgroupfs). */
export function cpuMeter(name: string): CpuMeter | undefined {
  const found = hierarchy();
  if (!found) return undefined;
  const dir = path.join(found.parent, `atrium-test-${name.replace(/\W/g, '-')}-${process.pid}`);
  try {
    mkdirSync(dir);
  } catch {
    return undefined;
  }
  const procsFile = path.join(dir, 'cgroup.procs');
  if (found.read(dir) === undefined || !existsSync(procsFile)) {
    rmdirSync(dir);
    return undefined;
  }
  return {
    procsFile,
    seconds: () => found.read(dir),
    dispose() {
      // A browser may still be closing when its step ends: a second, then leave the group be.
      for (let attempt = 0; attempt < 20; attempt += 1) {
        try {
          rmdirSync(dir);
          return;
        } catch {
          Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
        }
      }
    },
  };
}
