// The lazy chunk of the rich-text editor: the editor and Tiptap, handed the sanitiser of
// @atrium/html (fetched at run time) before its first render.
import type { ComponentType } from 'react';
import { loadSanitizer } from '../upload/sanitizer';
import { RichTextEditor, setSanitizer } from './RichTextEditor';
import type { RichTextEditorProps } from './types';

declare const System: unknown;

type Sanitize = (html: string | null | undefined) => string;

/**
 * The portal always runs under SystemJS. Without it (jest) the module is required directly; the
 * bundler leaves that import alone (webpackIgnore), so @atrium/html never becomes a static
 * dependency of @atrium/ui's entry, which the sign-in page loads.
 */
function sanitizer(): Promise<Sanitize> {
  if (typeof System !== 'undefined') return loadSanitizer();
  return import(/* webpackIgnore: true */ '@atrium/html').then((module: { sanitizeHtml: Sanitize }) => module.sanitizeHtml);
}

export function loadRichTextEditor(): Promise<ComponentType<RichTextEditorProps>> {
  return sanitizer().then((sanitize) => {
    setSanitizer(sanitize);
    return RichTextEditor;
  });
}
