import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// Plain JS (webpack's configs require it): typed here by use.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { portalIconNames, portalIcons, plainIconNames, plainIcons } = require('./portal-icons') as {
  portalIconNames: (dirs: string[], available: string[]) => string[];
  portalIcons: (dirs?: string[]) => Record<string, string>;
  plainIconNames: (dirs: string[], available: string[]) => string[];
  plainIcons: (dirs?: string[]) => Record<string, string>;
};

describe('the icons built into @atrium/shoelace', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'atrium-icons-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };

  it('are the icon names quoted anywhere in shipped sources, however they reach <sl-icon>', () => {
    write('Page.tsx', `<sl-icon name="gear" /><sl-icon name={open ? 'chevron-down' : \`chevron-right\`} />`);
    write('menu/icons.ts', `export const ICONS = { system: 'database', none: 'not-an-icon', label: '删除' };`);
    // Tests and test helpers never ship.
    write('Page.test.tsx', `<sl-icon name="bell" />`);
    write('testing/render.tsx', `'lock'`);
    write('testing.ts', `'key'`);
    write('notes.md', `'plug'`);
    const available = ['gear.svg', 'chevron-down.svg', 'chevron-right.svg', 'database.svg', 'bell.svg', 'lock.svg', 'key.svg', 'plug.svg', 'x.svg'];
    expect(portalIconNames([dir, path.join(dir, 'missing')], available)).toEqual(['chevron-down', 'chevron-right', 'database', 'gear']);
  });

  it('hold the SVG of every icon the portal names (the menu icons and the shell controls among them)', () => {
    const icons = portalIcons();
    // The seed's menu icons (shared-deps/src/ui/menuIcon.ts), the header's bell and the tabs' home icon.
    for (const name of ['gear', 'database', 'shield-lock', 'diagram-3', 'bell', 'house-door', 'app', 'folder2']) {
      expect(icons[name]).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"[\s\S]*<\/svg>$/);
    }
    expect(Object.keys(icons).length).toBeGreaterThan(50);
    // Not the whole set of some 2,000: that is for the files.
    expect(Object.keys(icons).length).toBeLessThan(400);
  });
});

describe('the icons built into @atrium/ui for PlainIcon', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'atrium-plain-icons-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('are the names quoted in <PlainIcon name=…>, a ternary included, and no other quoted icon name', () => {
    writeFileSync(
      path.join(dir, 'Tree.tsx'),
      `<PlainIcon name={open ? 'chevron-down' : "chevron-right"} className={styles.caret} />\n<PlainIcon className="mark" name="x" />\n<sl-icon name="gear" />\nconst other = 'lock';`,
    );
    writeFileSync(path.join(dir, 'Tree.test.tsx'), `<PlainIcon name="bell" />`);
    const available = ['chevron-down.svg', 'chevron-right.svg', 'x.svg', 'gear.svg', 'lock.svg', 'bell.svg'];
    expect(plainIconNames([dir], available)).toEqual(['chevron-down', 'chevron-right', 'x']);
  });

  it('hold the carets, the tab close, the sort marks and the password eye, and not the whole portal set', () => {
    const icons = plainIcons();
    for (const name of ['chevron-down', 'chevron-right', 'chevron-left', 'x', 'sort-up', 'sort-down', 'arrow-down-up', 'eye', 'eye-slash', 'check-lg']) {
      expect(icons[name]).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"[\s\S]*<\/svg>$/);
    }
    expect(icons['gear']).toBeUndefined();
    expect(Object.keys(icons).length).toBeLessThan(50);
  });
});
