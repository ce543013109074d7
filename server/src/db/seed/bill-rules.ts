import type { Db } from '../connection';
import { seedId } from '../ids';
import type { DateFormat } from '../../domain/bill-number';

interface BillRuleSeed {
  code: string;
  name: string;
  /** Item code in the BusinessType dictionary. */
  category: string;
  prefix: string;
  dateFormat: DateFormat;
  digit: number;
  startNumber: string;
  description: string;
}

export const BILL_RULES: readonly BillRuleSeed[] = [
  { code: 'OrderNumber', name: '订单编号', category: 'order', prefix: 'DD', dateFormat: 'yyyyMMdd', digit: 4, startNumber: '1', description: '每天从 0001 重新编号' },
  { code: 'ContractNumber', name: '合同编号', category: 'contract', prefix: 'HT', dateFormat: 'yyyyMM', digit: 5, startNumber: '1', description: '每月重新编号' },
  { code: 'PurchaseNumber', name: '采购单号', category: 'purchase', prefix: 'CG', dateFormat: 'yyyyMMdd', digit: 4, startNumber: '1', description: '' },
  { code: 'ReimburseNumber', name: '报销单号', category: 'reimburse', prefix: 'BX', dateFormat: 'yyyy', digit: 6, startNumber: '1', description: '每年重新编号' },
  { code: 'CustomerCode', name: '客户编码', category: 'order', prefix: 'KH', dateFormat: 'no', digit: 6, startNumber: '1000', description: '不含日期，一直递增' },
];

export const billRuleId = (code: string): string => seedId(`billRule:${code}`);

/** Seeds the rules above; categories point at items of the BusinessType dictionary seeded before them. */
export function insertBillRules(db: Db, now: number): void {
  const insert = db.prepare(`INSERT OR IGNORE INTO bill_rules
    (id, full_name, en_code, category, prefix, date_format, digit, start_number, sort_code, description, creator_time)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  BILL_RULES.forEach((rule, index) => {
    insert.run(billRuleId(rule.code), rule.name, rule.code, seedId(`dictionaryData:BusinessType:${rule.category}`),
      rule.prefix, rule.dateFormat, rule.digit, rule.startNumber, index, rule.description, now);
  });
}
