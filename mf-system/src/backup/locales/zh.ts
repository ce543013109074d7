/** 数据备份 (issue 16 item 11): spread into the system namespace as `backup`. */
const zh = {
  title: '数据备份',
  note: '备份在服务运行时在线进行，保存在服务器数据目录的 backups 文件夹中（仅数据库，不含上传的文件）。还原会替换全部数据，还原前会自动创建一份安全备份。',
  backupNow: '立即备份',
  fileName: '文件名',
  kind: '类型',
  kinds: { manual: '手动', schedule: '定时', safety: '还原前安全备份' },
  fileSize: '大小',
  creatorTime: '备份时间',
  creatorUser: '创建人',
  description: '备注',
  actions: '操作',
  download: '下载',
  restore: '还原',
  delete: '删除',
  backingUp: '正在备份… {{percent}}%',
  restoring: '正在还原… {{percent}}%',
  created: '备份成功：{{name}}',
  restored: '还原成功，还原前的数据已保存为安全备份 {{name}}',
  deleted: '删除成功',
  confirmRestore: '确定用备份「{{name}}」还原数据? 备份时间 {{time}} 之后写入的数据将被替换（还原前会自动创建安全备份，可用它找回）。',
  confirmDelete: '确定删除备份「{{name}}」? 备份文件将一并删除。',
};

export default zh;
export type BackupMessages = typeof zh;
