import ExcelJS from 'exceljs';
import type { ExportFindingRow } from '@shared/ipc/channels/exports';
import { findingCells, findingColumns, findingHeader, type ExportLanguage } from './findings-table';

const SHEET_NAME: Record<ExportLanguage, string> = { ru: 'Найденное', en: 'Findings' };

/** Findings as an .xlsx workbook: one sheet, a bold frozen header row, column widths, an autofilter. */
export async function findingsToXlsx(rows: readonly ExportFindingRow[], language: ExportLanguage): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Pharmacy Exchange Desk';
  const sheet = workbook.addWorksheet(SHEET_NAME[language], { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = findingColumns.map((c, i) => ({ header: findingHeader(language)[i], key: c.key, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  // exceljs never evaluates cells; a value written as a string stays text, so no formula runs.
  for (const row of rows) sheet.addRow(findingCells(row, language));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: findingColumns.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
