import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

// `npm run bench [-- name…]`: runs each benchmark in its own process (so peak RSS is its own),
// one after another, printing their figures. Without names, all of them.
const dir = import.meta.dirname;
const available = readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && f !== 'run.ts')
  .map((f) => f.slice(0, -3))
  .sort();
const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = wanted.filter((w) => !available.includes(w));
if (unknown.length > 0) {
  console.error(`Unknown benchmark(s): ${unknown.join(', ')}. Available: ${available.join(', ')}`);
  process.exit(2);
}
const tsx = join(dir, '../node_modules/.bin/tsx');
let failed = 0;
for (const name of wanted.length > 0 ? wanted : available) {
  console.log(`\n=== bench/${name} ===`);
  const result = spawnSync(tsx, [join(dir, `${name}.ts`)], { stdio: 'inherit' });
  if (result.status !== 0) failed++;
}
process.exit(failed > 0 ? 1 : 0);
