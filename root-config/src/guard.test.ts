import { decideRoute, type GuardState } from './guard';

const at = (pathAndQuery: string) => new URL(pathAndQuery, 'http://portal.test');
const signedIn = (overrides: Partial<GuardState> = {}): GuardState => ({
  token: 'bearer abc',
  locked: false,
  isUserRoute: (path) => path === '/systemData/dictionary',
  ...overrides,
});
const signedOut = (): GuardState => signedIn({ token: null });

describe('decideRoute', () => {
  it.each(['/login', '/auth-redirect', '/sso', '/formShortLink', '/exportPdf', '/mapView'])(
    'lets %s through without a token',
    (path) => {
      expect(decideRoute(at(path), signedOut())).toEqual({ kind: 'continue' });
    },
  );

  it('sends a signed-in user from /login to /', () => {
    expect(decideRoute(at('/login?redirect=%2Fx'), signedIn())).toEqual({ kind: 'redirect', to: '/' });
  });

  it('keeps a locked user on /login (they may sign in as someone else)', () => {
    expect(decideRoute(at('/login'), signedIn({ locked: true }))).toEqual({ kind: 'continue' });
  });

  it('sends a visitor without token to /login with the wanted path and query', () => {
    expect(decideRoute(at('/systemData/dictionary?x=1'), signedOut())).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2FsystemData%2Fdictionary%3Fx%3D1',
    });
  });

  it('does not add a redirect query for the root path', () => {
    expect(decideRoute(at('/'), signedOut())).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('sends every route of a locked session to /lockScreen', () => {
    for (const path of ['/', '/basic/dashboard', '/systemData/dictionary', '/profile', '/nope']) {
      expect(decideRoute(at(path), signedIn({ locked: true }))).toEqual({ kind: 'redirect', to: '/lockScreen' });
    }
    expect(decideRoute(at('/lockScreen'), signedIn({ locked: true }))).toEqual({ kind: 'continue' });
  });

  it('leaves /lockScreen when the session is not locked', () => {
    expect(decideRoute(at('/lockScreen'), signedIn())).toEqual({ kind: 'redirect', to: '/' });
  });

  it('sends / to the dashboard', () => {
    expect(decideRoute(at('/'), signedIn())).toEqual({ kind: 'redirect', to: '/basic/dashboard' });
  });

  it('takes the token of /workFlowDetail out of the URL before anything else, signed in or not', () => {
    for (const state of [signedOut(), signedIn(), signedIn({ locked: true })]) {
      expect(decideRoute(at('/workFlowDetail?token=bearer%20new&id=9'), state)).toEqual({
        kind: 'linkToken',
        token: 'bearer new',
        to: '/workFlowDetail?id=9',
      });
    }
    expect(decideRoute(at('/workFlowDetail?token='), signedIn())).toEqual({ kind: 'linkToken', token: '', to: '/workFlowDetail' });
  });

  it('lets shell routes, the refresh route and the user routes through', () => {
    for (const path of ['/basic/dashboard', '/404', '/profile', '/redirect/systemData/dictionary', '/systemData/dictionary']) {
      expect(decideRoute(at(path), signedIn())).toEqual({ kind: 'continue' });
    }
  });

  it('sends unknown paths and pages outside the user menus to /404', () => {
    expect(decideRoute(at('/no/such/page'), signedIn())).toEqual({ kind: 'redirect', to: '/404' });
    expect(decideRoute(at('/permission/user'), signedIn())).toEqual({ kind: 'redirect', to: '/404' });
  });

  it('ignores a trailing slash', () => {
    expect(decideRoute(at('/systemData/dictionary/'), signedIn())).toEqual({ kind: 'continue' });
  });
});
