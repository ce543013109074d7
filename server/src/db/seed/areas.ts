import type { Db } from '../connection';
import { seedId } from '../ids';

/** [code, name, children]: a real subset of the national administrative division codes (GB/T 2260). */
type AreaSeed = readonly [code: string, name: string, children?: readonly AreaSeed[]];

export const AREAS: readonly AreaSeed[] = [
  ['110000', '北京市', [
    ['110100', '市辖区', [['110101', '东城区'], ['110102', '西城区'], ['110105', '朝阳区']]],
  ]],
  ['320000', '江苏省', [
    ['320100', '南京市', [['320102', '玄武区'], ['320104', '秦淮区'], ['320105', '建邺区']]],
    ['320200', '无锡市', [['320205', '锡山区'], ['320206', '惠山区'], ['320211', '滨湖区']]],
    ['320500', '苏州市', [['320505', '虎丘区'], ['320506', '吴中区'], ['320507', '相城区']]],
  ]],
  ['330000', '浙江省', [
    ['330100', '杭州市', [['330102', '上城区'], ['330105', '拱墅区'], ['330106', '西湖区']]],
    ['330200', '宁波市', [['330203', '海曙区'], ['330205', '江北区'], ['330206', '北仑区']]],
    ['330300', '温州市', [['330302', '鹿城区'], ['330303', '龙湾区'], ['330304', '瓯海区']]],
  ]],
  ['440000', '广东省', [
    ['440100', '广州市', [['440103', '荔湾区'], ['440104', '越秀区'], ['440106', '天河区']]],
    ['440300', '深圳市', [['440303', '罗湖区'], ['440304', '福田区'], ['440305', '南山区']]],
    ['440400', '珠海市', [['440402', '香洲区'], ['440403', '斗门区'], ['440404', '金湾区']]],
  ]],
];

export const areaId = (code: string): string => seedId(`area:${code}`);

export function insertAreas(db: Db, now: number): void {
  const insert = db.prepare(`INSERT OR IGNORE INTO areas (id, parent_id, full_name, en_code, type, sort_code, creator_time)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const visit = (areas: readonly AreaSeed[], parentId: string, type: number): void => {
    areas.forEach(([code, name, children], index) => {
      insert.run(areaId(code), parentId, name, code, type, index, now);
      if (children) visit(children, areaId(code), type + 1);
    });
  };
  visit(AREAS, '-1', 1);
}
