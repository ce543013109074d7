// Template + data → HTML for the preview and the printer: @atrium/ui's renderer (the one the flow
// detail prints with too), under the names this editor's files use. Every value and every piece of
// the layout is escaped there; callers still pass the result through @atrium/html's sanitizer.
import { printKit } from '@atrium/ui';

export type PrintData = printKit.PrintData;
export type OperatorRecord = printKit.OperatorRecord;
export type PrintRecord = printKit.PrintRecord;
export type RenderOptions = printKit.RenderOptions;
export const { escapeHtml, formatDateTime, valueText, fillPlaceholders, renderBlock, renderDocument, renderJob, sheetSize, printCss } = printKit;
