import { defineConfig } from 'vitest/config';

// Unit and integration tests run in plain Node (core, sandbox, shared) or jsdom-free renderer
// logic; end-to-end browser tests live in e2e/ and have their own config.
export default defineConfig({
  test: {
    include: ['{shared,electron,renderer,scripts}/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'dist/**', 'e2e/**'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
