// Theme colours (spec section 2 "Settings drawer") and the Shoelace primary palette made from
// one of them: the colour itself is step 600 (what Shoelace uses for buttons and focus), lighter
// steps mix it with white, darker ones with black.

export const THEME_COLORS = {
  blue: '#409eff',
  purple: '#7c5cfc',
  azure: '#0fb5d6',
  ocean: '#1f5fbf',
  green: '#3eaf4f',
  yellow: '#e6b000',
  orange: '#f0802a',
  red: '#e5484d',
} as const;

export type ThemeName = keyof typeof THEME_COLORS;

export const THEME_NAMES = Object.keys(THEME_COLORS) as ThemeName[];

export function isThemeName(value: string): value is ThemeName {
  return value in THEME_COLORS;
}

export const PALETTE_STEPS = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const;

/** How far each step is mixed towards white (positive) or black (negative). */
const MIX: Record<(typeof PALETTE_STEPS)[number], number> = {
  50: 0.92, 100: 0.82, 200: 0.66, 300: 0.5, 400: 0.3, 500: 0.14, 600: 0, 700: -0.16, 800: -0.3, 900: -0.44, 950: -0.58,
};

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** `--sl-color-primary-<step>` → colour, for a `#rrggbb` base. */
export function primaryPalette(base: string): Record<string, string> {
  const rgb = channels(base);
  const palette: Record<string, string> = {};
  for (const step of PALETTE_STEPS) {
    const amount = MIX[step];
    const target = amount >= 0 ? 255 : 0;
    const weight = Math.abs(amount);
    palette[`--sl-color-primary-${step}`] = toHex(rgb.map((c) => c + (target - c) * weight));
  }
  return palette;
}
