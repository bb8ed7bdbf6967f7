import { defineConfig } from 'vitest/config';

// End-to-end: the built renderer in Debian's Chromium through the web bridge, against the real
// core and the sandbox. One file at a time: each launches a browser, and CI has two cores.
export default defineConfig({
  // Path aliases from tsconfig.base.json.
  resolve: { tsconfigPaths: true },
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
