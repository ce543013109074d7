// /workFlowDetail?token=… (spec section 2: "adopts that token first") comes from e-mail links. The
// token is a live session credential: it leaves the address bar and the history entry before
// anything else runs, and it replaces a different user's session only when the user says so.
import { $token, $user, adoptToken, confirmDialog, http, loadCurrentUser, resetSession, t } from '@atrium/shared';

const FLOW_DETAIL_PATH = '/workFlowDetail';

/** The token of a /workFlowDetail address and the same address without it; null for any other. */
export function splitLinkToken(href: string): { token: string; to: string } | null {
  const url = new URL(href);
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  if (path !== FLOW_DETAIL_PATH || !url.searchParams.has('token')) return null;
  const token = (url.searchParams.get('token') ?? '').trim();
  url.searchParams.delete('token');
  return { token, to: url.pathname + url.search + url.hash };
}

/**
 * Takes the token out of the current address at once (history.replaceState: the entry itself
 * changes, so Back, the history list and anything that reads location later never see it).
 */
export function takeLinkToken(win: Window = window): string | null {
  const split = splitLinkToken(win.location.href);
  if (!split) return null;
  win.history.replaceState(win.history.state, '', split.to);
  return split.token === '' ? null : split.token;
}

export interface TokenOwner {
  userId: string;
  account: string;
}

/** Whose token this is (GET /api/oauth/CurrentUser with it), or null when it is not a live session. */
export async function ownerOfToken(token: string): Promise<TokenOwner | null> {
  try {
    // skipCodeCheck: a dead link token must not end the current session through the client's
    // 600/601/602 handling; silent: it is no error the user has to act on.
    const body = await http.get<unknown>('/api/oauth/CurrentUser', undefined, {
      headers: { Authorization: token },
      skipCodeCheck: true,
      silent: true,
    });
    const info = (body as { code?: number; data?: { userInfo?: { userId?: unknown; userAccount?: unknown } } } | null) ?? null;
    const user = info?.code === 200 ? info.data?.userInfo : undefined;
    if (typeof user?.userId !== 'string' || typeof user.userAccount !== 'string') return null;
    return { userId: user.userId, account: user.userAccount };
  } catch {
    return null;
  }
}

export type ConfirmSwitch = (current: string, next: string) => Promise<boolean>;

/** The spec's kind of question, naming both accounts. */
export const confirmAccountSwitch: ConfirmSwitch = (current, next) =>
  confirmDialog({
    title: t('common:switchAccount.title'),
    message: t('common:switchAccount.message', { current, next }),
    confirmText: t('common:switchAccount.confirm', { next }),
    cancelText: t('common:switchAccount.keep', { current }),
  });

async function adopt(token: string): Promise<void> {
  adoptToken(token);
  try {
    await loadCurrentUser();
  } catch {
    // As on a failed restore: the guard then sends the visitor to sign-in (without the token).
    resetSession();
  }
}

export interface LinkTokenDeps {
  /** The session of this browser: its token and, once loaded, its user. */
  current(): { token: string | null; userId: string | null; account: string };
  ownerOf(token: string): Promise<TokenOwner | null>;
  confirmSwitch: ConfirmSwitch;
  adopt(token: string): Promise<void>;
}

const portalDeps: LinkTokenDeps = {
  current: () => {
    const user = $user.get();
    return { token: $token.get(), userId: user?.userId ?? null, account: user?.userAccount ?? user?.userName ?? '' };
  },
  ownerOf: ownerOfToken,
  confirmSwitch: confirmAccountSwitch,
  adopt,
};

/**
 * Adopts a link's token: silently when nobody is signed in or it is the same user; after a
 * confirmation naming both accounts when another user is signed in. Declined, or a token that is
 * no live session: the current session stays as it was.
 */
export async function adoptLinkToken(token: string, deps: LinkTokenDeps = portalDeps): Promise<'adopted' | 'kept'> {
  const current = deps.current();
  if (current.token === token) return 'kept';
  if (!current.token) {
    await deps.adopt(token);
    return 'adopted';
  }
  const owner = await deps.ownerOf(token);
  if (!owner) return 'kept';
  if (current.userId !== owner.userId && !(await deps.confirmSwitch(current.account, owner.account))) return 'kept';
  await deps.adopt(token);
  return 'adopted';
}
