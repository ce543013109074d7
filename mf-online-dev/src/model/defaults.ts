import type { ColumnData, FormData } from './types';

/** A new module's form: JNPF's defaults. */
export function emptyFormData(): FormData {
  return { formRef: 'elForm', labelWidth: 100, labelPosition: 'right', gutter: 15, formBtns: false, fields: [] };
}

/** A new module's list: add, edit, delete; a general dialog of 600 px; 20 rows a page. */
export function emptyColumnData(): ColumnData {
  return {
    columnList: [],
    searchList: [],
    defaultSidx: '',
    sort: 'desc',
    hasPage: true,
    pageSize: 20,
    type: 1,
    btnsList: [
      { value: 'add', label: '新增' },
      { value: 'batchRemove', label: '批量删除' },
      { value: 'download', label: '导出' },
    ],
    columnBtnsList: [
      { value: 'edit', label: '编辑' },
      { value: 'remove', label: '删除' },
      { value: 'detail', label: '详情' },
    ],
    popupType: 'general',
    generalWidth: '600px',
    fullScreenWidth: '100%',
    drawerWidth: '600px',
  };
}
