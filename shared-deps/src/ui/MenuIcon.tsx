import { menuIconName } from './menuIcon';

export interface MenuIconProps {
  /** The menu's icon class as the server sends it ("icon-ym icon-ym-system"). */
  icon: string | null | undefined;
  /** A menu with children: an unknown icon shows as a folder. */
  folder?: boolean;
  className?: string;
}

/** A menu's icon from the bundled icon set; decorative, the menu's name beside it says what it is. */
export function MenuIcon({ icon, folder = false, className }: MenuIconProps) {
  return <sl-icon name={menuIconName(icon, folder)} aria-hidden="true" className={className} data-icon={icon ?? undefined} />;
}
