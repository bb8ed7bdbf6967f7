// What other features may use of the preflight feature: product names beside codes, the findings
// list of a previewed file, and the batches a status-3 message names.
export { ProductCode, ProductNamesScope } from './ProductCode';
export { PreflightFindings } from './PreflightFindings';
export { ReasonBatches } from './ReasonBatches';
