import type { Db } from '../connection';
import { seedId } from '../ids';
import { DEFAULT_PAGE_PARAM, DOCUMENT_VERSION, type Block, type PrintDocument } from '../../print/document';
import { EMPTY_SQL_TEMPLATE, type SqlTemplate } from '../../print/data-source';
import { SAMPLE_FORM_ID } from '../../print/sample-form';

interface TemplateSeed {
  code: string;
  name: string;
  /** Item code in the BusinessType dictionary. */
  category: string;
  type: 1 | 2;
  sourceForm: string;
  sqlTemplate: SqlTemplate;
  blocks: Block[];
  description: string;
}

const style = (overrides: Partial<{ fontSize: number; bold: boolean; align: 'left' | 'center' | 'right' }> = {}) => ({
  fontSize: 14,
  bold: false,
  italic: false,
  align: 'left' as const,
  color: '#000000',
  ...overrides,
});

/** Two samples: a form template over the sample sales order, and a data-source template over the user tables. */
export const PRINT_TEMPLATES: readonly TemplateSeed[] = [
  {
    code: 'SalesOrderPrint',
    name: '销售订单打印',
    category: 'order',
    type: 2,
    sourceForm: SAMPLE_FORM_ID,
    sqlTemplate: EMPTY_SQL_TEMPLATE,
    description: '示例：表单模板（销售订单示例表单），含条码、二维码、明细子表和审批记录',
    blocks: [
      { id: 'title', type: 'text', text: '销售订单', style: style({ fontSize: 22, bold: true, align: 'center' }) },
      { id: 'orderNo', type: 'field', field: 'orderNo', label: '订单编号', style: style() },
      { id: 'customer', type: 'field', field: 'customerName', label: '客户名称', style: style() },
      { id: 'dates', type: 'text', text: '下单日期：{{orderDate}}    业务员：{{salesman}}', style: style() },
      {
        id: 'items',
        type: 'table',
        source: 'table',
        table: 'items',
        showHeader: true,
        fontSize: 12,
        columns: [
          { field: 'productName', label: '商品名称', width: 30 },
          { field: 'spec', label: '规格', width: 25 },
          { field: 'quantity', label: '数量', width: 15 },
          { field: 'price', label: '单价', width: 15 },
          { field: 'amount', label: '金额', width: 15 },
        ],
      },
      { id: 'total', type: 'text', text: '订单金额：{{totalAmount}} 元', style: style({ bold: true, align: 'right' }) },
      { id: 'remark', type: 'field', field: 'remark', label: '备注', style: style({ fontSize: 12 }) },
      {
        id: 'barcode',
        type: 'barcode',
        source: 'field',
        value: 'orderNo',
        format: 'code128',
        lineColor: '#000000',
        background: '#ffffff',
        width: 4,
        height: 80,
        displayValue: false,
        boxWidth: 200,
        boxHeight: 60,
        align: 'left',
      },
      {
        id: 'qrcode',
        type: 'qrcode',
        source: 'field',
        value: 'orderNo',
        size: 265,
        errorCorrectionLevel: 'H',
        colorDark: '#000000',
        colorLight: '#ffffff',
        boxWidth: 100,
        boxHeight: 100,
        align: 'right',
      },
      { id: 'divider', type: 'divider' },
      {
        id: 'operators',
        type: 'table',
        source: 'operator',
        table: '',
        showHeader: true,
        fontSize: 12,
        columns: [
          { field: 'nodeName', label: '节点名称', width: 20 },
          { field: 'userName', label: '审批人', width: 20 },
          { field: 'handleTime', label: '审批时间', width: 25 },
          { field: 'handleStatus', label: '审批状态', width: 15 },
          { field: 'handleOpinion', label: '审批意见', width: 20 },
        ],
      },
    ],
  },
  {
    code: 'UserCardPrint',
    name: '员工信息卡',
    category: 'contract',
    type: 1,
    sourceForm: '',
    sqlTemplate: {
      main: `SELECT u.account AS account, u.real_name AS realName, COALESCE(o.full_name, '') AS organizeName
FROM users u LEFT JOIN organizations o ON o.id = u.organize_id
WHERE u.id = @formId`,
      tables: [
        {
          name: 'roles',
          sql: `SELECT r.full_name AS roleName, r.en_code AS roleCode
FROM user_roles ur JOIN roles r ON r.id = ur.role_id
WHERE ur.user_id = @formId ORDER BY r.sort_code, r.full_name`,
        },
      ],
    },
    description: '示例：数据源模板（SQL 按 @formId 读取用户及其角色），formId 为用户 ID',
    blocks: [
      { id: 'title', type: 'text', text: '员工信息卡', style: style({ fontSize: 20, bold: true, align: 'center' }) },
      { id: 'name', type: 'text', text: '姓名：{{realName}}（{{account}}）', style: style() },
      { id: 'organize', type: 'field', field: 'organizeName', label: '所属组织', style: style() },
      {
        id: 'roles',
        type: 'table',
        source: 'table',
        table: 'roles',
        showHeader: true,
        fontSize: 12,
        columns: [
          { field: 'roleName', label: '角色', width: 60 },
          { field: 'roleCode', label: '编码', width: 40 },
        ],
      },
      {
        id: 'qrcode',
        type: 'qrcode',
        source: 'field',
        value: 'account',
        size: 265,
        errorCorrectionLevel: 'H',
        colorDark: '#000000',
        colorLight: '#ffffff',
        boxWidth: 100,
        boxHeight: 100,
        align: 'center',
      },
    ],
  },
];

export const printTemplateId = (code: string): string => seedId(`printTemplate:${code}`);

export function insertPrintTemplates(db: Db, now: number): void {
  const insert = db.prepare(`INSERT OR IGNORE INTO print_templates (id, full_name, en_code, category, type, source_form, sql_template,
    document, page_param, sort_code, enabled_mark, description, creator_time)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)`);
  PRINT_TEMPLATES.forEach((template, index) => {
    const document: PrintDocument = { version: DOCUMENT_VERSION, blocks: template.blocks };
    insert.run(printTemplateId(template.code), template.name, template.code, seedId(`dictionaryData:BusinessType:${template.category}`),
      template.type, template.sourceForm, JSON.stringify(template.sqlTemplate), JSON.stringify(document), JSON.stringify(DEFAULT_PAGE_PARAM),
      index, template.description, now);
  });
}
