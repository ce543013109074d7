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
