// The parsing worker's entry outside the bundled app (development, the CLI, the tests): Node 20
// applies a parent's `--import tsx` to no worker's own entry, so this plain module registers tsx
// in the worker thread and then loads the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./parse-worker.ts');
