import type { BackupMessages } from './zh';

const zhtw: BackupMessages = {
  title: '資料備份',
  note: '備份在服務執行時線上進行，儲存在伺服器資料目錄的 backups 資料夾中（僅資料庫，不含上傳的檔案）。還原會取代全部資料，還原前會自動建立一份安全備份。',
  backupNow: '立即備份',
  fileName: '檔案名稱',
  kind: '類型',
  kinds: { manual: '手動', schedule: '定時', safety: '還原前安全備份' },
  fileSize: '大小',
  creatorTime: '備份時間',
  creatorUser: '建立者',
  description: '備註',
  actions: '操作',
  download: '下載',
  restore: '還原',
  delete: '刪除',
  backingUp: '正在備份… {{percent}}%',
  restoring: '正在還原… {{percent}}%',
  created: '備份成功：{{name}}',
  restored: '還原成功，還原前的資料已儲存為安全備份 {{name}}',
  deleted: '刪除成功',
  confirmRestore: '確定用備份「{{name}}」還原資料? 備份時間 {{time}} 之後寫入的資料將被取代（還原前會自動建立安全備份，可用它找回）。',
  confirmDelete: '確定刪除備份「{{name}}」? 備份檔案將一併刪除。',
};

export default zhtw;
