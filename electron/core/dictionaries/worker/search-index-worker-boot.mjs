// The search index worker's entry outside the bundled app (development, the CLI, the tests), as
// parse-worker-boot.mjs: registers tsx in the worker thread, then loads the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./search-index-worker.ts');
