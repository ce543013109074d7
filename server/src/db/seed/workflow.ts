import type { Db } from '../connection';
import { seedId } from '../ids';
import { positionId, userId } from './organization';

/** The sample flow's id: 请假审批 on the system leave form, released (version 1). */
export const SAMPLE_FLOW_ID = seedId('flowEngine:leaveApproval');

/**
 * 请假审批: 李四 (经理审批) approves every request; more than 3 days also goes to the 总经理
 * position (管理员). A released flow so 新建流程 has something to start on a fresh database.
 */
export function sampleLeaveTemplate(): Record<string, unknown> {
  return {
    nodeId: 'start',
    type: 'start',
    properties: { title: '发起' },
    childNode: {
      nodeId: 'manager',
      type: 'approver',
      properties: { title: '经理审批', assigneeType: 6, approvers: [userId('lisi')], counterSign: 0 },
      conditionNodes: [
        {
          nodeId: 'longLeave',
          type: 'condition',
          isInterflow: false,
          properties: { title: '超过3天', conditions: [{ field: 'leaveDays', symbol: '>', filedValue: 3 }] },
          childNode: {
            nodeId: 'generalManager',
            type: 'approver',
            properties: { title: '总经理审批', assigneeType: 6, approverPos: [positionId('gm')], counterSign: 0 },
            childNode: null,
          },
        },
        { nodeId: 'shortLeave', type: 'condition', isInterflow: false, properties: { title: '其他情况', isDefault: true }, childNode: null },
      ],
      childNode: null,
    },
  };
}

export function insertWorkflowSamples(db: Db, now: number): void {
  // A database migrated only part way (a migration's own test) has no workflow tables yet.
  if (!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'flow_engine'").get()) return;
  const json = JSON.stringify(sampleLeaveTemplate());
  db.prepare(`INSERT INTO flow_engine (id, full_name, en_code, category, type, form_type, form_id, flow_template_json, icon, icon_background,
      sort_code, enabled_mark, version, description, creator_user_id, creator_time)
    VALUES (?, '请假审批', 'leaveApproval', 'hr', 0, 1, 'leaveApply', ?, 'icon-ym icon-ym-flowLaunch', '#008cff', 0, 1, 1, '请假超过3天需总经理审批', ?, ?)`)
    .run(SAMPLE_FLOW_ID, json, userId('admin'), now);
  db.prepare(`INSERT INTO flow_engine_version (flow_id, version, full_name, form_type, form_id, flow_template_json, creator_user_id, creator_time)
    VALUES (?, 1, '请假审批', 1, 'leaveApply', ?, ?, ?)`).run(SAMPLE_FLOW_ID, json, userId('admin'), now);
}
