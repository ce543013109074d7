/** 数据备份's user-visible messages (issue 16 item 11), spread into i18n/messages.ts. */
export const backupMessages = {
  entityDataBackup: { zh: '数据备份', zhtw: '資料備份', en: 'backup' },
  backupCreated: { zh: '备份成功', zhtw: '備份成功', en: 'Backup created' },
  backupRestored: { zh: '还原成功', zhtw: '還原成功', en: 'Restored' },
  backupBusy: { zh: '正在备份或还原，请稍后再试', zhtw: '正在備份或還原，請稍後再試', en: 'A backup or restore is in progress; try again in a moment' },
  backupFileMissing: { zh: '备份文件已不存在，请删除该记录', zhtw: '備份檔案已不存在，請刪除該記錄', en: 'The backup file no longer exists; delete this entry' },
  backupNotDatabase: {
    zh: '该文件不是本系统的数据库备份，未做任何更改',
    zhtw: '該檔案不是本系統的資料庫備份，未做任何變更',
    en: 'This file is not a backup of this system\'s database; nothing was changed',
  },
  backupCorrupt: {
    zh: '备份文件已损坏（完整性检查未通过），未做任何更改',
    zhtw: '備份檔案已損壞（完整性檢查未通過），未做任何變更',
    en: 'The backup file is damaged (integrity check failed); nothing was changed',
  },
  backupNewerVersion: {
    zh: '该备份来自更新版本的系统（版本 {version}），请先升级系统再还原',
    zhtw: '該備份來自更新版本的系統（版本 {version}），請先升級系統再還原',
    en: 'This backup comes from a newer version of the system (version {version}); upgrade before restoring it',
  },
  backupConfirmRequired: {
    zh: '请确认还原：备份时间之后写入的数据将被替换',
    zhtw: '請確認還原：備份時間之後寫入的資料將被取代',
    en: 'Please confirm the restore: data written after the backup time will be replaced',
  },
  backupDescriptionTooLong: { zh: '备注最多为{max}个字符', zhtw: '備註最多為{max}個字元', en: 'The note can be at most {max} characters' },
  taskActionBackupDb: { zh: '备份数据库', zhtw: '備份資料庫', en: 'Back up the database' },
  taskActionBackupDbHint: {
    zh: '在线备份数据库到数据目录的 backups 文件夹；keepCount 为保留的定时备份份数（0 表示全部保留）',
    zhtw: '線上備份資料庫到資料目錄的 backups 資料夾；keepCount 為保留的定時備份份數（0 表示全部保留）',
    en: 'Backs up the database online into the data folder\'s backups folder; keepCount is how many scheduled backups to keep (0 keeps all)',
  },
} as const;
