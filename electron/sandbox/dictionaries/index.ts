export {
  createDictionaryStore,
  type ChunkOptions,
  type ChunkedDictionaryName,
  type DictionaryStore,
  type DictionaryStoreOptions,
  type GoodsLinkDetail,
  type GoodsSample,
} from './dictionary-store';
export { registerDictionaryControls } from './dictionary-controls';
export { registerReferenceRoutes, type ReferenceRouteOptions } from './reference-routes';
export { rvIntToBase64 } from './row-version';
export { isValidEan13, isValidInn10 } from './check-digits';
export { scaleProfiles, type ScaleProfile } from './scale';
export { findIntegrityProblems, snapshotStore } from './integrity-check';
