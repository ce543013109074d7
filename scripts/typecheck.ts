// Type-checks every TypeScript project (each folder with its own tsconfig.json) with the native
// compiler (native-tsc.ts). Each runs single-threaded, as many projects at once as the machine has
// cores: its own checker threads would repeat work across them (the browser program: 9.9 CPU-s
// with 4 checkers against 6.3 with one). Prints each project's errors together; fails if any fails.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { nativeTsc } from './native-tsc';
import { repoRoot } from './packages';

/**
 * Largest first, so the long ones do not start last. The browser packages are one program
 * (tsconfig.browser.json): checked one by one, each re-checked @atrium/shared and @atrium/ui
 * through its paths (measured: 134 s of CPU for all projects, 34 s for the browser program).
 * A new browser package goes into that file's include (typecheck.test.ts checks it).
 */
export const typecheckProjects = ['tsconfig.browser.json', 'server', 'e2e', 'scripts', 'shared-deps/rules'];

function check(project: string): Promise<{ project: string; ok: boolean; output: string; seconds: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [nativeTsc, '-p', project, '--pretty', '--singleThreaded'], { cwd: repoRoot });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ project, ok: code === 0, output, seconds: (Date.now() - started) / 1000 }));
  });
}

async function main(): Promise<void> {
  const queue = [...typecheckProjects];
  let failed = 0;
  const worker = async (): Promise<void> => {
    for (let project = queue.shift(); project !== undefined; project = queue.shift()) {
      const result = await check(project);
      process.stdout.write(`${result.ok ? 'ok  ' : 'FAIL'} tsc -p ${result.project} (${result.seconds.toFixed(1)} s)\n`);
      if (!result.ok) {
        failed += 1;
        process.stdout.write(result.output);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(availableParallelism(), queue.length)) }, worker));
  if (failed > 0) {
    process.stderr.write(`typecheck: ${failed} project(s) failed\n`);
    process.exit(1);
  }
}

if (require.main === module) void main();
