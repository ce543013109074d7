import { adoptLinkToken, splitLinkToken, takeLinkToken, type LinkTokenDeps, type TokenOwner } from './link-token';

describe('splitLinkToken', () => {
  it('takes the token out of a /workFlowDetail address and keeps everything else', () => {
    expect(splitLinkToken('http://portal.test/workFlowDetail?id=9&token=bearer%20abc&type=1#top')).toEqual({
      token: 'bearer abc',
      to: '/workFlowDetail?id=9&type=1#top',
    });
    expect(splitLinkToken('http://portal.test/workFlowDetail/?token=x')).toEqual({ token: 'x', to: '/workFlowDetail/' });
  });

  it('leaves other addresses alone', () => {
    expect(splitLinkToken('http://portal.test/workFlowDetail?id=9')).toBeNull();
    expect(splitLinkToken('http://portal.test/messageRecord?token=x')).toBeNull();
  });
});

describe('takeLinkToken', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('replaces the history entry, so neither the address bar nor Back shows the token', () => {
    window.history.replaceState(null, '', '/workFlowDetail?id=9&token=bearer%20abc');
    const length = window.history.length;
    expect(takeLinkToken()).toBe('bearer abc');
    expect(window.location.pathname + window.location.search).toBe('/workFlowDetail?id=9');
    expect(window.history.length).toBe(length);
  });

  it('strips an empty token and reports none', () => {
    window.history.replaceState(null, '', '/workFlowDetail?token=');
    expect(takeLinkToken()).toBeNull();
    expect(window.location.search).toBe('');
  });

  it('does nothing elsewhere', () => {
    window.history.replaceState(null, '', '/profile?token=kept');
    expect(takeLinkToken()).toBeNull();
    expect(window.location.search).toBe('?token=kept');
  });
});

describe('adoptLinkToken', () => {
  const owners: Record<string, TokenOwner> = {
    'bearer lisi': { userId: 'u-lisi', account: 'lisi' },
    'bearer lisi-2': { userId: 'u-lisi', account: 'lisi' },
    'bearer zhangsan': { userId: 'u-zhangsan', account: 'zhangsan' },
  };

  function fakeDeps(session: { token: string | null; userId: string | null; account: string }, answer: boolean) {
    const calls = { asked: [] as [string, string][], adopted: [] as string[], looked: [] as string[] };
    const deps: LinkTokenDeps = {
      current: () => session,
      ownerOf: async (token) => {
        calls.looked.push(token);
        return owners[token] ?? null;
      },
      confirmSwitch: async (current, next) => {
        calls.asked.push([current, next]);
        return answer;
      },
      adopt: async (token) => {
        calls.adopted.push(token);
      },
    };
    return { deps, calls };
  }

  it('adopts silently when nobody is signed in', async () => {
    const { deps, calls } = fakeDeps({ token: null, userId: null, account: '' }, false);
    await expect(adoptLinkToken('bearer lisi', deps)).resolves.toBe('adopted');
    expect(calls).toEqual({ asked: [], adopted: ['bearer lisi'], looked: [] });
  });

  it('adopts silently a token of the user already signed in', async () => {
    const { deps, calls } = fakeDeps({ token: 'bearer lisi', userId: 'u-lisi', account: 'lisi' }, false);
    await expect(adoptLinkToken('bearer lisi-2', deps)).resolves.toBe('adopted');
    expect(calls.asked).toEqual([]);
    expect(calls.adopted).toEqual(['bearer lisi-2']);
  });

  it('asks before replacing another user, naming both accounts; yes switches', async () => {
    const { deps, calls } = fakeDeps({ token: 'bearer zhangsan', userId: 'u-zhangsan', account: 'zhangsan' }, true);
    await expect(adoptLinkToken('bearer lisi', deps)).resolves.toBe('adopted');
    expect(calls.asked).toEqual([['zhangsan', 'lisi']]);
    expect(calls.adopted).toEqual(['bearer lisi']);
  });

  it('keeps the current session when the user declines', async () => {
    const { deps, calls } = fakeDeps({ token: 'bearer zhangsan', userId: 'u-zhangsan', account: 'zhangsan' }, false);
    await expect(adoptLinkToken('bearer lisi', deps)).resolves.toBe('kept');
    expect(calls.adopted).toEqual([]);
  });

  it('never lets a dead link token replace a live session, and asks nothing', async () => {
    const { deps, calls } = fakeDeps({ token: 'bearer zhangsan', userId: 'u-zhangsan', account: 'zhangsan' }, true);
    await expect(adoptLinkToken('bearer expired', deps)).resolves.toBe('kept');
    expect(calls).toEqual({ asked: [], adopted: [], looked: ['bearer expired'] });
  });

  it('does nothing for the very token in use', async () => {
    const { deps, calls } = fakeDeps({ token: 'bearer lisi', userId: 'u-lisi', account: 'lisi' }, true);
    await expect(adoptLinkToken('bearer lisi', deps)).resolves.toBe('kept');
    expect(calls).toEqual({ asked: [], adopted: [], looked: [] });
  });
});
