// The syntax highlighter, a lazy chunk of its own (fetched the first time a code preview opens):
// shiki's core with the JavaScript regex engine (no WebAssembly), only the languages the generator
// writes and one light and one dark theme.
import { createHighlighterCore, type HighlighterCore } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import css from 'shiki/langs/css.mjs';
import json from 'shiki/langs/json.mjs';
import markdown from 'shiki/langs/markdown.mjs';
import tsx from 'shiki/langs/tsx.mjs';
import typescript from 'shiki/langs/typescript.mjs';
import githubDark from 'shiki/themes/github-dark.mjs';
import githubLight from 'shiki/themes/github-light.mjs';
import type { CodeLanguage } from './languages';

let highlighter: Promise<HighlighterCore> | null = null;

function load(): Promise<HighlighterCore> {
  highlighter ??= createHighlighterCore({
    themes: [githubLight, githubDark],
    langs: [tsx, typescript, json, markdown, css],
    engine: createJavaScriptRegexEngine(),
  });
  return highlighter;
}

/** The code as shiki's HTML: light colours inline, the dark theme's as --shiki-dark variables. */
export async function codeToHtml(code: string, lang: CodeLanguage): Promise<string> {
  const shiki = await load();
  return shiki.codeToHtml(code, { lang, themes: { light: 'github-light', dark: 'github-dark' }, defaultColor: 'light' });
}
