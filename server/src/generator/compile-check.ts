import { mkdtempSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as ts from 'typescript';
import type { GeneratedFile } from './generate';

// Test support: compiles generated files the way the browser program does (tsconfig.base.json:
// strict, react-jsx, the shared modules from their sources), from a folder outside the repository.

const REPO = resolve(__dirname, '..', '..', '..');

export interface CompileResult {
  /** Every diagnostic of the generated files, and the program's own, formatted. */
  diagnostics: string[];
  folder: string;
}

/**
 * Parsed (and, once a program has bound them, bound) files from outside the generated folder:
 * the TypeScript libs, React's and the DOM's types, the shared modules' sources. A test file
 * compiles two or more modules and they read the same ~300 files, which TypeScript can take
 * from an earlier program as its language service does, instead of parsing them again. They
 * don't change during a test run; the module state lives as long as one test file.
 */
const sharedSources = new Map<string, ts.SourceFile>();

function sourceKey(fileName: string, version: ts.ScriptTarget | ts.CreateSourceFileOptions): string {
  return typeof version === 'object' ? `${fileName}|${version.languageVersion}|${String(version.impliedNodeFormat)}` : `${fileName}|${version}`;
}

/** A compiler host that takes every file outside `folder` from (and into) sharedSources. */
function sharingHost(options: ts.CompilerOptions, folder: string): ts.CompilerHost {
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile.bind(host);
  const own = `${folder.replace(/\\/g, '/')}/`;
  host.getSourceFile = (fileName, version, onError, shouldCreate) => {
    if (fileName.replace(/\\/g, '/').startsWith(own)) return read(fileName, version, onError, shouldCreate);
    const key = sourceKey(fileName, version);
    const known = sharedSources.get(key);
    if (known) return known;
    const source = read(fileName, version, onError, shouldCreate);
    if (source) sharedSources.set(key, source);
    return source;
  };
  return host;
}

export function compileGenerated(files: readonly GeneratedFile[]): CompileResult {
  const folder = mkdtempSync(join(tmpdir(), 'atrium-generated-'));
  try {
    const roots: string[] = [];
    for (const file of files) {
      const dir = join(folder, file.folderName);
      mkdirSync(dir, { recursive: true });
      const path = join(dir, file.fileName);
      writeFileSync(path, file.fileContent);
      if (/\.tsx?$/.test(file.fileName)) roots.push(path);
    }
    const declarations = readdirSync(join(REPO, 'types')).filter((name) => name.endsWith('.d.ts')).map((name) => join(REPO, 'types', name));
    const options: ts.CompilerOptions = {
      target: ts.ScriptTarget.ES2022,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      jsx: ts.JsxEmit.ReactJSX,
      strict: true,
      noUncheckedIndexedAccess: true,
      noImplicitOverride: true,
      noFallthroughCasesInSwitch: true,
      noUnusedLocals: true,
      noUnusedParameters: true,
      isolatedModules: true,
      esModuleInterop: true,
      skipLibCheck: true,
      noEmit: true,
      types: [],
      typeRoots: [join(REPO, 'node_modules', '@types')],
      paths: {
        '@atrium/shared': [join(REPO, 'shared-deps/src/shared/index.ts')],
        '@atrium/ui': [join(REPO, 'shared-deps/src/ui/index.ts')],
        '@atrium/html': [join(REPO, 'shared-deps/src/html/index.ts')],
        '@atrium/rules': [join(REPO, 'shared-deps/rules/src/index.ts')],
        // The generated folder has no node_modules of its own: packages resolve from the repository's.
        '*': [join(REPO, 'node_modules/@types/*'), join(REPO, 'node_modules/*')],
      },
    };
    const program = ts.createProgram({ rootNames: [...roots, ...declarations], options, host: sharingHost(options, folder) });
    const generated = new Set(roots.map((root) => root.replace(/\\/g, '/')));
    const found = [
      ...program.getOptionsDiagnostics(),
      ...program.getGlobalDiagnostics(),
      ...program.getSourceFiles()
        .filter((source) => generated.has(source.fileName))
        .flatMap((source) => [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)]),
    ];
    const host: ts.FormatDiagnosticsHost = { getCanonicalFileName: (name) => name, getCurrentDirectory: () => folder, getNewLine: () => '\n' };
    return { diagnostics: found.map((diagnostic) => ts.formatDiagnostic(diagnostic, host).trim()), folder };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
