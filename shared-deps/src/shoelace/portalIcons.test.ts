import { setBasePath } from '@shoelace-style/shoelace/dist/utilities/base-path.js';
import { registerIconLibrary } from '@shoelace-style/shoelace/dist/utilities/icon-library.js';
import { iconUrl, registerPortalIcons } from './portalIcons';

jest.mock('@shoelace-style/shoelace/dist/utilities/icon-library.js', () => ({ registerIconLibrary: jest.fn() }));

const GEAR = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><path d="M8 4a4 4 0 1 0 0 8"/></svg>';

beforeAll(() => setBasePath('/assets/shoelace'));

describe('the portal icon library', () => {
  it('draws a built-in icon from its SVG, with no request to the server', () => {
    const url = iconUrl('gear', { gear: GEAR });
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(GEAR);
  });

  it('fetches any other icon from its file, as Shoelace does', () => {
    expect(iconUrl('emoji-sunglasses', { gear: GEAR })).toBe('/assets/shoelace/assets/icons/emoji-sunglasses.svg');
    // A name that is a property of every object is not an icon.
    expect(iconUrl('constructor', { gear: GEAR })).toBe('/assets/shoelace/assets/icons/constructor.svg');
  });

  it('replaces the default library once', () => {
    registerPortalIcons();
    registerPortalIcons();
    expect(registerIconLibrary).toHaveBeenCalledTimes(1);
    const [name, library] = jest.mocked(registerIconLibrary).mock.calls[0]!;
    expect(name).toBe('default');
    // Outside a webpack build nothing is built in: every icon comes from its file.
    expect(library.resolver('gear')).toBe('/assets/shoelace/assets/icons/gear.svg');
  });
});
