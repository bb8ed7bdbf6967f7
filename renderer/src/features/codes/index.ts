// The operator-codes feature: what the import screen uses of it.
export { CodesPanel } from './CodesPanel';
export { ConfirmationsPanel } from './ConfirmationsPanel';
export { useResolveCodes } from './use-codes';
