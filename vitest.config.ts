import { defineConfig } from 'vitest/config';

// Two projects, both run by `npm test`: `unit` (pure logic, in-memory or temp-file SQLite) and
// `integration` — files named `*.integration.test.ts`: they start child processes, use the OS
// keychain, listen on real sockets (sandbox, HTTP test servers) or work on large data.
// End-to-end browser tests live in e2e/ and have their own config.
const roots = '{shared,electron,renderer,scripts,tests}/**';

export default defineConfig({
  // Path aliases from tsconfig.base.json.
  resolve: { tsconfigPaths: true },
  test: {
    exclude: ['**/node_modules/**', 'dist/**', 'e2e/**'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [`${roots}/*.test.{ts,tsx}`],
          exclude: ['**/node_modules/**', 'dist/**', 'e2e/**', '**/*.integration.test.{ts,tsx}'],
        },
      },
      {
        extends: true,
        test: { name: 'integration', include: [`${roots}/*.integration.test.{ts,tsx}`] },
      },
    ],
  },
});
