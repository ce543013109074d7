import type { ComponentType } from 'react';
import type { PortalItem, PortalWidgetKey } from '../model';
import { ChartWidget } from './ChartWidget';
import { CommonFuncWidget } from './CommonFuncWidget';
import { DataBoardWidget } from './DataBoardWidget';
import { ImageWidget } from './ImageWidget';
import { MESSAGE_PAGE, NoticeWidget } from './NoticeWidget';
import { TextWidget } from './TextWidget';
import { TODO_PAGE, TodoListWidget } from './TodoListWidget';

type WidgetOf<K extends PortalWidgetKey> = ComponentType<{ item: Extract<PortalItem, { jnpfKey: K }> }>;

/** The component of each widget kind. */
export const WIDGETS: { [K in PortalWidgetKey]: WidgetOf<K> } = {
  text: TextWidget,
  image: ImageWidget,
  commonFunc: CommonFuncWidget,
  todoList: TodoListWidget,
  notice: NoticeWidget,
  dataBoard: DataBoardWidget,
  chart: ChartWidget,
};

/** The page a widget's header links to as 更多, for the kinds that list a few of many. */
export const MORE_PAGES: Partial<Record<PortalWidgetKey, string>> = {
  todoList: TODO_PAGE,
  notice: MESSAGE_PAGE,
};

/** One item rendered by the component of its kind. */
export function renderWidget(item: PortalItem) {
  // The union's members pair each key with its own item type; TypeScript cannot follow that through the lookup.
  const Widget = WIDGETS[item.jnpfKey] as ComponentType<{ item: PortalItem }>;
  return <Widget item={item} />;
}
