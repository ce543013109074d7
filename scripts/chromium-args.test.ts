// Our --disable-features replaces Playwright's (Chromium keeps the last one), so it must hold every
// feature the installed Playwright turns off: read from its bundle, so an upgrade cannot drop one silently.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_ARGS, OMNIBOX_POPUP_FEATURES } from './chromium-args';

function playwrightDisabledFeatures(): string[] {
  const root = path.dirname(require.resolve('playwright-core/package.json'));
  const bundle = readFileSync(path.join(root, 'lib', 'coreBundle.js'), 'utf8');
  const block = /disabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(bundle)?.[1];
  if (!block) throw new Error("playwright-core's disabledFeatures list not found in its bundle");
  return [...block.matchAll(/^\s*"(\w+)"/gm)].map((match) => match[1] as string);
}

it('turns off every feature Playwright turns off, and the omnibox popup renderers, in one switch', () => {
  const switches = CHROMIUM_ARGS.filter((arg) => arg.startsWith('--disable-features='));
  expect(switches).toHaveLength(1);
  const ours = (switches[0] as string).slice('--disable-features='.length).split(',');
  const theirs = playwrightDisabledFeatures();
  expect(theirs.length).toBeGreaterThan(5);
  expect(theirs.filter((feature) => !ours.includes(feature))).toEqual([]);
  expect(ours).toEqual(expect.arrayContaining([...OMNIBOX_POPUP_FEATURES]));
});
