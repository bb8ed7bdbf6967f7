// Libraries needed only for one action — an .xlsx read or written, a support bundle zipped — load
// on first use, not when the core host starts: evaluating exceljs (with its bundled unzipper,
// bluebird and jszip) alone took ≈ 250 ms of a ≈ 450 ms start (issue #25.2, docs/performance.md).
// tests/startup/ready-path.integration.test.ts proves a start does not load them.
import type ExcelJSModule from 'exceljs';
import type JSZipModule from 'jszip';

/** A CommonJS package's export, whether the loader wraps it as `default` (ESM interop) or not. */
const exported = <T>(m: { default?: T }): T => m.default ?? (m as T);

let excel: Promise<typeof ExcelJSModule> | undefined;
let jszip: Promise<typeof JSZipModule> | undefined;

/** exceljs, loaded once on first use. */
export const loadExcelJs = (): Promise<typeof ExcelJSModule> =>
  (excel ??= import('exceljs').then((m) => exported<typeof ExcelJSModule>(m)));

/** JSZip, loaded once on first use. */
export const loadJsZip = (): Promise<typeof JSZipModule> =>
  (jszip ??= import('jszip').then((m) => exported<typeof JSZipModule>(m)));
