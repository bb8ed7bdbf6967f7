#!/usr/bin/env node
// `pharmex`: runs the CLI's TypeScript entry (electron/cli/index.ts) through tsx's loader, in
// this same process. tsx is a devDependency: this entry is for a development checkout
// (`npm link`, `npx pharmex`). A packaged build would ship the CLI bundled to JavaScript.
import { register } from 'tsx/esm/api';

register();
await import(new URL('../electron/cli/index.ts', import.meta.url).href);
