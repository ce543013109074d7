// The Bootstrap Icons the portal's own code names, bundled into @atrium/shoelace's core chunk
// (shared-deps/src/shoelace/portalIcons.ts) so that <sl-icon> draws them without a request each.
// Fetched one file at a time, a signed-in page load asked the server for about 33 icons (every one
// revalidated: the icon files are not hashed), a third of all its requests. An icon named only at
// run time (a menu icon an administrator chose from the whole set) is still fetched as a file.
// Plain JS: the webpack configs that call it cannot load TypeScript (webpack-common.js).
const fs = require('node:fs');
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '..');

/** The packages whose sources ship to the browser. */
const FRONT_END_SOURCES = ['root-config', 'mf-shell', 'mf-system', 'mf-permission', 'mf-message', 'mf-chat', 'mf-online-dev', 'mf-workflow', 'shared-deps'].map((name) =>
  path.join(repoRoot, name, 'src'),
);

const iconsDir = () => path.join(path.dirname(require.resolve('@shoelace-style/shoelace/dist/shoelace.js')), 'assets', 'icons');

/** Tests and test helpers never reach a bundle. */
const isShipped = (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !/(^|[\\/])testing([\\/.]|$)/.test(file);

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    return isShipped(full) ? [full] : [];
  });
}

// A quoted kebab-case word: 'gear', "chevron-down", `x-lg`.
const QUOTED_NAME = /["'`]([a-z0-9]+(?:-[a-z0-9]+)*)["'`]/g;

/**
 * Every icon name that appears as a string literal in the front-end sources. A literal that merely
 * happens to be an icon's name too ('table', 'list') adds a few hundred bytes and does no harm;
 * what matters is that no name written in the code is missed, however it reaches <sl-icon>
 * (an attribute, a map of menu icons, a ternary).
 */
function portalIconNames(sourceDirs = FRONT_END_SOURCES, available = fs.readdirSync(iconsDir())) {
  const known = new Set(available.filter((file) => file.endsWith('.svg')).map((file) => file.slice(0, -4)));
  const found = new Set();
  for (const file of sourceDirs.flatMap(sourceFiles)) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(QUOTED_NAME)) {
      if (known.has(match[1])) found.add(match[1]);
    }
  }
  return [...found].sort();
}

/** name -> SVG text of every icon the sources name, for webpack's DefinePlugin. */
function portalIcons(sourceDirs = FRONT_END_SOURCES) {
  const dir = iconsDir();
  return svgOf(dir, portalIconNames(sourceDirs, fs.readdirSync(dir)));
}

// <PlainIcon name=…>: a quoted name, or an expression ({open ? 'chevron-down' : 'chevron-right'}).
const PLAIN_ICON_NAME = /<PlainIcon\b[^>]*?\bname=(\{[^}]*\}|"[^"]*"|'[^']*')/g;

/**
 * The icons the sources draw with @atrium/ui's PlainIcon (a CSS mask, no Shoelace): the names
 * quoted in each `<PlainIcon name=…>`. A handful (carets, the tab's close, sort marks, the password
 * eye), built into @atrium/ui so that no page load asks for their files; a name PlainIcon gets only
 * at run time is fetched as before.
 */
function plainIconNames(sourceDirs = FRONT_END_SOURCES, available = fs.readdirSync(iconsDir())) {
  const known = new Set(available.filter((file) => file.endsWith('.svg')).map((file) => file.slice(0, -4)));
  const found = new Set();
  for (const file of sourceDirs.flatMap(sourceFiles)) {
    for (const tag of fs.readFileSync(file, 'utf8').matchAll(PLAIN_ICON_NAME)) {
      for (const match of tag[1].matchAll(QUOTED_NAME)) if (known.has(match[1])) found.add(match[1]);
    }
  }
  return [...found].sort();
}

const svgOf = (dir, names) => Object.fromEntries(names.map((name) => [name, fs.readFileSync(path.join(dir, `${name}.svg`), 'utf8').trim()]));

/** name -> SVG text of every icon the sources draw with PlainIcon, for webpack's DefinePlugin. */
function plainIcons(sourceDirs = FRONT_END_SOURCES) {
  const dir = iconsDir();
  return svgOf(dir, plainIconNames(sourceDirs, fs.readdirSync(dir)));
}

module.exports = { portalIconNames, portalIcons, plainIconNames, plainIcons, FRONT_END_SOURCES };
