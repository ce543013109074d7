/**
 * 门户设计's user-visible messages (JNPF's /api/visualdev/Portal), spread into i18n/messages.ts.
 * A layout refusal names the item (1-based, as the designer numbers them) and the rule it broke.
 */
export const portalMessages = {
  entityPortal: { zh: '门户', zhtw: '門戶', en: 'portal' },
  portalCategoryRequired: { zh: '请选择分类', zhtw: '請選擇分類', en: 'Please choose the category' },
  portalCategoryNotFound: {
    zh: '门户分类不存在或已停用，请重新选择',
    zhtw: '門戶分類不存在或已停用，請重新選擇',
    en: 'The portal category does not exist or is disabled; choose another one',
  },
  portalTypeUnsupported: { zh: '暂不支持自定义门户', zhtw: '暫不支援自訂門戶', en: 'Custom (URL) portals are not supported' },
  portalDisabled: { zh: '该门户已被禁用', zhtw: '該門戶已被停用', en: 'This portal is disabled' },
  portalDefaultSet: { zh: '设置成功', zhtw: '設定成功', en: 'Set successfully' },
  portalUncategorised: { zh: '未分类', zhtw: '未分類', en: 'Uncategorised' },

  portalLayoutTooLarge: {
    zh: '门户布局过大（最多{max}KB），请减少组件或内容',
    zhtw: '門戶佈局過大（最多{max}KB），請減少元件或內容',
    en: 'The portal layout is too large (at most {max} KB); use fewer widgets or less content',
  },
  portalLayoutNotJson: { zh: '门户布局无效：不是正确的 JSON', zhtw: '門戶佈局無效：不是正確的 JSON', en: 'The portal layout is not valid: it is not JSON' },
  portalLayoutShape: {
    zh: '门户布局无效：应为含 layout 数组的对象',
    zhtw: '門戶佈局無效：應為含 layout 陣列的物件',
    en: 'The portal layout is not valid: it must be an object with a layout array',
  },
  portalLayoutTooMany: { zh: '门户布局无效：最多{max}个组件', zhtw: '門戶佈局無效：最多{max}個元件', en: 'The portal layout is not valid: at most {max} widgets' },
  portalItemNotObject: { zh: '门户布局无效：第 {index} 项不是组件', zhtw: '門戶佈局無效：第 {index} 項不是元件', en: 'The portal layout is not valid: item {index} is not a widget' },
  portalItemKey: {
    zh: '门户布局无效：第 {index} 项的组件类型未知（{key}）',
    zhtw: '門戶佈局無效：第 {index} 項的元件類型未知（{key}）',
    en: 'The portal layout is not valid: item {index} has an unknown widget type ({key})',
  },
  portalItemId: {
    zh: '门户布局无效：第 {index} 项的标识应为 1 到 64 个英文字母、数字、_ 或 -',
    zhtw: '門戶佈局無效：第 {index} 項的標識應為 1 到 64 個英文字母、數字、_ 或 -',
    en: 'The portal layout is not valid: the id of item {index} must be 1 to 64 letters, digits, _ or -',
  },
  portalItemIdTaken: {
    zh: '门户布局无效：第 {index} 项的标识与第 {other} 项重复',
    zhtw: '門戶佈局無效：第 {index} 項的標識與第 {other} 項重複',
    en: 'The portal layout is not valid: item {index} has the same id as item {other}',
  },
  portalItemRange: {
    zh: '门户布局无效：第 {index} 项的 {field} 应为 {min} 到 {max} 之间的整数',
    zhtw: '門戶佈局無效：第 {index} 項的 {field} 應為 {min} 到 {max} 之間的整數',
    en: 'The portal layout is not valid: {field} of item {index} must be a whole number from {min} to {max}',
  },
  portalItemBeyond: {
    zh: '门户布局无效：第 {index} 项超出右边界（x + w 不能大于 {columns}）',
    zhtw: '門戶佈局無效：第 {index} 項超出右邊界（x + w 不能大於 {columns}）',
    en: 'The portal layout is not valid: item {index} goes past the right edge (x + w cannot exceed {columns})',
  },
  portalItemOverlap: {
    zh: '门户布局无效：第 {index} 项与第 {other} 项重叠',
    zhtw: '門戶佈局無效：第 {index} 項與第 {other} 項重疊',
    en: 'The portal layout is not valid: item {index} overlaps item {other}',
  },
  portalItemText: {
    zh: '门户布局无效：第 {index} 项的 {field} 应为文本，最多 {max} 个字符',
    zhtw: '門戶佈局無效：第 {index} 項的 {field} 應為文字，最多 {max} 個字元',
    en: 'The portal layout is not valid: {field} of item {index} must be text of at most {max} characters',
  },
  portalItemImageSrc: {
    zh: '门户布局无效：第 {index} 项的图片应为上传到系统的图片（以 /api/file/ 开头的地址），最多 {max} 个字符',
    zhtw: '門戶佈局無效：第 {index} 項的圖片應為上傳到系統的圖片（以 /api/file/ 開頭的位址），最多 {max} 個字元',
    en: 'The portal layout is not valid: the image of item {index} must be an image uploaded to the system (an address starting with /api/file/), at most {max} characters',
  },
  portalItemLinks: {
    zh: '门户布局无效：第 {index} 项的链接应为列表，最多 {max} 个',
    zhtw: '門戶佈局無效：第 {index} 項的連結應為清單，最多 {max} 個',
    en: 'The portal layout is not valid: the links of item {index} must be a list of at most {max}',
  },
  portalItemLinkName: {
    zh: '门户布局无效：第 {index} 项第 {link} 个链接的名称应为 1 到 {max} 个字符',
    zhtw: '門戶佈局無效：第 {index} 項第 {link} 個連結的名稱應為 1 到 {max} 個字元',
    en: 'The portal layout is not valid: the name of link {link} of item {index} must be 1 to {max} characters',
  },
  portalItemLinkUrl: {
    zh: '门户布局无效：第 {index} 项第 {link} 个链接的地址应为门户页面路径（如 system/notice）或 http(s) 网址，最多 {max} 个字符',
    zhtw: '門戶佈局無效：第 {index} 項第 {link} 個連結的網址應為門戶頁面路徑（如 system/notice）或 http(s) 網址，最多 {max} 個字元',
    en: 'The portal layout is not valid: link {link} of item {index} must be a portal page path (such as system/notice) or an http(s) URL, at most {max} characters',
  },
  portalItemFigures: {
    zh: '门户布局无效：第 {index} 项应选择 1 到 {max} 个不重复的统计指标',
    zhtw: '門戶佈局無效：第 {index} 項應選擇 1 到 {max} 個不重複的統計指標',
    en: 'The portal layout is not valid: item {index} needs 1 to {max} different figures',
  },
  portalItemFigure: {
    zh: '门户布局无效：第 {index} 项的统计指标未知（{figure}）',
    zhtw: '門戶佈局無效：第 {index} 項的統計指標未知（{figure}）',
    en: 'The portal layout is not valid: item {index} has an unknown figure ({figure})',
  },
  portalChartType: {
    zh: '门户布局无效：第 {index} 项的图表类型应为柱状图（bar）或折线图（line）',
    zhtw: '門戶佈局無效：第 {index} 項的圖表類型應為長條圖（bar）或折線圖（line）',
    en: 'The portal layout is not valid: the chart type of item {index} must be bar or line',
  },
  portalChartDataType: {
    zh: '门户布局无效：第 {index} 项的数据类型应为静态数据（static）或动态数据（dynamic）',
    zhtw: '門戶佈局無效：第 {index} 項的資料類型應為靜態資料（static）或動態資料（dynamic）',
    en: 'The portal layout is not valid: the data type of item {index} must be static or dynamic',
  },
  portalChartCategories: {
    zh: '门户布局无效：第 {index} 项的分类应为列表，1 到 {max} 个',
    zhtw: '門戶佈局無效：第 {index} 項的分類應為清單，1 到 {max} 個',
    en: 'The portal layout is not valid: the categories of item {index} must be a list of 1 to {max}',
  },
  portalChartCategory: {
    zh: '门户布局无效：第 {index} 项第 {category} 个分类应为 1 到 {max} 个字符',
    zhtw: '門戶佈局無效：第 {index} 項第 {category} 個分類應為 1 到 {max} 個字元',
    en: 'The portal layout is not valid: category {category} of item {index} must be 1 to {max} characters',
  },
  portalChartSeriesList: {
    zh: '门户布局无效：第 {index} 项的数据系列应为列表，1 到 {max} 个',
    zhtw: '門戶佈局無效：第 {index} 項的資料系列應為清單，1 到 {max} 個',
    en: 'The portal layout is not valid: the series of item {index} must be a list of 1 to {max}',
  },
  portalChartSeriesName: {
    zh: '门户布局无效：第 {index} 项第 {series} 个系列的名称应为 1 到 {max} 个字符',
    zhtw: '門戶佈局無效：第 {index} 項第 {series} 個系列的名稱應為 1 到 {max} 個字元',
    en: 'The portal layout is not valid: the name of series {series} of item {index} must be 1 to {max} characters',
  },
  portalChartSeriesData: {
    zh: '门户布局无效：第 {index} 项第 {series} 个系列应有 {count} 个数字，与分类一一对应',
    zhtw: '門戶佈局無效：第 {index} 項第 {series} 個系列應有 {count} 個數字，與分類一一對應',
    en: 'The portal layout is not valid: series {series} of item {index} must have {count} numbers, one per category',
  },
  portalChartInterface: {
    zh: '门户布局无效：第 {index} 项应选择数据接口',
    zhtw: '門戶佈局無效：第 {index} 項應選擇資料介面',
    en: 'The portal layout is not valid: item {index} needs a data interface',
  },
  portalChartInterfaceUnusable: {
    zh: '门户布局无效：第 {index} 项的数据接口不存在或已停用',
    zhtw: '門戶佈局無效：第 {index} 項的資料介面不存在或已停用',
    en: 'The portal layout is not valid: the data interface of item {index} does not exist or is disabled',
  },
  portalChartXField: {
    zh: '门户布局无效：第 {index} 项的 X 轴字段应为 1 到 64 个英文字母、数字或 _，且不以数字开头',
    zhtw: '門戶佈局無效：第 {index} 項的 X 軸欄位應為 1 到 64 個英文字母、數字或 _，且不以數字開頭',
    en: 'The portal layout is not valid: the x-axis field of item {index} must be 1 to 64 letters, digits or _, not starting with a digit',
  },
  portalChartYFields: {
    zh: '门户布局无效：第 {index} 项的 Y 轴字段应为列表，1 到 {max} 个',
    zhtw: '門戶佈局無效：第 {index} 項的 Y 軸欄位應為清單，1 到 {max} 個',
    en: 'The portal layout is not valid: the y-axis fields of item {index} must be a list of 1 to {max}',
  },
  portalChartYField: {
    zh: '门户布局无效：第 {index} 项第 {series} 个 Y 轴字段应为 1 到 64 个英文字母、数字或 _，且不以数字开头',
    zhtw: '門戶佈局無效：第 {index} 項第 {series} 個 Y 軸欄位應為 1 到 64 個英文字母、數字或 _，且不以數字開頭',
    en: 'The portal layout is not valid: y-axis field {series} of item {index} must be 1 to 64 letters, digits or _, not starting with a digit',
  },
  portalChartYFieldName: {
    zh: '门户布局无效：第 {index} 项第 {series} 个 Y 轴字段的名称应为 1 到 {max} 个字符',
    zhtw: '門戶佈局無效：第 {index} 項第 {series} 個 Y 軸欄位的名稱應為 1 到 {max} 個字元',
    en: 'The portal layout is not valid: the name of y-axis field {series} of item {index} must be 1 to {max} characters',
  },
} as const;
