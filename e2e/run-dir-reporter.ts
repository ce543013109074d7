// Removes the run's directory (database, uploads, private servers, test output: about 230 MB for a
// full run) when the run passed, so repeated runs do not fill /tmp; a failed or interrupted run keeps
// it for inspection and says where. Only a directory playwright.config.ts made itself
// (ATRIUM_E2E_DIR_MADE), never one the caller named; ATRIUM_E2E_KEEP=1 keeps it anyway.
// A reporter because its onExit comes after every worker, private server and the web server stopped.
import { rmSync } from 'node:fs';
import type { FullResult, Reporter } from '@playwright/test/reporter';

export function shouldRemoveRunDir(status: FullResult['status'], env: NodeJS.ProcessEnv): boolean {
  return status === 'passed' && env.ATRIUM_E2E_DIR_MADE === '1' && env.ATRIUM_E2E_KEEP !== '1' && Boolean(env.ATRIUM_E2E_DIR);
}

export default class RunDirReporter implements Reporter {
  private status: FullResult['status'] | null = null;

  onEnd(result: FullResult): void {
    this.status = result.status;
  }

  // Not in onEnd: Playwright writes results/.last-run.json after the reporters' onEnd.
  async onExit(): Promise<void> {
    const dir = process.env.ATRIUM_E2E_DIR;
    if (!dir || this.status === null) return;
    if (shouldRemoveRunDir(this.status, process.env)) rmSync(dir, { recursive: true, force: true });
    else process.stdout.write(`e2e: this run's database, uploads and test output are kept in ${dir}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
