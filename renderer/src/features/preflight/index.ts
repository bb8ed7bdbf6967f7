// What other features may use of the preflight feature: product names beside codes and the batches
// a status-3 message names (a previewed file's findings are in the workbench's one list).
export { ProductCode, ProductNamesScope } from './ProductCode';
export { ReasonBatches } from './ReasonBatches';
