import { ApiError, badRequest } from '../plugins/errors';

/** Longest file name kept, in characters: Windows and most file systems stop at 255 bytes. */
export const FILE_NAME_MAX = 200;
/** Longest folder label (merge's `folder`) and relativePath a folder upload sends. */
export const FOLDER_MAX = 100;
export const RELATIVE_PATH_MAX = 1000;

/**
 * C0 and C1 controls, DEL, and the invisible format characters that make a name read differently
 * from what it is: bidirectional overrides (name‮gpj.exe shows as nameexe.jpg), zero-width
 * characters and the byte-order mark.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/u;
const CONTROL_ALL = new RegExp(CONTROL.source, 'gu');

const IDENTIFIER = /^[0-9a-f]{32}$/i;

/** The upload identifier: the file's MD5 as 32 hex digits, lower-cased. Anything else is refused. */
export function parseIdentifier(raw: unknown): string {
  if (typeof raw !== 'string' || !IDENTIFIER.test(raw)) throw badRequest('uploadIdentifierInvalid');
  return raw.toLowerCase();
}

const length = (text: string): number => [...text].length;

/**
 * A file name as the user will see it again: '#' stripped (spec section 5), surrounding spaces
 * trimmed. Refused (400) when empty, when it holds a path separator, when it is "." or "..", when
 * it holds control or invisible characters, or when it is longer than FILE_NAME_MAX.
 */
export function cleanFileName(raw: unknown): string {
  if (typeof raw !== 'string') throw badRequest('uploadNameInvalid');
  const name = raw.replace(/#/g, '').trim();
  if (name === '' || name === '.' || name === '..' || /[/\\]/.test(name) || CONTROL.test(name)) throw badRequest('uploadNameInvalid');
  if (length(name) > FILE_NAME_MAX) throw badRequest('uploadNameTooLong', { max: FILE_NAME_MAX });
  return name;
}

/**
 * A name given for an entry of a pack download: cleaned rather than refused, since the files are
 * already stored and the zip must not carry a path (zip slip) or a control character.
 */
export function entryName(raw: unknown, fallback: string): string {
  if (typeof raw !== 'string') return fallback;
  const name = raw.replace(CONTROL_ALL, '').replace(/[/\\]/g, '_').replace(/#/g, '').trim();
  if (name === '' || name === '.' || name === '..') return fallback;
  return [...name].slice(0, FILE_NAME_MAX).join('');
}

/** The extension after the last dot, lower-cased, without the dot; '' for none (".bashrc" has none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * A relative path or folder label: never used to build a path on the server, but refused when it
 * tries to (a ".." or "." segment, a leading slash, a drive letter, a backslash) or holds control
 * characters, so that nothing downstream is ever tempted.
 */
export function checkRelativePath(raw: unknown, field: string, max: number): string {
  if (raw === undefined || raw === null || raw === '') return '';
  if (typeof raw !== 'string') throw badRequest('uploadPathInvalid', { field });
  if (length(raw) > max) throw badRequest('uploadPathInvalid', { field });
  const unsafe = CONTROL.test(raw) || raw.includes('\\') || raw.startsWith('/') || /^[a-z]:/i.test(raw)
    || raw.split('/').some((segment) => segment === '..' || segment === '.');
  if (unsafe) throw badRequest('uploadPathInvalid', { field });
  return raw;
}

/** A non-negative whole number sent as text or number (query strings and multipart fields are text). */
export function parseCount(raw: unknown, field: string): number {
  const text = typeof raw === 'number' ? String(raw) : raw;
  if (typeof text !== 'string' || !/^\d{1,15}$/.test(text.trim())) throw badRequest('uploadFieldInvalid', { field });
  return Number(text.trim());
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
