/**
 * The server's built-in avatar set: small SVG portraits generated here, so the repository
 * carries no image files. Names are fixed (avatar-1.svg … avatar-8.svg).
 */
const COLOURS = ['#409eff', '#67c23a', '#e6a23c', '#f56c6c', '#909399', '#8e44ad', '#16a085', '#d35400'];

export const AVATAR_URL_PREFIX = '/api/file/Image/userAvatar/';

export const builtInAvatarNames: readonly string[] = COLOURS.map((_, index) => `avatar-${index + 1}.svg`);

export function avatarUrl(name: string): string {
  return AVATAR_URL_PREFIX + encodeURIComponent(name);
}

export function builtInAvatarSvg(name: string): string | null {
  const index = builtInAvatarNames.indexOf(name);
  if (index < 0) return null;
  const colour = COLOURS[index]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">` +
    `<rect width="64" height="64" fill="${colour}"/>` +
    `<circle cx="32" cy="25" r="12" fill="#fff" fill-opacity="0.9"/>` +
    `<path d="M10 64c2-14 11-21 22-21s20 7 22 21z" fill="#fff" fill-opacity="0.9"/></svg>`;
}
