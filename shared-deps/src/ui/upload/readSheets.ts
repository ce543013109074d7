// Reads an .xlsx with exceljs (its browser build, a lazy chunk) into plain cell texts for the preview.

/** What a sheet shows at most: enough to recognise the file; the download has the rest. */
export const XLSX_MAX_ROWS = 500;
export const XLSX_MAX_COLUMNS = 50;

export interface SheetData {
  name: string;
  rows: string[][];
  truncated: boolean;
}

interface Cell {
  text?: string;
}
interface Row {
  getCell(column: number): Cell;
}
interface Worksheet {
  name: string;
  rowCount: number;
  columnCount: number;
  getRow(row: number): Row;
}
interface Workbook {
  worksheets: Worksheet[];
  xlsx: { load(data: ArrayBuffer): Promise<unknown> };
}
interface ExcelModule {
  Workbook: new () => Workbook;
}

/** exceljs's browser build: a chunk of its own, fetched only when an .xlsx is previewed. */
const loadExcel = (): Promise<ExcelModule> =>
  import(/* webpackChunkName: "ui-xlsx" */ 'exceljs').then((module) => {
    // A UMD bundle: its exports sit on the namespace or, through interop, on its default.
    const loaded = module as unknown as Partial<ExcelModule> & { default?: Partial<ExcelModule> };
    const Workbook = loaded.Workbook ?? loaded.default?.Workbook;
    if (!Workbook) throw new Error('uiUpload: exceljs has no Workbook');
    return { Workbook };
  });

/** The sheets' cell texts, capped at 500 rows and 50 columns each. */
export async function readSheets(bytes: ArrayBuffer, load: () => Promise<ExcelModule> = loadExcel): Promise<SheetData[]> {
  const { Workbook } = await load();
  const workbook = new Workbook();
  await workbook.xlsx.load(bytes);
  return workbook.worksheets.map((worksheet) => {
    const rowCount = Math.min(worksheet.rowCount, XLSX_MAX_ROWS);
    const columnCount = Math.min(worksheet.columnCount, XLSX_MAX_COLUMNS);
    const rows: string[][] = [];
    for (let row = 1; row <= rowCount; row += 1) {
      const cells = worksheet.getRow(row);
      rows.push(Array.from({ length: columnCount }, (_, index) => cells.getCell(index + 1).text ?? ''));
    }
    return { name: worksheet.name, rows, truncated: worksheet.rowCount > XLSX_MAX_ROWS || worksheet.columnCount > XLSX_MAX_COLUMNS };
  });
}

