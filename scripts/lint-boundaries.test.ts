// The house boundaries are enforced by ESLint (eslint.config.mjs); this proves the rules fire,
// so a config change that silently drops them fails the build.
//
// All probes go through one ESLint instance in one child process (ESLint's API: its flat config
// is an ES module, which jest's module system does not load). One eslint process per probe spent
// about 1.3 s of CPU each loading the config and its plugins.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..');
// eslint's package exports hide its files from require.resolve.
const eslintApi = path.join(repoRoot, 'node_modules', 'eslint', 'lib', 'api.js');

interface Probe {
  file: string;
  source: string;
}
interface Linted {
  code: number;
  output: string;
}

const lintProbes = `
const { ESLint } = require(process.argv[1]);
let input = '';
process.stdin.on('data', (chunk) => (input += chunk));
process.stdin.on('end', async () => {
  const eslint = new ESLint({ cwd: process.cwd() });
  const answers = [];
  for (const probe of JSON.parse(input)) {
    const [result] = await eslint.lintText(probe.source, { filePath: probe.file });
    answers.push({ code: result.errorCount > 0 ? 1 : 0, output: result.messages.map((message) => message.message).join('\\n') });
  }
  process.stdout.write(JSON.stringify(answers));
});
`;

function lintAll(probes: readonly Probe[]): Linted[] {
  const result = spawnSync(process.execPath, ['-e', lintProbes, eslintApi], { cwd: repoRoot, input: JSON.stringify(probes), encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`eslint probes failed: ${result.stderr}`);
  return JSON.parse(result.stdout) as Linted[];
}

const probes: Probe[] = [
  { file: 'mf-shell/src/probe.ts', source: "import { pages } from '../../mf-system/src/atrium-mf-system';\nexport const x = pages;\n" },
  { file: 'mf-online-dev/src/probe.ts', source: "import { pages } from '../../mf-system/src/atrium-mf-system';\nexport const x = pages;\n" },
  { file: 'mf-system/src/probe.ts', source: "import { pages } from '@atrium/mf-online-dev';\nexport const x = pages;\n" },
  { file: 'mf-workflow/src/probe.ts', source: "import { pages } from '../../mf-online-dev/src/atrium-mf-online-dev';\nexport const x = pages;\n" },
  { file: 'mf-message/src/probe.ts', source: "import { pages } from '@atrium/mf-workflow';\nexport const x = pages;\n" },
  { file: 'mf-system/src/probe.ts', source: "import { x } from '@atrium/shared/session';\nexport const y = x;\n" },
  { file: 'mf-system/src/probe.ts', source: "import '@shoelace-style/shoelace/dist/components/button/button.js';\n" },
  { file: 'server/src/routes/probe.ts', source: "import { NAME_MAX } from '../../../shared-deps/rules/src/index';\nexport const x = NAME_MAX;\n" },
  { file: 'shared-deps/src/shared/probe.ts', source: "import { NAME_MAX } from '../../rules/src/limits';\nexport const x = NAME_MAX;\n" },
  { file: 'mf-system/src/probe.ts', source: "import { NAME_MAX } from '@atrium/rules';\nexport const x = NAME_MAX;\n" },
  { file: 'server/src/routes/probe.ts', source: "import { NAME_MAX } from '@atrium/rules';\nexport const x = NAME_MAX;\n" },
  { file: 'mf-system/src/probe.ts', source: "import { http } from '@atrium/shared';\nimport { ErrorPanel } from '@atrium/ui';\nexport const z = [http, ErrorPanel];\n" },
  { file: 'mf-online-dev/src/probe.ts', source: "import uPlot from 'uplot';\nexport const x = uPlot;\n" },
  { file: 'mf-system/src/probe.ts', source: "import 'uplot/dist/uPlot.min.css';\n" },
  { file: 'mf-online-dev/src/probe.ts', source: "import type uPlot from 'uplot';\nexport type X = uPlot.Options;\n" },
  { file: 'shared-deps/src/ui/print/probe.ts', source: "import { sanitizeHtml } from '@atrium/html';\nexport const x = sanitizeHtml;\n" },
  { file: 'mf-shell/src/probe.ts', source: "import { sanitizeHtml } from '@atrium/html';\nexport const x = sanitizeHtml;\n" },
  { file: 'mf-message/src/probe.ts', source: "import { sanitizeHtml } from '@atrium/html';\nexport const x = sanitizeHtml;\n" },
  { file: 'shared-deps/src/ui/probe.test.ts', source: "import { sanitizeHtml } from '@atrium/html';\nexport const x = sanitizeHtml;\n" },
];

let linted: Linted[] = [];
beforeAll(() => {
  linted = lintAll(probes);
}, 120_000);

function lint(file: string, source: string): Linted {
  const index = probes.findIndex((probe) => probe.file === file && probe.source === source);
  const answer = linted[index];
  if (index < 0 || !answer) throw new Error(`lint-boundaries: add ${file} to the probes`);
  return answer;
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

  it('keeps DOMPurify (@atrium/html) off the sign-in page: no static import in the shell, @atrium/shared or @atrium/ui; an MF or a test may', () => {
    const source = "import { sanitizeHtml } from '@atrium/html';\nexport const x = sanitizeHtml;\n";
    for (const file of ['shared-deps/src/ui/print/probe.ts', 'mf-shell/src/probe.ts']) {
      const refused = lint(file, source);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('The sign-in page must not load DOMPurify');
    }
    for (const file of ['mf-message/src/probe.ts', 'shared-deps/src/ui/probe.test.ts']) expect(lint(file, source).output).toBe('');
  });

  it('refuses bundling uPlot, a shared module loaded on demand, or its files', () => {
    const value = lint('mf-online-dev/src/probe.ts', "import uPlot from 'uplot';\nexport const x = uPlot;\n");
    expect(value.code).toBe(1);
    expect(value.output).toContain("System.import('uplot')");
    const css = lint('mf-system/src/probe.ts', "import 'uplot/dist/uPlot.min.css';\n");
    expect(css.code).toBe(1);
    expect(css.output).toContain("come with the shared module 'uplot'");
  });

  it("accepts uPlot's types", () => {
    const result = lint('mf-online-dev/src/probe.ts', "import type uPlot from 'uplot';\nexport type X = uPlot.Options;\n");
    expect(result.output).toBe('');
    expect(result.code).toBe(0);
  });

  it('accepts the public shared modules', () => {
    const result = lint('mf-system/src/probe.ts', "import { http } from '@atrium/shared';\nimport { ErrorPanel } from '@atrium/ui';\nexport const z = [http, ErrorPanel];\n");
    expect(result.output).toBe('');
    expect(result.code).toBe(0);
  });
});
