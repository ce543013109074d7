// 代码生成 (issue 15 item 7): the generator pages and the code preview.
const messages = {
  title: { webForm: '功能表单', appForm: '移动表单', flowForm: '流程表单' },
  fullName: '名称',
  enCode: '编码',
  category: '分类',
  state: '状态',
  stateReleased: '已发布',
  stateDraft: '未发布',
  lastModifyTime: '最后修改时间',
  actions: '操作',
  preview: '预览代码',
  download: '下载代码',
  area: '功能模块',
  choose: '请选择',
  downloadFailed: '下载失败，请重试',
  previewTitle: '预览代码：{{name}}',
  fromReleased: '根据已发布的第 {{version}} 版生成',
  fromDraft: '根据草稿生成（该功能尚未发布）',
  files: '文件',
  loading: '正在生成代码…',
  copy: '复制',
  copied: '已复制 {{name}}',
  copyFailed: '复制失败，请选中代码后手动复制',
  close: '关闭',
  empty: '没有生成任何文件',
};

export type GeneratorMessages = typeof messages;
export default messages;
