/** 系统图标 (issue 16 item 5): spread into the system namespace as `icons`. */
const zh = {
  title: '系统图标',
  summary: '共 {{count}} 个图标，点击图标复制名称',
  filtered: '找到 {{count}} 个图标',
  noMatch: '没有找到匹配的图标',
  copy: '复制 {{name}}',
  copied: '已复制 {{name}}',
  copyFailed: '复制失败，请手动选择名称复制',
  loadFailed: '图标加载失败，请刷新重试',
};

export type IconsMessages = typeof zh;
export default zh;
