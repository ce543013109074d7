/** 数据地图 (issue 16 item 13) messages, spread into i18n/messages.ts. */
export const dataMapMessages = {
  entityDataMap: { zh: '地图', zhtw: '地圖', en: 'map' },
  mapNameRequired: { zh: '请输入地图名称', zhtw: '請輸入地圖名稱', en: 'Please enter the map name' },
  mapNameTooLong: { zh: '地图名称最多为{max}个字符', zhtw: '地圖名稱最多為{max}個字元', en: 'The map name can be at most {max} characters' },
  mapCodeRequired: { zh: '请输入区域编码', zhtw: '請輸入區域編碼', en: 'Please enter the area code' },
  mapCodeInvalid: { zh: '区域编码只能包含字母、数字、下划线和短横线，最多{max}个字符', zhtw: '區域編碼只能包含字母、數字、底線和短橫線，最多{max}個字元', en: 'The area code may hold letters, digits, _ and - only, at most {max} characters' },
  mapCodeTaken: { zh: '区域编码 {code} 已有地图', zhtw: '區域編碼 {code} 已有地圖', en: 'Area code {code} already has a map' },
  mapDataRequired: { zh: '请上传 GeoJSON 地图文件', zhtw: '請上傳 GeoJSON 地圖檔案', en: 'Please upload a GeoJSON map file' },
  mapDataTooLarge: { zh: '地图文件不能超过{max}MB', zhtw: '地圖檔案不能超過{max}MB', en: 'The map file cannot be larger than {max} MB' },
  mapDataNotJson: { zh: '地图文件不是有效的 JSON：{detail}', zhtw: '地圖檔案不是有效的 JSON：{detail}', en: 'The map file is not valid JSON: {detail}' },
  mapDataType: {
    zh: '地图文件必须是 GeoJSON 的 FeatureCollection、Feature 或几何对象（位置 {where}）',
    zhtw: '地圖檔案必須是 GeoJSON 的 FeatureCollection、Feature 或幾何物件（位置 {where}）',
    en: 'The map file must be a GeoJSON FeatureCollection, Feature or geometry (at {where})',
  },
  mapDataGeometry: {
    zh: '不支持的几何类型“{type}”（位置 {where}），只支持 Point、MultiPoint、LineString、MultiLineString、Polygon、MultiPolygon 和 GeometryCollection',
    zhtw: '不支援的幾何類型「{type}」（位置 {where}），只支援 Point、MultiPoint、LineString、MultiLineString、Polygon、MultiPolygon 和 GeometryCollection',
    en: 'Unsupported geometry type "{type}" (at {where}); only Point, MultiPoint, LineString, MultiLineString, Polygon, MultiPolygon and GeometryCollection are supported',
  },
  mapDataCoordinates: {
    zh: '坐标无效（位置 {where}）：每个点应为 [经度, 纬度]，经度在 -180～180、纬度在 -90～90 之间',
    zhtw: '座標無效（位置 {where}）：每個點應為 [經度, 緯度]，經度在 -180～180、緯度在 -90～90 之間',
    en: 'Invalid coordinates (at {where}): each point is [longitude, latitude], longitude -180 to 180, latitude -90 to 90',
  },
  mapDataEmpty: { zh: '地图文件中没有任何区域（features 为空）', zhtw: '地圖檔案中沒有任何區域（features 為空）', en: 'The map file holds no areas (features is empty)' },
  mapDataTooManyFeatures: { zh: '地图文件最多包含{max}个区域', zhtw: '地圖檔案最多包含{max}個區域', en: 'A map file can hold at most {max} areas' },
} as const;
