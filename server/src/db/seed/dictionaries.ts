import type { Db } from '../connection';
import { seedId } from '../ids';

interface ItemSeed {
  code: string;
  name: string;
  children?: ItemSeed[];
}

interface TypeSeed {
  code: string;
  name: string;
  isTree?: boolean;
  items?: ItemSeed[];
  children?: TypeSeed[];
}

const list = (pairs: ReadonlyArray<readonly [string, string]>): ItemSeed[] =>
  pairs.map(([code, name]) => ({ code, name }));

/** Categories are types too (JNPF has one tree); leaves carry the data. */
export const DICTIONARY_TREE: TypeSeed[] = [
  {
    code: 'systemDictionary',
    name: '系统字典',
    children: [
      { code: 'sex', name: '性别', items: list([['1', '男'], ['2', '女'], ['3', '保密']]) },
      {
        code: 'Nation',
        name: '民族',
        items: list([['01', '汉族'], ['02', '蒙古族'], ['03', '回族'], ['04', '藏族'], ['05', '维吾尔族'], ['06', '苗族'], ['07', '彝族'], ['08', '壮族']]),
      },
      {
        code: 'Education',
        name: '学历',
        items: list([['primary', '小学'], ['junior', '初中'], ['senior', '高中'], ['college', '大专'], ['bachelor', '本科'], ['master', '硕士'], ['doctor', '博士']]),
      },
    ],
  },
  {
    code: 'businessDictionary',
    name: '业务字典',
    children: [
      {
        code: 'BusinessType',
        name: '业务类型',
        items: list([['order', '订单'], ['contract', '合同'], ['purchase', '采购'], ['reimburse', '报销']]),
      },
      {
        code: 'IndustryType',
        name: '行业分类',
        isTree: true,
        items: [
          {
            code: 'manufacturing',
            name: '制造业',
            children: list([['automobile', '汽车制造'], ['electronics', '电子设备制造']]),
          },
          {
            code: 'it',
            name: '信息技术',
            children: [
              { code: 'software', name: '软件开发', children: list([['saas', 'SaaS 服务'], ['embedded', '嵌入式软件']]) },
              { code: 'itService', name: '信息技术服务' },
            ],
          },
          { code: 'finance', name: '金融业' },
        ],
      },
    ],
  },
];

export const dictionaryTypeId = (code: string): string => seedId(`dictionaryType:${code}`);

export function insertDictionaries(db: Db, now: number): void {
  const insertType = db.prepare(`INSERT INTO dictionary_types
    (id, parent_id, full_name, en_code, is_tree, sort_code, creator_time) VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const insertItem = db.prepare(`INSERT INTO dictionary_data
    (id, dictionary_type_id, parent_id, full_name, en_code, sort_code, creator_time) VALUES (?, ?, ?, ?, ?, ?, ?)`);

  const visitItems = (typeId: string, typeCode: string, items: readonly ItemSeed[], parentId: string): void => {
    items.forEach((item, index) => {
      const id = seedId(`dictionaryData:${typeCode}:${item.code}`);
      insertItem.run(id, typeId, parentId, item.name, item.code, index, now);
      if (item.children) visitItems(typeId, typeCode, item.children, id);
    });
  };
  const visitTypes = (types: readonly TypeSeed[], parentId: string): void => {
    types.forEach((type, index) => {
      const id = dictionaryTypeId(type.code);
      insertType.run(id, parentId, type.name, type.code, type.isTree ? 1 : 0, index, now);
      if (type.items) visitItems(id, type.code, type.items, '0');
      if (type.children) visitTypes(type.children, id);
    });
  };
  visitTypes(DICTIONARY_TREE, '-1');
}
