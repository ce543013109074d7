/**
 * A short "system-browser" label of a User-Agent header for the online list (JNPF loginPlatForm),
 * e.g. "Windows-Chrome". Only the common families: the full header is kept in the sessions table.
 */
const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/Windows/i, 'Windows'], [/Android/i, 'Android'], [/iPhone|iPad|iPod/i, 'iOS'], [/Mac OS X|Macintosh/i, 'macOS'], [/CrOS/i, 'ChromeOS'], [/Linux/i, 'Linux'],
];
// Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/Edg\//i, 'Edge'], [/OPR\//i, 'Opera'], [/MicroMessenger/i, 'WeChat'], [/Firefox\//i, 'Firefox'], [/Chrom(e|ium)\//i, 'Chrome'], [/Safari\//i, 'Safari'],
];

export function deviceOf(userAgent: string): string {
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (!system && !browser) return userAgent.trim() === '' ? '' : 'Other';
  return [system ?? 'Other', browser ?? 'Other'].join('-');
}
