// The portal's tab group: Shoelace's <sl-tab-group> whose shown tab React holds. Left to itself,
// Shoelace shows a group's first panel only when an IntersectionObserver it starts on connection
// reports the group on screen (tab-group.js connectedCallback); nothing else does. A menu's
// resource drawer, opened on a loaded machine, came up with its four tabs and no tab chosen, no
// panel shown (system-menu.spec). Here the tab and its panel carry `active` from the first render,
// and a user's choice comes back through sl-tab-show, so a panel always shows.
import { useState, type CSSProperties, type ReactNode, type Ref } from 'react';

export interface TabPane {
  /** The panel's name (sl-tab's `panel`, sl-tab-panel's `name`). */
  name: string;
  label: ReactNode;
  children?: ReactNode;
  disabled?: boolean;
}

export interface TabGroupProps {
  panes: readonly TabPane[];
  /** The shown pane, held by the caller; without it the group holds its own. */
  active?: string;
  /** The pane shown first when the group holds its own (the first pane by default). */
  defaultActive?: string;
  /** A pane chosen by the user (not one set through `active`). */
  onShow?: (name: string) => void;
  className?: string;
  style?: CSSProperties;
  ref?: Ref<HTMLElement>;
}

export function TabGroup({ panes, active, defaultActive, onShow, className, style, ref }: TabGroupProps) {
  const [own, setOwn] = useState(() => defaultActive ?? panes[0]?.name ?? '');
  const requested = active ?? own;
  // A pane that went away (a runtime form's tabs change) leaves the first one shown.
  const shown = panes.some((pane) => pane.name === requested) ? requested : (panes[0]?.name ?? '');
  return (
    <sl-tab-group
      ref={ref}
      className={className}
      style={style}
      onsl-tab-show={(event: CustomEvent<{ name: string }>) => {
        // From this group only: a tab group inside one of its panels sends its own.
        if (event.target !== event.currentTarget) return;
        setOwn(event.detail.name);
        onShow?.(event.detail.name);
      }}
    >
      {panes.map((pane) => (
        <sl-tab key={pane.name} slot="nav" panel={pane.name} active={pane.name === shown} disabled={pane.disabled}>
          {pane.label}
        </sl-tab>
      ))}
      {panes.map((pane) => (
        <sl-tab-panel key={pane.name} name={pane.name} active={pane.name === shown}>
          {pane.children}
        </sl-tab-panel>
      ))}
    </sl-tab-group>
  );
}
