// Strings of the portal renderer (namespace onlineDevPortalView): the layout, each widget, the
// client's copy of the layout rules. The designer shows the widget names and rule messages too.
const messages = {
  common: {
    loading: '加载中',
    retry: '重试',
    more: '更多',
  },
  view: {
    empty: '该门户还没有内容，请在门户设计中添加部件。',
    widgetFailed: '此部件无法显示，其余部件不受影响。请刷新页面重试。',
    loadFailed: '门户加载失败',
    loadFailedHint: '请检查网络后重试。',
    refused: '无法显示此门户',
    noPortal: '未指定要显示的门户。',
  },
  widgets: {
    text: '文本',
    image: '图片',
    commonFunc: '常用功能',
    todoList: '待办事宜',
    notice: '系统公告',
    dataBoard: '数据面板',
  },
  figures: {
    userCount: '用户',
    organizeCount: '组织',
    departmentCount: '部门',
    roleCount: '角色',
    positionCount: '岗位',
    onlineUserCount: '在线用户',
    dictionaryCount: '数据字典',
    menuCount: '菜单',
  },
  text: {
    empty: '暂无内容',
  },
  image: {
    invalid: '图片地址无效，只支持 http(s) 地址或系统内的文件。',
    failed: '图片加载失败',
    empty: '尚未设置图片',
  },
  commonFunc: {
    empty: '暂无常用功能',
    newTab: '{{name}}（在新标签页打开）',
  },
  todoList: {
    empty: '暂无待办事宜',
    failed: '待办事宜加载失败',
    from: '{{user}} 发起',
  },
  notice: {
    empty: '暂无公告',
    failed: '公告加载失败',
  },
  dataBoard: {
    empty: '尚未选择数据项',
    failed: '数据加载失败',
  },
  validation: {
    item: '门户布局无效：第 {{n}} 项{{problem}}',
    tooMany: '门户最多 {{max}} 个部件',
    notObject: '不是有效的部件',
    unknownKind: '的部件类型不受支持',
    id: '的标识须为 1-64 位英文、数字、下划线或短横线',
    x: '的列位置须在 0-{{max}} 之间',
    y: '的行位置须在 0-{{max}} 之间',
    w: '的宽度须在 1-{{max}} 列之间',
    right: '超出了 {{columns}} 列的右边界',
    h: '的高度须在 1-{{max}} 行之间',
    title: '的标题不能超过 {{max}} 个字符',
    content: '的文本不能超过 {{max}} 个字符',
    src: '的图片地址须为 http(s) 地址或以 /api/file/ 开头，且不超过 {{max}} 个字符',
    alt: '的替代文字不能超过 {{max}} 个字符',
    links: '的链接不能超过 {{max}} 个',
    linkName: '的第 {{n}} 个链接名称须为 1-{{max}} 个字符',
    linkUrl: '的第 {{n}} 个链接地址须为系统内页面路径或 http(s) 地址',
    count: '的显示条数须在 {{min}}-{{max}} 之间',
    figures: '须选择 1-{{max}} 个不重复的数据项',
    duplicateId: '的标识与第 {{other}} 项重复',
    overlap: '与第 {{other}} 项重叠',
  },
};

export type PortalViewMessages = typeof messages;
export default messages;
