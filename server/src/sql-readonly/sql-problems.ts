import { badRequest, type ApiError } from '../plugins/errors';

/**
 * SQLite's compile errors for the statements staff write (data interfaces, print data sources)
 * as translated sentences (issue 17 item 8); null for the rarer ones, which keep SQLite's text.
 */
export function sqlProblem(detail: string): ApiError | null {
  const text = detail.trim();
  let match = /^no such table: (.+)$/.exec(text);
  if (match) return badRequest('sqlNoTable', { name: match[1] ?? '' });
  match = /^no such column: (.+)$/.exec(text);
  if (match) return badRequest('sqlNoColumn', { name: match[1] ?? '' });
  match = /^ambiguous column name: (.+)$/.exec(text);
  if (match) return badRequest('sqlAmbiguousColumn', { name: match[1] ?? '' });
  match = /^near "(.*)": syntax error$/s.exec(text);
  if (match) return badRequest('sqlSyntaxNear', { token: (match[1] ?? '').slice(0, 40) });
  if (text === 'incomplete input') return badRequest('sqlIncomplete');
  return null;
}
