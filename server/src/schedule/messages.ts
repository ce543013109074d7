/**
 * Scheduled tasks' user-visible messages (issue 16 item 2), spread into i18n/messages.ts. Each
 * says what is wrong and what to do.
 */
export const scheduleMessages = {
  entityScheduleTask: { zh: '定时任务', zhtw: '定時任務', en: 'scheduled task' },
  taskNameRequired: { zh: '请输入任务名称', zhtw: '請輸入任務名稱', en: 'Please enter the task name' },
  taskNameTooLong: { zh: '任务名称最多为{max}个字符', zhtw: '任務名稱最多為{max}個字元', en: 'The task name can be at most {max} characters' },
  taskCodeRequired: { zh: '请输入任务编码', zhtw: '請輸入任務編碼', en: 'Please enter the task code' },
  taskCodeTooLong: { zh: '任务编码最多为{max}个字符', zhtw: '任務編碼最多為{max}個字元', en: 'The task code can be at most {max} characters' },
  taskCronRequired: { zh: '请输入 Cron 表达式', zhtw: '請輸入 Cron 表達式', en: 'Please enter the cron expression' },
  taskCronTooLong: { zh: 'Cron 表达式最多为{max}个字符', zhtw: 'Cron 表達式最多為{max}個字元', en: 'The cron expression can be at most {max} characters' },
  taskCronFields: {
    zh: 'Cron 表达式应有 6 或 7 个字段：秒 分 时 日 月 周 [年]，例如 0 0/5 * * * ?',
    zhtw: 'Cron 表達式應有 6 或 7 個欄位：秒 分 時 日 月 週 [年]，例如 0 0/5 * * * ?',
    en: 'A cron expression has 6 or 7 fields: second minute hour day month weekday [year], e.g. 0 0/5 * * * ?',
  },
  taskCronInvalid: { zh: 'Cron 表达式不正确：{cron}', zhtw: 'Cron 表達式不正確：{cron}', en: 'The cron expression is not valid: {cron}' },
  taskCronNever: {
    zh: 'Cron 表达式以后不会再执行：{cron}，请检查日期和年份',
    zhtw: 'Cron 表達式以後不會再執行：{cron}，請檢查日期和年份',
    en: 'The cron expression never runs again: {cron}; check its dates and year',
  },
  taskActionRequired: { zh: '请选择执行动作', zhtw: '請選擇執行動作', en: 'Please choose the action' },
  taskActionUnknown: { zh: '执行动作不存在：{action}', zhtw: '執行動作不存在：{action}', en: 'The action does not exist: {action}' },
  taskParamsJson: { zh: '参数必须是 JSON 对象，例如 {"keepDays": 7}', zhtw: '參數必須是 JSON 物件，例如 {"keepDays": 7}', en: 'The parameters must be a JSON object, e.g. {"keepDays": 7}' },
  taskParamsTooLong: { zh: '参数最多为{max}个字符', zhtw: '參數最多為{max}個字元', en: 'The parameters can be at most {max} characters' },
  taskParamUnknown: { zh: '该动作没有参数 {name}', zhtw: '該動作沒有參數 {name}', en: 'This action has no parameter {name}' },
  taskParamRange: { zh: '参数 {name} 应为 {min} 到 {max} 之间的整数', zhtw: '參數 {name} 應為 {min} 到 {max} 之間的整數', en: 'The parameter {name} must be an integer from {min} to {max}' },
  taskTimeoutRange: { zh: '超时时间应为 {min} 到 {max} 秒之间的整数', zhtw: '逾時時間應為 {min} 到 {max} 秒之間的整數', en: 'The timeout must be an integer from {min} to {max} seconds' },
  taskRunning: { zh: '任务正在运行，请等它结束后再执行', zhtw: '任務正在執行，請等它結束後再執行', en: 'The task is running; wait for it to finish before running it again' },
  taskRunStarted: { zh: '任务已开始执行，结果请查看执行记录', zhtw: '任務已開始執行，結果請查看執行記錄', en: 'The task started; see its history for the result' },
  taskRunSucceeded: { zh: '执行成功', zhtw: '執行成功', en: 'Run succeeded' },
  taskRunFailed: { zh: '执行失败：{message}', zhtw: '執行失敗：{message}', en: 'Run failed: {message}' },
  taskRunTimedOut: { zh: '执行超时（超过{seconds}秒），已终止', zhtw: '執行逾時（超過{seconds}秒），已終止', en: 'The run took longer than {seconds} s and was stopped' },
  taskSkippedOverlap: { zh: '上一次执行尚未结束，本次跳过', zhtw: '上一次執行尚未結束，本次跳過', en: 'Skipped: the previous run had not finished' },
  taskInterrupted: { zh: '服务停止，执行中断', zhtw: '服務停止，執行中斷', en: 'Interrupted: the server stopped during the run' },
  taskEnabled: { zh: '任务已启用', zhtw: '任務已啟用', en: 'The task is enabled' },
  taskStopped: { zh: '任务已停止', zhtw: '任務已停止', en: 'The task is stopped' },
  taskActionSweepUploads: { zh: '清理过期上传', zhtw: '清理過期上傳', en: 'Sweep stale uploads' },
  taskActionSweepUploadsHint: {
    zh: '删除超时未完成的分片上传、临时文件和过期的打包下载',
    zhtw: '刪除逾時未完成的分片上傳、暫存檔和過期的打包下載',
    en: 'Removes unfinished chunked uploads, temporary files and expired pack downloads',
  },
  taskActionPurgeExpired: { zh: '清理过期会话和下载', zhtw: '清理過期工作階段和下載', en: 'Purge expired sessions and downloads' },
  taskActionPurgeExpiredHint: {
    zh: '删除已过期或已退出超过 keepDays 天（默认 7）的会话，以及过期的下载票据、扫码登录、单点登录状态和登录设备',
    zhtw: '刪除已過期或已登出超過 keepDays 天（預設 7）的工作階段，以及過期的下載票據、掃碼登入、單一登入狀態和登入裝置',
    en: 'Deletes sessions expired or ended more than keepDays days ago (default 7), and expired download tickets, QR sign-ins, SSO states and remembered sign-in devices',
  },
  taskActionOptimizeDb: { zh: '优化数据库', zhtw: '最佳化資料庫', en: 'Optimise the database' },
  taskActionOptimizeDbHint: {
    zh: '更新查询统计（PRAGMA optimize）并把预写日志写回数据库文件',
    zhtw: '更新查詢統計（PRAGMA optimize）並把預寫日誌寫回資料庫檔案',
    en: 'Refreshes query statistics (PRAGMA optimize) and checkpoints the write-ahead log',
  },
  taskActionDataInterfaceHint: {
    zh: '调用数据接口（已启用的），参数为接口参数，例如 {"keyword": "北京"}',
    zhtw: '呼叫資料介面（已啟用的），參數為介面參數，例如 {"keyword": "北京"}',
    en: 'Calls an enabled data interface; the parameters are its own, e.g. {"keyword": "Beijing"}',
  },
} as const;
