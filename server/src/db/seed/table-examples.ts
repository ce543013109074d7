import type { Db } from '../connection';
import { seedId } from '../ids';
import { userId } from './organization';

/**
 * 表格示例's demo projects (JNPF's extend/tableDemo). Written as SQL that finds the project types
 * by their codes in the IndustryType dictionary and the registrant in the users table, so the same
 * text fills a new database (seed) and one seeded before the table existed (migration 43); a row
 * whose type the database no longer has is left out, and nothing is written twice.
 */
interface DemoProject {
  code: string;
  name: string;
  /** en_code of an IndustryType item (seed/dictionaries.ts). */
  type: string;
  phase: string;
  customer: string;
  principal: string;
  jackStands: string;
  /** Delivery, in days after registration; null for none. */
  dueInDays: number | null;
  /** Yuan, at most two decimals. */
  cost: number;
  tunes: number;
  income: number;
  description: string;
  sign: string;
  postils: readonly string[];
}

const project = (
  code: string, name: string, type: string, phase: string, customer: string, principal: string, jackStands: string,
  dueInDays: number | null, [cost, tunes, income]: readonly [number, number, number],
  extra: { description?: string; sign?: string; postils?: readonly string[] } = {},
): DemoProject => ({
  code, name, type, phase, customer, principal, jackStands, dueInDays, cost, tunes, income,
  description: extra.description ?? '', sign: extra.sign ?? '0000000', postils: extra.postils ?? [],
});

export const DEMO_PROJECTS: readonly DemoProject[] = [
  project('XM-2026-001', '智慧工厂MES系统升级', 'automobile', '实施', '上汽大通汽车有限公司', '张伟', '李强', 45, [1280000, 865000.5, 2100000], {
    description: '一期产线试点，二期推广至全部车间', sign: '1000000', postils: ['客户要求10月底前完成一期上线', '已与产线负责人确认排期'],
  }),
  project('XM-2026-002', '新能源电池检测平台', 'electronics', '需求分析', '宁德新能科技股份有限公司', '王芳', '刘洋', 90, [560000, 120000, 980000]),
  project('XM-2026-003', 'Atrium Portal Upgrade', 'saas', '测试', 'Northwind Traders Ltd.', 'Emily Chen', '周杰', 20, [320000, 298500.75, 450000], {
    description: 'Move the admin portal to micro-frontends', postils: ["Waiting for the customer's sign-off on the test plan"],
  }),
  project('XM-2026-004', '银行核心系统灾备演练', 'finance', '验收', '招商银行股份有限公司', '陈静', '赵磊', 5, [860000, 860000, 1200000], { sign: '0100000' }),
  project('XM-2026-005', '嵌入式车载网关固件', 'embedded', '开发', '比亚迪汽车工业有限公司', '杨帆', '孙浩', 60, [450000, 210000, 700000]),
  project('XM-2026-006', 'CRM Migration to Cloud', 'itService', '立项', 'Contoso Pharmaceuticals', 'Michael Brown', '吴敏', 120, [275000, 0, 390000], {
    sign: '0010000', description: 'Lift and shift, then retire the on-premise servers',
  }),
  project('XM-2026-007', '供应链金融风控模型', 'finance', '开发', '平安银行股份有限公司', '刘洋', '陈静', 75, [980000, 455000, 1650000]),
  project('XM-2026-008', '智能仓储机器人调度系统', 'manufacturing', '实施', '京东物流集团', '赵磊', '张伟', 30, [1500000, 1320000.4, 2300000], {
    sign: '1100000', postils: ['AGV 数量由 40 台增加到 60 台，需追加预算'],
  }),
  project('XM-2026-009', '电子元器件追溯系统', 'electronics', '测试', '立讯精密工业股份有限公司', '孙浩', '王芳', 15, [380000, 365000, 520000]),
  project('XM-2026-010', '在线教育 SaaS 平台', 'saas', '运维', '好未来教育集团', '周杰', '杨帆', null, [720000, 700000, 1100000], { sign: '0001000' }),
  project('XM-2026-011', '医院信息系统集成', 'itService', '需求分析', '浙江大学医学院附属第一医院', '吴敏', '刘洋', 100, [640000, 50000, 880000], {
    description: 'HIS、LIS、PACS 三个系统的接口对接', postils: ['院方信息科要求先出接口清单'],
  }),
  project('XM-2026-012', '汽车涂装车间能耗监控', 'automobile', '开发', '吉利汽车控股有限公司', '郑凯', '赵磊', 50, [290000, 145000, 410000]),
  project('XM-2026-013', '证券行情分析终端', 'finance', '验收', '华泰证券股份有限公司', '王磊', '陈静', 3, [530000, 528000, 760000], { sign: '0000100' }),
  project('XM-2026-014', '工业物联网数据中台', 'it', '实施', '海尔智家股份有限公司', '李娜', '郑凯', 40, [1850000, 990000, 2600000], {
    description: '接入 12 个工厂的设备数据',
  }),
  project('XM-2026-015', '嵌入式医疗设备控制软件', 'embedded', '测试', '迈瑞医疗国际股份有限公司', '何涛', '李娜', 25, [470000, 430000, 690000]),
  project('XM-2026-016', '保险理赔影像识别', 'finance', '开发', '中国人寿保险股份有限公司', '高翔', '何涛', 80, [760000, 300000, 1050000], { sign: '0000010' }),
  project('XM-2026-017', '零售门店数字化改造', 'itService', '立项', '永辉超市股份有限公司', '林峰', '高翔', 150, [420000, 0, 600000]),
  project('XM-2026-018', '汽车零部件质量追溯', 'automobile', '运维', '潍柴动力股份有限公司', '罗敏', '林峰', null, [350000, 350000, 480000]),
  project('XM-2026-019', '电子签章服务平台', 'saas', '开发', '上海市大数据中心', '梁静', '罗敏', 65, [310000, 98000.25, 450000], {
    postils: ['需通过国密算法检测', '检测机构已排期，预计两周'],
  }),
  project('XM-2026-020', '数控机床远程运维', 'manufacturing', '需求分析', '沈阳机床股份有限公司', '宋涛', '梁静', 110, [580000, 20000, 820000], { sign: '0000001' }),
  project('XM-2026-021', '企业内部知识库', 'software', '测试', '华为技术有限公司', '唐亮', '宋涛', 12, [190000, 176000, 260000]),
  project('XM-2026-022', 'Payment Gateway Hardening', 'finance', '实施', 'Fabrikam Bank', 'David Wilson', '唐亮', 35, [690000, 410000, 950000], { sign: '1010000' }),
  project('XM-2026-023', '光伏组件智能排产', 'manufacturing', '开发', '隆基绿能科技股份有限公司', '许敏', '韩雪', 70, [880000, 260000, 1300000]),
  project('XM-2026-024', '车联网数据分析平台', 'software', '验收', '蔚来汽车科技有限公司', '韩雪', '冯刚', 2, [1020000, 1015000, 1480000], {
    postils: ['验收报告已提交客户'],
  }),
  project('XM-2026-025', '智能家居固件 OTA 服务', 'embedded', '运维', '小米通讯技术有限公司', '冯刚', '韩雪', null, [260000, 255000, 380000]),
  project('XM-2026-026', '财务共享中心系统', 'software', '实施', '中国建筑股份有限公司', '曹阳', '邓超', 55, [1340000, 720000, 1900000], { sign: '0110000' }),
  project('XM-2026-027', '半导体设备数据采集', 'electronics', '立项', '中芯国际集成电路制造有限公司', '邓超', '曹阳', 140, [970000, 0, 1400000]),
  project('XM-2026-028', '政务服务一网通办', 'itService', '开发', '杭州市数据资源管理局', '彭丽', '萧然', 85, [1560000, 480000, 2200000], {
    description: '覆盖 300 个高频事项',
  }),
  project('XM-2026-029', '跨境电商订单中心', 'saas', '测试', '希音（SHEIN）', '萧然', '彭丽', 18, [640000, 590000.8, 900000]),
  project('XM-2026-030', '信创数据库迁移评估', 'it', '需求分析', '中国电信股份有限公司', '蒋磊', '', 95, [230000, 15000, 320000]),
];

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Dates are days in China: a date picker there sends local midnight (UTC+8). */
const CHINA_OFFSET = 8 * HOUR;
const chinaMidnight = (time: number): number => Math.floor((time + CHINA_OFFSET) / DAY) * DAY - CHINA_OFFSET;

export const demoProjectId = (code: string): string => seedId(`tableExample:${code}`);
const ADMIN_ID = userId('admin');

const text = (value: string): string => `'${value.replace(/'/g, "''")}'`;
const cents = (yuan: number): number => Math.round(yuan * 100);

function projectSql(item: DemoProject, index: number, base: number): string {
  const id = demoProjectId(item.code);
  // Spread over the two months before `base`, the last project the newest.
  const registered = base - (DEMO_PROJECTS.length - index) * 2 * DAY + (index % 9) * HOUR;
  const due = item.dueInDays === null ? 'NULL' : String(chinaMidnight(registered) + item.dueInDays * DAY);
  const row = `
INSERT INTO table_examples (id, project_name, project_code, project_code_key, project_type, project_phase, customer_name, principal,
    jack_stands, interaction_date, cost_amount_cents, tunes_amount_cents, projected_income_cents, registrant, register_date, description, sign, creator_user_id)
  SELECT ${text(id)}, ${text(item.name)}, ${text(item.code)}, ${text(item.code.toLowerCase())}, d.id, ${text(item.phase)}, ${text(item.customer)},
    ${text(item.principal)}, ${text(item.jackStands)}, ${due}, ${cents(item.cost)}, ${cents(item.tunes)}, ${cents(item.income)},
    COALESCE(u.real_name || '/' || u.account, '管理员/admin'), ${registered}, ${text(item.description)}, ${text(item.sign)}, u.id
  FROM dictionary_data d JOIN dictionary_types t ON t.id = d.dictionary_type_id LEFT JOIN users u ON u.id = ${text(ADMIN_ID)}
  WHERE t.en_code = 'IndustryType' AND d.en_code = ${text(item.type)}
    AND NOT EXISTS (SELECT 1 FROM table_examples x WHERE x.id = ${text(id)} OR x.project_code_key = ${text(item.code.toLowerCase())});`;
  const postils = item.postils.map((postil, order) => `
INSERT INTO table_example_postils (id, example_id, postil_text, creator_name, creator_user_id, creator_time)
  SELECT ${text(seedId(`tableExamplePostil:${item.code}:${order}`))}, e.id, ${text(postil)}, COALESCE(u.real_name || '/' || u.account, '管理员/admin'), u.id,
    ${registered + (order + 1) * 3 * HOUR}
  FROM table_examples e LEFT JOIN users u ON u.id = ${text(ADMIN_ID)}
  WHERE e.id = ${text(id)} AND NOT EXISTS (SELECT 1 FROM table_example_postils p WHERE p.id = ${text(seedId(`tableExamplePostil:${item.code}:${order}`))});`);
  return [row, ...postils].join('');
}

/** The demo projects registered in the two months before `base` (ms), as portable SQL. */
export function demoProjectsSql(base: number): string {
  return DEMO_PROJECTS.map((item, index) => projectSql(item, index, base)).join('\n');
}

/**
 * The seed's part. A database migrated only part way (a migration's own test) has no table yet;
 * migration 43 fills it when it runs.
 */
export function insertDemoProjects(db: Db, now: number): void {
  if (!db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'table_examples'").get()) return;
  db.exec(demoProjectsSql(now));
}
