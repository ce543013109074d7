// Form templates print a form's records. Until online development exists there is one fixed form,
// a sales order with a line-item sub-table, and three of its records; this module is the one place
// that changes when real forms arrive (fields from the form's design, records from its table).

export interface FormField {
  field: string;
  fieldName: string;
}

export interface SampleForm {
  id: string;
  fullName: string;
  main: FormField[];
  tables: Array<{ name: string; fullName: string; fields: FormField[] }>;
}

export type FormRecord = Record<string, string | number | null | Array<Record<string, string | number | null>>>;

export const SAMPLE_FORM_ID = 'sampleSalesOrder';

export const SAMPLE_FORM: SampleForm = {
  id: SAMPLE_FORM_ID,
  fullName: '销售订单（示例表单）',
  main: [
    { field: 'orderNo', fieldName: '订单编号' },
    { field: 'customerName', fieldName: '客户名称' },
    { field: 'orderDate', fieldName: '下单日期' },
    { field: 'salesman', fieldName: '业务员' },
    { field: 'totalAmount', fieldName: '订单金额' },
    { field: 'remark', fieldName: '备注' },
  ],
  tables: [
    {
      name: 'items',
      fullName: '订单明细',
      fields: [
        { field: 'productName', fieldName: '商品名称' },
        { field: 'spec', fieldName: '规格' },
        { field: 'quantity', fieldName: '数量' },
        { field: 'price', fieldName: '单价' },
        { field: 'amount', fieldName: '金额' },
      ],
    },
  ],
};

const line = (productName: string, spec: string, quantity: number, price: number) => ({ productName, spec, quantity, price, amount: Math.round(quantity * price * 100) / 100 });

const SAMPLE_RECORDS: Readonly<Record<string, FormRecord>> = {
  SO202501001: {
    orderNo: 'SO202501001',
    customerName: '上海远景贸易有限公司',
    orderDate: '2025-01-06',
    salesman: '张三',
    totalAmount: 12680,
    remark: '月底前发货',
    items: [line('办公椅', '人体工学 / 黑色', 10, 868), line('办公桌', '1.4 米 / 白橡', 4, 1000)],
  },
  SO202501002: {
    orderNo: 'SO202501002',
    customerName: '杭州云帆科技有限公司',
    orderDate: '2025-01-08',
    salesman: '李四',
    totalAmount: 3597,
    remark: '',
    items: [line('显示器', '27 英寸 4K', 3, 1199)],
  },
  SO202501003: {
    orderNo: 'SO202501003',
    customerName: '南京启明教育咨询中心',
    orderDate: '2025-01-10',
    salesman: '王五',
    totalAmount: 1425.5,
    remark: '开具增值税专用发票 <含税>',
    items: [line('打印纸', 'A4 70g / 5 包', 20, 45.5), line('碳粉盒', '黑色', 3, 171.5)],
  },
};

/** The forms a form template can be bound to (today the one sample). */
export function findForm(id: string): SampleForm | undefined {
  return id === SAMPLE_FORM_ID ? SAMPLE_FORM : undefined;
}

/** One record of a form, main fields and sub-table rows together as JNPF's printData carries them. */
export function findFormRecord(formId: string, recordId: string): FormRecord | undefined {
  if (formId !== SAMPLE_FORM_ID || !Object.hasOwn(SAMPLE_RECORDS, recordId)) return undefined;
  return SAMPLE_RECORDS[recordId];
}

export const SAMPLE_RECORD_IDS: readonly string[] = Object.keys(SAMPLE_RECORDS);
