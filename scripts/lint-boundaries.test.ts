// The house boundaries are enforced by ESLint (eslint.config.mjs); this proves the rules fire,
// so a config change that silently drops them fails the build.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..');
// eslint's package exports hide its bin file from require.resolve.
const eslintBin = path.join(repoRoot, 'node_modules', 'eslint', 'bin', 'eslint.js');

function lint(file: string, source: string): { code: number | null; output: string } {
  const result = spawnSync(process.execPath, [eslintBin, '--stdin', '--stdin-filename', file, '--format', 'stylish'], {
    cwd: repoRoot,
    input: source,
    encoding: 'utf8',
  });
  return { code: result.status, output: result.stdout + result.stderr };
}

describe('import boundaries', () => {
  it('refuses an MF importing another MF', () => {
    const result = lint('mf-shell/src/probe.ts', "import { pages } from '../../mf-system/src/atrium-mf-system';\nexport const x = pages;\n");
    expect(result.code).toBe(1);
    expect(result.output).toContain('A micro-frontend never imports another one');
  });

  it('keeps mf-online-dev apart from the other MFs, both ways', () => {
    const out = lint('mf-online-dev/src/probe.ts', "import { pages } from '../../mf-system/src/atrium-mf-system';\nexport const x = pages;\n");
    expect(out.code).toBe(1);
    expect(out.output).toContain('A micro-frontend never imports another one');
    const into = lint('mf-system/src/probe.ts', "import { pages } from '@atrium/mf-online-dev';\nexport const x = pages;\n");
    expect(into.code).toBe(1);
    expect(into.output).toContain('A micro-frontend never imports another one');
  });

  it('keeps mf-workflow apart from the other MFs, both ways', () => {
    const out = lint('mf-workflow/src/probe.ts', "import { pages } from '../../mf-online-dev/src/atrium-mf-online-dev';\nexport const x = pages;\n");
    expect(out.code).toBe(1);
    expect(out.output).toContain('A micro-frontend never imports another one');
    const into = lint('mf-message/src/probe.ts', "import { pages } from '@atrium/mf-workflow';\nexport const x = pages;\n");
    expect(into.code).toBe(1);
    expect(into.output).toContain('A micro-frontend never imports another one');
  });

  it("refuses reaching into a shared module's internals", () => {
    const result = lint('mf-system/src/probe.ts', "import { x } from '@atrium/shared/session';\nexport const y = x;\n");
    expect(result.code).toBe(1);
    expect(result.output).toContain('never its internals');
  });

  it('refuses importing Shoelace directly from an MF', () => {
    const result = lint('mf-system/src/probe.ts', "import '@shoelace-style/shoelace/dist/components/button/button.js';\n");
    expect(result.code).toBe(1);
    expect(result.output).toContain('loaded once by @atrium/shoelace');
  });

  it('refuses the validation rules by relative path, on the server and in shared code', () => {
    const server = lint('server/src/routes/probe.ts', "import { NAME_MAX } from '../../../shared-deps/rules/src/index';\nexport const x = NAME_MAX;\n");
    expect(server.code).toBe(1);
    expect(server.output).toContain('as @atrium/rules, never by relative path');
    const shared = lint('shared-deps/src/shared/probe.ts', "import { NAME_MAX } from '../../rules/src/limits';\nexport const x = NAME_MAX;\n");
    expect(shared.code).toBe(1);
    expect(shared.output).toContain('as @atrium/rules, never by relative path');
  });

  it('refuses the rules package in an MF (it comes bundled in @atrium/shared)', () => {
    const result = lint('mf-system/src/probe.ts', "import { NAME_MAX } from '@atrium/rules';\nexport const x = NAME_MAX;\n");
    expect(result.code).toBe(1);
    expect(result.output).toContain('Take the validation rules from @atrium/shared');
  });

  it('accepts @atrium/rules on the server', () => {
    const result = lint('server/src/routes/probe.ts', "import { NAME_MAX } from '@atrium/rules';\nexport const x = NAME_MAX;\n");
    expect(result.output).toBe('');
    expect(result.code).toBe(0);
  });

  it('accepts the public shared modules', () => {
    const result = lint('mf-system/src/probe.ts', "import { http } from '@atrium/shared';\nimport { ErrorPanel } from '@atrium/ui';\nexport const z = [http, ErrorPanel];\n");
    expect(result.output).toBe('');
    expect(result.code).toBe(0);
  });
});
