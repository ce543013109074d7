/** 常用语 (issue 16 item 7): spread into the system namespace as `commonWords`. */
const zh = {
  title: '常用语',
  text: '常用语',
  textPlaceholder: '请输入常用语',
  type: '类型',
  types: { '0': '系统', '1': '个人' },
  allTypes: '全部类型',
  sortCode: '排序',
  enabledMark: '状态',
  enabled: '启用',
  disabled: '禁用',
  creatorTime: '创建时间',
  actions: '操作',
  add: '新建',
  edit: '编辑',
  remove: '删除',
  addTitle: '新建常用语',
  editTitle: '编辑常用语',
  confirmRemove: '确定删除常用语“{{name}}”吗？',
  required: '请输入常用语',
  tooLong: '常用语最多为{{max}}个字符',
  systemHint: '系统常用语对所有用户可见，仅超级管理员可维护',
  readOnly: '系统常用语仅超级管理员可修改',
  saved: '保存成功',
  removed: '删除成功',
};

export type CommonWordsMessages = typeof zh;
export default zh;
