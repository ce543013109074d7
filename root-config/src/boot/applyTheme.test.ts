import { applyTheme } from './applyTheme';

function themeLink(): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = '/assets/shoelace/themes/light.css';
  link.media = 'print';
  document.head.append(link);
  return link;
}

const settled = async (promise: Promise<void>): Promise<boolean> => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

afterEach(() => document.head.replaceChildren());

it('waits for the theme to load before applying it, so Shoelace never draws without it', async () => {
  const link = themeLink();
  const applied = applyTheme(link, () => false);
  expect(await settled(applied)).toBe(false);
  expect(link.media).toBe('print');
  link.dispatchEvent(new Event('load'));
  expect(await settled(applied)).toBe(true);
  expect(link.media).toBe('all');
});

it('applies at once a theme that finished loading before the boot ran', async () => {
  const link = themeLink();
  const seen: string[] = [];
  const applied = applyTheme(link, (url) => {
    seen.push(url);
    return true;
  });
  expect(await settled(applied)).toBe(true);
  expect(link.media).toBe('all');
  expect(seen).toEqual([link.href]);
});

it('starts the portal when the theme fails to load, as a broken stylesheet link would', async () => {
  const link = themeLink();
  const applied = applyTheme(link, () => false);
  link.dispatchEvent(new Event('error'));
  expect(await settled(applied)).toBe(true);
});

it('starts the portal on a page without the theme link', async () => {
  expect(await settled(applyTheme(null, () => false))).toBe(true);
});
