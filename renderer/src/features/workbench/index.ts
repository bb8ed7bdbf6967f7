// What other features may use of the troubleshooting workbench:
// - `<PackageWorkbench source={{ type: 'preview', previewId }} profileId={…} focus={{ row, field }} />`
//   shows a package's verdict, findings, grid and text; pass a new `focus` object to bring a row
//   (1-based) and field into view and focus its cell (e.g. a batch named in a status-3 message).
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
