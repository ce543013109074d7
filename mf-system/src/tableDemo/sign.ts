// 标记: seven colour flags kept as seven '0'/'1' characters (JNPF's `sign`).

/** The flags in order, each with its colour (the theme's palette, so it reads on white and in print). */
export const FLAGS = [
  { key: 'red', color: 'var(--sl-color-red-600)' },
  { key: 'orange', color: 'var(--sl-color-orange-500)' },
  { key: 'yellow', color: 'var(--sl-color-yellow-500)' },
  { key: 'green', color: 'var(--sl-color-green-600)' },
  { key: 'cyan', color: 'var(--sl-color-cyan-600)' },
  { key: 'blue', color: 'var(--sl-color-blue-600)' },
  { key: 'purple', color: 'var(--sl-color-purple-600)' },
] as const;

export type FlagKey = (typeof FLAGS)[number]['key'];

/** The flags of a sign, always seven: a short or odd value counts its missing flags as off. */
export function flagsOf(sign: string | null | undefined): boolean[] {
  return FLAGS.map((_, index) => (sign ?? '').charAt(index) === '1');
}

/** The sign with one flag switched. */
export function toggleFlag(sign: string | null | undefined, index: number): string {
  return flagsOf(sign)
    .map((on, position) => ((position === index ? !on : on) ? '1' : '0'))
    .join('');
}
