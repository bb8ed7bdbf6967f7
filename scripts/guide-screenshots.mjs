// Copies the screenshots the user guides link (`![…](images/NAME.png)` in docs/user-guide.*.md) from
// the e2e run's artifacts (e2e/artifacts, written by the real screens in Chromium) into docs/images,
// so the guide's pictures are retaken on every run and never go stale. Run after the e2e tests
// (`npm run docs:screenshots` runs the e2e files that take them, then this).
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const artifacts = join(root, 'e2e/artifacts');
const images = join(root, 'docs/images');
const names = new Set();
for (const guide of ['user-guide.ru.md', 'user-guide.en.md']) {
  const text = readFileSync(join(root, 'docs', guide), 'utf8');
  for (const match of text.matchAll(/!\[[^\]]*\]\(images\/([a-z0-9][a-z0-9-]*\.png)\)/g)) names.add(match[1]);
}
const missing = [...names].filter((name) => !existsSync(join(artifacts, name)));
if (missing.length > 0) {
  console.error(
    `The guides link screenshots the e2e run did not take: ${missing.join(', ')}. ` +
      'Run the e2e tests that take them (npm run docs:screenshots) or fix the name in the guide.',
  );
  process.exit(1);
}
mkdirSync(images, { recursive: true });
for (const name of names) copyFileSync(join(artifacts, name), join(images, name));
console.log(`Guide screenshots copied to docs/images: ${[...names].sort().join(', ')}`);
