// The installers without the `pharmex` CLI, for an IT administrator who does not want the app's
// executable to run as Node.js: electron-builder.yml with the runAsNode fuse off, the launchers
// (resources/bin) and the CLI bundle left out. Everything else is the same file, read here, so the
// two cannot drift. `npm run dist:no-cli`; docs/packaging.md, "Fuses".
/* eslint-disable @typescript-eslint/no-require-imports -- electron-builder loads its config as CommonJS here */
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { parse } = require('yaml');

const base = parse(readFileSync(join(__dirname, 'electron-builder.yml'), 'utf8'));

module.exports = {
  ...base,
  files: [...base.files, '!dist/electron/pharmex.cjs'],
  extraResources: base.extraResources.filter((resource) => resource.to !== 'bin'),
  electronFuses: { ...base.electronFuses, runAsNode: false },
};
