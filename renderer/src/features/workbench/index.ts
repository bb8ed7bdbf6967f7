// What other features may use of the troubleshooting workbench:
// - `<PackageWorkbench source={{ type: 'preview', previewId }} profileId={…} focus={…} />` shows a
//   package's verdict, findings, grid and text. Pass a new `focus` object — `{ row, field? }` (row
//   1-based) or `{ prtId, field? }` (a batch named in a status-3 message; core finds its row) — to
//   scroll the grid there and focus the cell. `source` may be `{ type: 'upload', uploadId }` once the
//   ledger keeps files (until then core answers not-found, details.reason 'file-not-kept').
// - `useAllFindings(profileId, source, enabled)`: every finding of a package (schema and preflight,
//   with product names), in document order — for export to CSV/XLSX.
// - `describeFinding`, `describeError`, `fieldLabel`, `recordPaths`: a finding, a field or a
//   parser message in plain words, records counted from 1.
export { PackageWorkbench, type WorkbenchFocus } from './PackageWorkbench';
export { useAllFindings } from './use-workbench';
export {
  describeError,
  describeFinding,
  describeReason,
  explainGroup,
  fieldLabel,
  recordPaths,
} from './describe-error';
