import { configureApi } from './config';
import { $currentPath, findMenuByPath, firstPagePath, flattenMenuRoutes, menuRoute, navigate, parseMenuProperties, vueName } from './routing';
import { adoptToken } from './session';
import { resetSession } from './sessionState';
import { createMenu } from './testing/factories';

beforeEach(() => {
  resetSession();
  window.history.pushState(null, '', '/');
});

describe('vueName', () => {
  it('replaces every dot of the enCode with a dash', () => {
    expect(vueName('systemData.dictionary.list')).toBe('systemData-dictionary-list');
    expect(vueName('home')).toBe('home');
  });
});

describe('menuRoute', () => {
  it.each([0, 1] as const)('type %i is a folder', (type) => {
    expect(menuRoute(createMenu({ type, urlAddress: 'x' }))).toEqual({ kind: 'folder' });
  });

  it('type 2 is a page at / + address without its query string', () => {
    expect(menuRoute(createMenu({ type: 2, urlAddress: 'systemData/dictionary?type=1' }))).toEqual({ kind: 'page', path: '/systemData/dictionary' });
  });

  it('does not double a leading slash', () => {
    expect(menuRoute(createMenu({ type: 2, urlAddress: '/permission/user' }))).toEqual({ kind: 'page', path: '/permission/user' });
    expect(menuRoute(createMenu({ type: 2, urlAddress: '//permission/user' }))).toEqual({ kind: 'page', path: '/permission/user' });
  });

  it('a page without an address is unknown', () => {
    expect(menuRoute(createMenu({ type: 2, urlAddress: '' }))).toEqual({ kind: 'unknown' });
    expect(menuRoute(createMenu({ type: 2, urlAddress: null }))).toEqual({ kind: 'unknown' });
    expect(menuRoute(createMenu({ type: 2, urlAddress: '?a=1' }))).toEqual({ kind: 'unknown' });
  });

  it.each([3, 4, 5, 8] as const)('dynamic type %i is a page exposing moduleId and isTree', (type) => {
    const menu = createMenu({ type, urlAddress: 'onlineDev/model/abc', propertyJson: '{"moduleId":"m-9","isTree":1}' });
    expect(menuRoute(menu)).toEqual({ kind: 'page', path: '/onlineDev/model/abc', dynamic: { moduleId: 'm-9', isTree: true } });
  });

  it('reads broken or missing propertyJson safely', () => {
    expect(parseMenuProperties('{oops')).toEqual({ moduleId: null, isTree: false });
    expect(parseMenuProperties(null)).toEqual({ moduleId: null, isTree: false });
    expect(parseMenuProperties('"text"')).toEqual({ moduleId: null, isTree: false });
    expect(parseMenuProperties({ moduleId: 12, isTree: 0 })).toEqual({ moduleId: '12', isTree: false });
  });

  it('type 7 with target _blank opens the address in a new window', () => {
    expect(menuRoute(createMenu({ type: 7, urlAddress: 'https://example.com/a?b=1', linkTarget: '_blank' }))).toEqual({
      kind: 'external',
      href: 'https://example.com/a?b=1',
      newWindow: true,
    });
  });

  it('type 7 otherwise goes to the in-app external-link view with the encoded address', () => {
    expect(menuRoute(createMenu({ type: 7, urlAddress: 'https://example.com/a?b=1&c=2', linkTarget: '_self' }))).toEqual({
      kind: 'external',
      href: '/externalLink?href=https%3A%2F%2Fexample.com%2Fa%3Fb%3D1%26c%3D2',
      newWindow: false,
    });
  });

  it('refuses javascript: external links', () => {
    expect(menuRoute(createMenu({ type: 7, urlAddress: 'javascript:alert(1)', linkTarget: '_blank' }))).toEqual({ kind: 'unknown' });
    expect(menuRoute(createMenu({ type: 7, urlAddress: ' JavaScript:alert(1)' }))).toEqual({ kind: 'unknown' });
  });

  it('type 6 opens the data-visualisation view of its moduleId, with no credential in the route', () => {
    adoptToken('bearer abc');
    const menu = createMenu({ type: 6, propertyJson: '{"moduleId":"screen-1"}' });
    expect(menuRoute(menu)).toEqual({ kind: 'screen', href: '/DataV/view/screen-1', moduleId: 'screen-1' });
    configureApi({ dataVisualBase: 'https://datav.example.com/DataV/' });
    expect(menuRoute(menu)).toEqual({ kind: 'screen', href: 'https://datav.example.com/DataV/view/screen-1', moduleId: 'screen-1' });
    configureApi({ dataVisualBase: '/DataV' });
    expect(menuRoute(menu, { dataVisualBase: '/v' })).toEqual({ kind: 'screen', href: '/v/view/screen-1', moduleId: 'screen-1' });
    expect(menuRoute(createMenu({ type: 6, propertyJson: '{}' }))).toEqual({ kind: 'unknown' });
  });

  it('an unknown type is unknown', () => {
    expect(menuRoute(createMenu({ type: 9 as never }))).toEqual({ kind: 'unknown' });
  });
});

const tree = [
  createMenu({
    id: 'sys',
    type: 1,
    fullName: '系统管理',
    enCode: 'system',
    children: [
      createMenu({ id: 'dir', type: 0, fullName: '系统数据', children: [createMenu({ id: 'dict', fullName: '数据字典', enCode: 'systemData.dictionary', urlAddress: 'systemData/dictionary' })] }),
      createMenu({ id: 'link', type: 7, urlAddress: 'https://example.com', linkTarget: '_blank' }),
      createMenu({ id: 'model', type: 3, fullName: '模型', urlAddress: '/onlineDev/model', propertyJson: '{"moduleId":"x"}' }),
    ],
  }),
  createMenu({ id: 'area', fullName: '行政区划', urlAddress: 'system/area' }),
];

describe('menu tree helpers', () => {
  it('flattens page routes with modelId, title, title path and name', () => {
    const routes = flattenMenuRoutes(tree);
    expect(routes.map((r) => [r.path, r.modelId, r.title, r.titlePath.join(' > '), r.name])).toEqual([
      ['/systemData/dictionary', 'dict', '数据字典', '系统管理 > 系统数据 > 数据字典', 'systemData-dictionary'],
      ['/onlineDev/model', 'model', '模型', '系统管理 > 模型', expect.any(String)],
      ['/system/area', 'area', '行政区划', '行政区划', expect.any(String)],
    ]);
    expect(routes[1]?.dynamic).toEqual({ moduleId: 'x', isTree: false });
  });

  it('finds the menu of a path, ignoring query, hash and trailing slash', () => {
    expect(findMenuByPath(tree, '/systemData/dictionary')?.id).toBe('dict');
    expect(findMenuByPath(tree, '/systemData/dictionary/?a=1#x')?.id).toBe('dict');
    expect(findMenuByPath(tree, 'system/area')?.id).toBe('area');
    expect(findMenuByPath(tree, '/systemData')).toBeNull();
    expect(findMenuByPath([], '/')).toBeNull();
  });

  it('gives the first page path in menu order', () => {
    expect(firstPagePath(tree)).toBe('/systemData/dictionary');
    expect(firstPagePath([createMenu({ type: 0, children: [] })])).toBeNull();
  });
});

describe('$currentPath and navigate', () => {
  it('follows navigate(), popstate and single-spa routing events', () => {
    navigate('/systemData/dictionary?x=1');
    expect(window.location.pathname).toBe('/systemData/dictionary');
    expect($currentPath.get()).toBe('/systemData/dictionary');

    window.history.pushState(null, '', '/profile');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect($currentPath.get()).toBe('/profile');

    window.history.pushState(null, '', '/404');
    window.dispatchEvent(new CustomEvent('single-spa:routing-event'));
    expect($currentPath.get()).toBe('/404');
  });

  it('ignores a navigation to where the browser already is', () => {
    navigate('/systemData/area?y=2');
    const length = window.history.length;
    navigate('/systemData/area?y=2');
    expect(window.history.length).toBe(length);
    expect(window.location.href).toMatch(/\/systemData\/area\?y=2$/);
    navigate('/systemData/area?y=3');
    expect(window.history.length).toBe(length + 1);
  });
});
