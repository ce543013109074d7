// The palette's view of the widget kinds: their icons (from the bundled set) and names.
import type { TFunction } from 'i18next';
import type { PortalItem, PortalWidgetKey } from '../portalView/model';
import { PORTAL_VIEW_NS } from '../portalView/i18n';

export const WIDGET_ICONS: Readonly<Record<PortalWidgetKey, string>> = {
  text: 'fonts',
  image: 'image',
  commonFunc: 'grid-3x3-gap',
  todoList: 'list-check',
  notice: 'megaphone',
  dataBoard: 'bar-chart',
  chart: 'graph-up',
};

/** A kind's name (文本, 图片…), in the renderer's namespace. */
export const kindName = (t: TFunction, kind: PortalWidgetKey): string => t(`${PORTAL_VIEW_NS}:widgets.${kind}`);

/** What an item is called on screen: its title, or 未命名的<kind>. */
export function itemName(t: TFunction, item: PortalItem): string {
  return item.title.trim() || t('designer.untitled', { kind: kindName(t, item.jnpfKey) });
}
