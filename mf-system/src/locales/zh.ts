const zh = {
  dictionary: {
    categories: '字典分类',
    keyword: '关键词',
    keywordPlaceholder: '请输入关键词查询',
    search: '查询',
    reset: '重置',
    refresh: '刷新',
    fullName: '名称',
    enCode: '编码',
    sortCode: '排序',
    enabledMark: '状态',
    enabled: '启用',
    disabled: '禁用',
    empty: '暂无数据',
    chooseCategory: '请选择左侧字典分类',
  },
};

export type SystemMessages = typeof zh;
export default zh;
