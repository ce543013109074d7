/** The system log's and cache management's user-visible messages (issue 16 items 1 and 3), spread into i18n/messages.ts. */
export const systemLogMessages = {
  entitySystemLog: { zh: '日志', zhtw: '日誌', en: 'log entry' },
  logDeleteWhat: { zh: '请选择要删除的日志，或填写开始时间和结束时间', zhtw: '請選擇要刪除的日誌，或填寫開始時間和結束時間', en: 'Choose the entries to delete, or give a start and an end time' },
  logExportName: { zh: '系统日志', zhtw: '系統日誌', en: 'System log' },
  logExportTooMany: { zh: '一次最多导出{max}条日志，请缩小时间范围', zhtw: '一次最多匯出{max}條日誌，請縮小時間範圍', en: 'At most {max} entries can be exported at once; narrow the time range' },
  logDeletedCount: { zh: '已删除{count}条日志', zhtw: '已刪除{count}條日誌', en: '{count} entries deleted' },
  entityCache: { zh: '缓存', zhtw: '快取', en: 'cache' },
  cacheCleared: { zh: '清除成功', zhtw: '清除成功', en: 'Cleared' },
};
