import { readSheets, XLSX_MAX_ROWS } from './readSheets';

// exceljs's own entry (the node build under jest; the browser build in the bundle: same API).
const loadExcel = () => import('exceljs').then((module) => ({ Workbook: module.Workbook }));

it('reads every sheet as cell texts, capped at 500 rows', async () => {
  const { Workbook } = await loadExcel();
  const workbook = new Workbook();
  const people = workbook.addWorksheet('人员');
  people.addRow(['账号', '姓名', '入职']);
  people.addRow(['u1', '<b>张三</b>', new Date(Date.UTC(2024, 0, 2))]);
  const long = workbook.addWorksheet('Long');
  for (let row = 1; row <= XLSX_MAX_ROWS + 10; row += 1) long.addRow([row]);
  const bytes = (await workbook.xlsx.writeBuffer()) as ArrayBuffer;

  const sheets = await readSheets(bytes, loadExcel as never);
  expect(sheets.map((sheet) => sheet.name)).toEqual(['人员', 'Long']);
  expect(sheets[0]?.rows.slice(0, 2).map((row) => row.slice(0, 2))).toEqual([
    ['账号', '姓名'],
    ['u1', '<b>张三</b>'],
  ]);
  expect(sheets[0]?.truncated).toBe(false);
  expect(sheets[1]?.rows).toHaveLength(XLSX_MAX_ROWS);
  expect(sheets[1]?.truncated).toBe(true);
});
