import { http } from '@atrium/shared';

export interface DashboardOverview {
  userCount: number;
  organizeCount: number;
  departmentCount: number;
  roleCount: number;
  positionCount: number;
  onlineUserCount: number;
  dictionaryCount: number;
  menuCount: number;
  lastLogins: { time: number | string; ip: string }[];
}

export function getDashboardOverview(): Promise<DashboardOverview> {
  return http.get<DashboardOverview>('/api/visualdev/Dashboard/Overview');
}

/** A node of GET /api/visualdev/Portal/Selector: enabled portals under their category. */
export interface PortalSelectorNode {
  id: string;
  fullName: string;
  parentId: string;
  hasChildren: boolean;
  children?: PortalSelectorNode[] | null;
}

export interface PortalGroup {
  id: string;
  fullName: string;
  portals: { id: string; fullName: string }[];
}

/** The categories with their portals; empty ones left out. A bare portal at the top gets a group of its own. */
export function portalGroupsOf(nodes: readonly PortalSelectorNode[]): PortalGroup[] {
  const groups: PortalGroup[] = [];
  const loose: PortalGroup = { id: '', fullName: '', portals: [] };
  for (const node of nodes) {
    if (node.hasChildren || Array.isArray(node.children)) {
      const portals = (node.children ?? []).filter((child) => !child.hasChildren).map(({ id, fullName }) => ({ id, fullName }));
      if (portals.length > 0) groups.push({ id: node.id, fullName: node.fullName, portals });
    } else {
      loose.portals.push({ id: node.id, fullName: node.fullName });
    }
  }
  return loose.portals.length > 0 ? [...groups, loose] : groups;
}

/** The portals the caller may choose as home. Silent: the home page stays quiet when this fails. */
export function getPortalGroups(): Promise<PortalGroup[]> {
  return http
    .get<{ list?: PortalSelectorNode[] }>('/api/visualdev/Portal/Selector', undefined, { silent: true })
    .then((data) => portalGroupsOf(Array.isArray(data?.list) ? data.list : []));
}

/** Makes the portal the caller's home (userInfo.portalId). */
export function setDefaultPortal(id: string): Promise<unknown> {
  return http.put(`/api/visualdev/Portal/${encodeURIComponent(id)}/Actions/SetDefault`);
}
