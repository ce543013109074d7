// Flow categories. JNPF keeps them in a dictionary; Atrium's seed has none yet, so these codes
// are the built-in list (labels in workflow:category.<code>), and an unknown code shows as it is.
import { t } from '@atrium/shared';

export const FLOW_CATEGORIES = ['hr', 'finance', 'administration', 'business', 'other'] as const;

export function categoryLabel(code: string | null | undefined): string {
  if (!code) return '—';
  return (FLOW_CATEGORIES as readonly string[]).includes(code) ? t(`workflow:category.${code}`) : code;
}
