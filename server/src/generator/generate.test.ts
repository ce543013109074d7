import { unzipSync, strFromU8 } from 'fflate';
import * as ts from 'typescript';
import { compileModel } from '../visualdev/compile';
import type { CompiledModel } from '../visualdev/model';
import { field, type Field } from '../routes/visualdev/test-fixtures';
import { compileGenerated } from './compile-check';
import { generateModule, moduleFolder, type GeneratedFile, type GeneratorInput } from './generate';
import { fieldName, GeneratorNameError, kebab, key, literal, markdownCell, pascal } from './names';
import { sourceZip, zipPath } from './zip';

// Names and text from a model reach generated source only through names.ts: names must match the
// field-name rule, text only ever becomes string literals. Labels written to break out of strings,
// comments, JSX and script elements stay plain strings, and the result still compiles.

const HOSTILE = [
  '"; throw new Error("label"); //',
  "'); alert(1); ('",
  '*/ alert(2) /*',
  '</script><script>alert(3)</script>',
  '${process.exit(1)}`',
  '{alert(4)}',
  'line\nbreak\u2028sep',
  '{{label}} \\u0041',
];

const modelJson = (fields: Field[], columns: unknown[] = []) => ({
  formData: JSON.stringify({ fields }),
  columnData: JSON.stringify({ columnList: columns, searchList: [], btnsList: [], columnBtnsList: [] }),
  tables: JSON.stringify([{ table: 'hostile_main', typeId: '1', fields: [] }, { table: 'hostile_rows', typeId: '0', fields: [] }]),
});

function hostileModel(): CompiledModel {
  const fields = [
    field('comInput', 'title', HOSTILE[0] as string, { required: true, regList: [{ pattern: '/^[^<]*$/', message: HOSTILE[3] }, { pattern: '"; alert(5); "', message: HOSTILE[1] }] }),
    field('numInput', 'amount', HOSTILE[1] as string, {}, { min: 0, max: 10 }),
    field('radio', 'level', HOSTILE[2] as string, { dataType: 'static' }, { options: HOSTILE.map((text, index) => ({ id: `${text}${index}`, fullName: text })) }),
    field('switch', 'flag', HOSTILE[4] as string, {}, { activeTxt: HOSTILE[5], inactiveTxt: HOSTILE[6] }),
    field('table', 'lines', HOSTILE[3] as string, { tableName: 'hostile_rows', children: [field('comInput', 'cell', HOSTILE[7] as string, { required: true })] }),
  ];
  return compileModel(modelJson(fields, [{ prop: 'title', label: 'x' }, { prop: 'level', label: 'y' }, { prop: 'flag', label: 'z' }])) as CompiledModel;
}

const input = (model: CompiledModel, overrides: Partial<GeneratorInput> = {}): GeneratorInput => ({
  id: '"; alert("id")',
  fullName: HOSTILE[0] as string,
  enCode: 'hostile</script>',
  area: 'extend',
  source: 'draft',
  version: null,
  model,
  ...overrides,
});

/** Every string literal's value and every identifier of a generated TypeScript file. */
function syntaxOf(file: GeneratedFile): { strings: Set<string>; identifiers: Set<string> } {
  const source = ts.createSourceFile(file.fileName, file.fileContent, ts.ScriptTarget.ES2022, true, file.fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const strings = new Set<string>();
  const identifiers = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) strings.add(node.text);
    if (ts.isIdentifier(node)) identifiers.add(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { strings, identifiers };
}

describe('names', () => {
  it('accepts field names by the field-name rule and refuses anything else', () => {
    expect(fieldName('tableField101')).toBe('tableField101');
    for (const name of ['', '1a', 'a-b', 'a b', 'a"b', 'a;alert(1)', 'ä', '_x', 'a'.repeat(51)]) {
      expect(() => fieldName(name)).toThrow(GeneratorNameError);
    }
  });

  it('makes string literals that parse back to the text and cannot close a script or a line', () => {
    for (const text of HOSTILE) {
      const made = literal(text);
      expect(JSON.parse(made)).toBe(text);
      expect(made).not.toMatch(/[<>\u2028\u2029\n]/);
      // A literal is one expression: evaluated, it is the text.
      expect(new Function(`return ${made};`)()).toBe(text);
    }
  });

  it('derives type names, folders, keys and markdown cells from ASCII letters and digits only', () => {
    expect(pascal('leave_form', 'Module')).toBe('LeaveForm');
    expect(pascal('2x-y', 'Module')).toBe('Module2xY');
    expect(pascal('"; alert(1)', 'Module')).toBe('Alert1');
    expect(pascal('请假', 'Module')).toBe('Module');
    expect(kebab('leaveForm</script>', 'module')).toBe('leave-form-script');
    expect(kebab('../..', 'module')).toBe('module');
    expect(key('title')).toBe('title');
    expect(key('a-b')).toBe('"a-b"');
    expect(markdownCell('a|b\n<i>`c`</i>')).toBe('a\\|b \\<i\\>\\`c\\`\\</i\\>');
  });
});

describe('generated source', () => {
  it('refuses a model whose field name breaks the rule, even one compileModel never saw', () => {
    const model = compileModel(modelJson([field('comInput', 'title', 'T')])) as CompiledModel;
    const bad = { ...model, main: { ...model.main, fields: [{ ...model.main.fields[0]!, vModel: 'x: 1 }; alert(1); const y = {' }] } };
    expect(() => generateModule(input(bad))).toThrow(GeneratorNameError);
  });

  it('keeps hostile labels, options, messages, names and ids inside string literals', () => {
    const files = generateModule(input(hostileModel()));
    const sources = files.filter((file) => /\.tsx?$/.test(file.fileName));
    const strings = new Set<string>();
    for (const file of sources) {
      const syntax = syntaxOf(file);
      syntax.strings.forEach((text) => strings.add(text));
      // No text became code: none of the payloads' calls is an identifier anywhere.
      for (const injected of ['alert', 'exit', 'process']) expect(syntax.identifiers.has(injected)).toBe(false);
      // Nothing can close a script element or start a line inside a literal.
      expect(file.fileContent).not.toContain('</script');
      expect(file.fileContent).not.toContain('\u2028');
    }
    // Each hostile text is there, whole, as a string value.
    for (const text of HOSTILE) expect(strings.has(text)).toBe(true);
    expect(strings.has('"; alert("id")')).toBe(true);
    // The README shows labels as escaped text.
    const readme = files.find((file) => file.fileName === 'README.md')?.fileContent ?? '';
    expect(readme).not.toContain('<script>');
  });

  it('compiles the hostile model with no diagnostics', () => {
    expect(compileGenerated(generateModule(input(hostileModel()))).diagnostics).toEqual([]);
  }, 180_000);

  it('compiles a minimal model (one text field, no options, rules or sub-tables) with no unused imports', () => {
    const minimal = compileModel(modelJson([field('comInput', 'title', '标题'), field('createTime', 'createdAt', '创建时间')])) as CompiledModel;
    expect(compileGenerated(generateModule(input(minimal, { enCode: 'minimal' }))).diagnostics).toEqual([]);
  }, 180_000);

  it('says which version it came from and how to install it', () => {
    const model = compileModel(modelJson([field('comInput', 'title', '标题')])) as CompiledModel;
    const released = generateModule(input(model, { source: 'released', version: 3, enCode: 'leaveForm', fullName: '请假单' }));
    const readme = released.find((file) => file.fileName === 'README.md')?.fileContent ?? '';
    expect(readme).toContain('released version 3');
    expect(readme).toContain("'extend/leave-form': () => import('./leave-form/parcel')");
    expect(readme).toContain('/api/visualdev/OnlineDev/{id}');
    expect(released.map((file) => zipPath('leave-form', file))).toEqual([
      'leave-form/README.md', 'leave-form/src/types.ts', 'leave-form/src/api.ts', 'leave-form/src/rules.ts', 'leave-form/src/options.ts',
      'leave-form/src/values.ts', 'leave-form/src/LeaveFormListPage.tsx', 'leave-form/src/LeaveFormFormDialog.tsx', 'leave-form/src/parcel.tsx',
      'leave-form/src/i18n.ts', 'leave-form/src/locales/zh.ts', 'leave-form/src/locales/zhtw.ts', 'leave-form/src/locales/en.ts',
    ]);
    const draft = generateModule(input(model, { enCode: 'leaveForm' }));
    expect(draft.find((file) => file.fileName === 'README.md')?.fileContent).toContain('draft (the module was never released)');
    expect(moduleFolder('leaveForm')).toBe('leave-form');
  });
});

describe('the zip', () => {
  it('holds every generated file under the module folder, byte for byte', async () => {
    const model = compileModel(modelJson([field('comInput', 'title', '标题')])) as CompiledModel;
    const files = generateModule(input(model, { enCode: 'leaveForm' }));
    const chunks: Buffer[] = [];
    for await (const chunk of sourceZip('leave-form', files, Date.UTC(2026, 0, 1))) chunks.push(Buffer.from(chunk as Uint8Array));
    const entries = unzipSync(new Uint8Array(Buffer.concat(chunks)));
    expect(Object.keys(entries).sort()).toEqual(files.map((file) => zipPath('leave-form', file)).sort());
    for (const file of files) expect(strFromU8(entries[zipPath('leave-form', file)] as Uint8Array)).toBe(file.fileContent);
  });
});
