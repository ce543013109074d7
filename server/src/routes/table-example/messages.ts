/** 表格示例's user-visible messages (JNPF's extend/tableDemo), spread into i18n/messages.ts. */
export const tableExampleMessages = {
  entityTableExample: { zh: '项目', zhtw: '項目', en: 'project' },
  // Field names, put into the amount messages below.
  tableExampleCostAmount: { zh: '费用金额', zhtw: '費用金額', en: 'The cost amount' },
  tableExampleTunesAmount: { zh: '已用金额', zhtw: '已用金額', en: 'The amount used' },
  tableExampleProjectedIncome: { zh: '预计收入', zhtw: '預計收入', en: 'The projected income' },

  tableExampleNameRequired: { zh: '请输入项目名称', zhtw: '請輸入項目名稱', en: 'Please enter the project name' },
  tableExampleNameTooLong: { zh: '项目名称最多为{max}个字符', zhtw: '項目名稱最多為{max}個字元', en: 'The project name can be at most {max} characters' },
  tableExampleCodeRequired: { zh: '请输入项目编码', zhtw: '請輸入項目編碼', en: 'Please enter the project code' },
  tableExampleCodeTooLong: { zh: '项目编码最多为{max}个字符', zhtw: '項目編碼最多為{max}個字元', en: 'The project code can be at most {max} characters' },
  tableExampleCodeExists: { zh: '项目编码已存在', zhtw: '項目編碼已存在', en: 'The project code already exists' },
  tableExampleTypeRequired: { zh: '请选择项目类型', zhtw: '請選擇項目類型', en: 'Please choose the project type' },
  tableExampleTypeNotFound: {
    zh: '项目类型不存在或已停用，请重新选择',
    zhtw: '項目類型不存在或已停用，請重新選擇',
    en: 'The project type does not exist or is disabled; choose another one',
  },
  tableExamplePhaseTooLong: { zh: '项目阶段最多为{max}个字符', zhtw: '項目階段最多為{max}個字元', en: 'The project phase can be at most {max} characters' },
  tableExampleCustomerRequired: { zh: '请输入客户名称', zhtw: '請輸入客戶名稱', en: 'Please enter the customer name' },
  tableExampleCustomerTooLong: { zh: '客户名称最多为{max}个字符', zhtw: '客戶名稱最多為{max}個字元', en: 'The customer name can be at most {max} characters' },
  tableExamplePrincipalRequired: { zh: '请输入负责人', zhtw: '請輸入負責人', en: 'Please enter the person in charge' },
  tableExamplePrincipalTooLong: { zh: '负责人最多为{max}个字符', zhtw: '負責人最多為{max}個字元', en: 'The person in charge can be at most {max} characters' },
  tableExampleJackStandsTooLong: { zh: '立项人最多为{max}个字符', zhtw: '立項人最多為{max}個字元', en: 'The initiator can be at most {max} characters' },
  tableExampleDescriptionTooLong: { zh: '备注最多为{max}个字符', zhtw: '備註最多為{max}個字元', en: 'The remarks can be at most {max} characters' },
  tableExampleDateInvalid: { zh: '请选择正确的交付日期', zhtw: '請選擇正確的交付日期', en: 'Please choose a valid delivery date' },
  tableExampleAmountDecimals: { zh: '{field}最多保留两位小数', zhtw: '{field}最多保留兩位小數', en: '{field} can have at most two decimals' },
  tableExampleAmountRange: { zh: '{field}应在 0 到 {max} 之间', zhtw: '{field}應在 0 到 {max} 之間', en: '{field} must be between 0 and {max}' },
  tableExampleSignInvalid: { zh: '标记应为 7 位 0 或 1', zhtw: '標記應為 7 位 0 或 1', en: 'The flags must be 7 characters, each 0 or 1' },

  // JNPF's own sentence for an empty postil, kept verbatim.
  tableExamplePostilRequired: { zh: '批注内容不能为空', zhtw: '批註內容不能為空', en: 'The comment cannot be empty' },
  tableExamplePostilTooLong: { zh: '批注内容最多为{max}个字符', zhtw: '批註內容最多為{max}個字元', en: 'A comment can be at most {max} characters' },
  tableExamplePostilTooMany: { zh: '每个项目最多{max}条批注，请先删除不用的', zhtw: '每個項目最多{max}條批註，請先刪除不用的', en: 'A project can have at most {max} comments; delete some first' },
  tableExamplePostilMoved: { zh: '批注已有变化（有人新增或删除了批注），请刷新后重试', zhtw: '批註已有變化（有人新增或刪除了批註），請重新整理後重試', en: 'The comments changed (someone added or deleted one); refresh and try again' },
  tableExamplePostilIndex: { zh: '批注不存在或已被删除，请刷新后重试', zhtw: '批註不存在或已被刪除，請重新整理後重試', en: 'The comment does not exist or was deleted; refresh and try again' },
  tableExamplePostilNotYours: { zh: '只能删除自己的批注', zhtw: '只能刪除自己的批註', en: 'You can delete only your own comments' },
} as const;
