import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The folder of one jest run's seeded templates (template-db.ts), made by the server project's
 * global setup and removed by its teardown. A worker cannot remove its own: jest hands a test file
 * a copy of `process`, so an 'exit' listener added there never runs, and every run used to leave
 * a folder per worker in the temp folder.
 */
export const TEMPLATE_ROOT_VARIABLE = 'ATRIUM_TEST_TEMPLATE_ROOT';

/** Jest's global setup: the workers start after it and inherit the variable. */
export function makeTemplateRoot(env: NodeJS.ProcessEnv = process.env): string {
  const root = mkdtempSync(path.join(tmpdir(), 'atrium-test-templates-'));
  env[TEMPLATE_ROOT_VARIABLE] = root;
  return root;
}

/** Jest's global teardown. */
export function removeTemplateRoot(env: NodeJS.ProcessEnv = process.env): void {
  const root = env[TEMPLATE_ROOT_VARIABLE];
  if (!root) return;
  rmSync(root, { recursive: true, force: true });
  delete env[TEMPLATE_ROOT_VARIABLE];
}

/** Where this process keeps its templates: a folder of its own in the run's, or (outside jest's global setup) in the temp folder. */
export function templateDirOfProcess(env: NodeJS.ProcessEnv = process.env): string {
  return path.join(env[TEMPLATE_ROOT_VARIABLE] ?? tmpdir(), `atrium-test-template-${process.pid}`);
}
