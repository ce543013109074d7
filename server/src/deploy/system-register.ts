import { parse, type CallExpression, type Expression, type Node, type Program, type SpreadElement } from 'acorn';
import { DeployRefused } from './checks';

/**
 * The 'systemRegister' check: the program is exactly one `System.register([names…], function…)`
 * call (directives and comments aside), the format webpack's `library.type: 'system'` emits and
 * the only one SystemJS can swap in a live page. Answers the dependency names. Parsed with acorn
 * (webpack's own parser), so a bundle that merely contains the text "System.register" somewhere
 * does not pass.
 */
export function registeredDependencies(url: string, source: string): string[] {
  let program: Program;
  try {
    program = parse(source, { ecmaVersion: 'latest', sourceType: 'script', allowHashBang: false });
  } catch (error) {
    throw new DeployRefused('systemRegister', `${url} is not valid JavaScript: ${error instanceof Error ? error.message : String(error)}`);
  }
  const statements = program.body.filter((statement) => !('directive' in statement && typeof statement.directive === 'string'));
  const only = statements.length === 1 ? statements[0] : undefined;
  const call = only?.type === 'ExpressionStatement' ? only.expression : undefined;
  if (!call || !isSystemRegister(call)) {
    throw new DeployRefused('systemRegister', `${url} is not in System.register format: the file must be one System.register([dependencies], function) call`);
  }
  const [deps, declare, ...rest] = call.arguments;
  if (!deps || deps.type !== 'ArrayExpression' || !declare || !isFunction(declare) || rest.length > 0) {
    throw new DeployRefused('systemRegister', `${url} calls System.register without ([dependencies], function)`);
  }
  return deps.elements.map((element) => {
    if (!element || element.type !== 'Literal' || typeof element.value !== 'string') {
      throw new DeployRefused('systemRegister', `${url} lists a dependency that is not a string literal`);
    }
    return element.value;
  });
}

function isSystemRegister(node: Expression): node is CallExpression {
  if (node.type !== 'CallExpression') return false;
  const callee = node.callee;
  return callee.type === 'MemberExpression' && !callee.computed && !callee.optional &&
    callee.object.type === 'Identifier' && callee.object.name === 'System' &&
    callee.property.type === 'Identifier' && callee.property.name === 'register';
}

function isFunction(node: Expression | SpreadElement | Node): boolean {
  return node.type === 'FunctionExpression' || node.type === 'ArrowFunctionExpression';
}
