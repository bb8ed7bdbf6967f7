import { execSync } from 'node:child_process';
import { root } from '@e2e/harness';

/**
 * Builds the renderer and the web bridge when `dist/` lacks them or is older than a source file,
 * so a benchmark that drives Chromium never measures a stale renderer.
 */
export function ensureBuiltRenderer(): void {
  const stale = execSync(
    'test -f dist/renderer/index.html && test -f dist/web-bridge/desk-bridge.js && ' +
      'find renderer shared electron/web-bridge -newer dist/renderer/index.html -name "*.ts*" | head -1 || echo missing',
    { cwd: root },
  )
    .toString()
    .trim();
  if (stale) execSync('npm run build:renderer && npm run build:bridge', { cwd: root, stdio: 'inherit' });
}
