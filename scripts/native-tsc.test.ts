import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { version as apiVersion } from 'typescript';
import { nativeTsc } from './native-tsc';

/** A one-file project with strict checks, as ours are. */
function project(source: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'atrium-native-tsc-'));
  writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true, noEmit: true, types: [] }, include: ['*.ts'] }));
  writeFileSync(path.join(dir, 'index.ts'), source);
  return dir;
}

describe('the native compiler that typecheck and build run', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('is TypeScript 7, while `typescript` (the API typescript-eslint needs) stays 6', () => {
    expect(execFileSync(process.execPath, [nativeTsc, '--version']).toString()).toMatch(/^Version 7\./);
    expect(apiVersion).toMatch(/^6\./);
  });

  it('fails a project with a type error and names it, and passes a sound one', () => {
    const bad = project('const n: number = "one";\nexport { n };\n');
    const good = project('const n: number = 1;\nexport { n };\n');
    dirs.push(bad, good);
    const failed = spawnSync(process.execPath, [nativeTsc, '-p', bad, '--singleThreaded']);
    expect(failed.status).not.toBe(0);
    expect(failed.stdout.toString()).toContain('TS2322');
    expect(spawnSync(process.execPath, [nativeTsc, '-p', good, '--singleThreaded']).status).toBe(0);
  });
});
