import type { Db } from '../connection';
import { seedId } from '../ids';
import { userId } from './organization';

/** A few user groups (分组管理), so the group page and the user picker's group tab have data. */
const GROUPS: ReadonlyArray<{ code: string; name: string; type: string; description: string; members: string[] }> = [
  { code: 'projectAtrium', name: 'Atrium 项目组', type: '项目组', description: '跨部门的门户项目成员', members: ['zhangsan', 'lisi'] },
  { code: 'reviewBoard', name: '评审委员会', type: '委员会', description: '需求与设计评审', members: ['admin', 'wangwu'] },
  { code: 'newcomers', name: '新员工', type: '培训', description: '入职培训中的员工', members: [] },
];

export const groupId = (code: string): string => seedId(`group:${code}`);

export function insertGroups(db: Db, now: number): void {
  const insert = db.prepare(`INSERT INTO user_groups (id, full_name, en_code, type, description, sort_code, creator_time)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const member = db.prepare('INSERT INTO group_users (group_id, user_id) VALUES (?, ?)');
  GROUPS.forEach((group, index) => {
    insert.run(groupId(group.code), group.name, group.code, group.type, group.description, index, now);
    for (const account of group.members) member.run(groupId(group.code), userId(account));
  });
}
