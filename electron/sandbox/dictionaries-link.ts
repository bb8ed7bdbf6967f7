/**
 * The one place the sandbox core meets the reference dictionaries (built in ./dictionaries by
 * their own module): the store, its HTTP routes and its sandbox controls.
 */
export {
  createDictionaryStore,
  registerDictionaryControls,
  registerReferenceRoutes,
  type DictionaryStore,
  type DictionaryStoreOptions,
} from './dictionaries';
