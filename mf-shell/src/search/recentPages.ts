// Pages the user opened lately, newest first, kept in this browser (issue 17 item 11): the header
// search ranks them above other matches of the same quality.
const KEY = 'atrium:recentPages';
export const MAX_RECENT = 20;

export function recentPages(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string' && item.startsWith('/')).slice(0, MAX_RECENT) : [];
  } catch {
    return [];
  }
}

export function rememberPage(path: string): void {
  const next = [path, ...recentPages().filter((item) => item !== path)].slice(0, MAX_RECENT);
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // storage full or blocked: the search simply ranks without it
  }
}

export function forgetRecentPages(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
}
