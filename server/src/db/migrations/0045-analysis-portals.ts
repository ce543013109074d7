import { analysisPortalsSql } from '../seed/analysis-portals';
import { ANALYSIS_PORTAL_PAGES, MenuType, portalSeedId } from '../seed/menus';

/** When the seed rows of a database migrated here (rather than seeded) count as created. */
const MIGRATED_AT = Date.UTC(2026, 11, 2);

const text = (value: string): string => `'${value.replace(/'/g, "''")}'`;

/**
 * 数据分析平台's pages as portals: the data interfaces its charts read and its three portals in
 * 业务门户 (seed/analysis-portals.ts), then its three menus become dynamic portals (type 8) showing
 * them, addresses unchanged. A menu is changed only while it is still the seed's page (type 2 at
 * its address, showing nothing) and its portal exists; one an administrator has made into
 * something else is left alone. The pages' former default buttons and columns stay (a portal
 * page uses none); a new database's portal menus never had them.
 *
 * On a new database nothing is seeded yet when migrations run, so this changes nothing and the
 * seed adds the interfaces, the portals and type-8 menus.
 */
const menus = ANALYSIS_PORTAL_PAGES.map(({ url, portal }) => `
UPDATE modules SET type = ${MenuType.dynamicPortal}, property_json = ${text(JSON.stringify({ moduleId: portalSeedId(portal) }))}
  WHERE en_code = ${text(url.replace(/\//g, '.'))} AND url_address = ${text(url)} AND type = ${MenuType.page}
    AND (property_json IS NULL OR property_json = '')
    AND EXISTS (SELECT 1 FROM portals p WHERE p.id = ${text(portalSeedId(portal))});`).join('\n');

export const sql = `
${analysisPortalsSql(MIGRATED_AT, "EXISTS (SELECT 1 FROM app_meta m WHERE m.key = 'seededAt')")}
${menus}
`;
