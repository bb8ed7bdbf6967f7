import { runCli } from './run-cli';

// `pharmex` / `npm run cli -- …`: the headless shell of the same core as the desktop app.
const controller = new AbortController();
let interrupts = 0;
process.on('SIGINT', () => {
  interrupts += 1;
  // The first Ctrl+C lets core close cleanly (the ledger records what is known); the second insists.
  if (interrupts > 1) process.exit(130);
  controller.abort();
});

// No top-level await: the same entry is bundled to CommonJS for the installed launcher (vite --mode cli).
void runCli({
  argv: process.argv.slice(2),
  env: process.env,
  cwd: process.cwd(),
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  signal: controller.signal,
}).then(exitWhenFlushed);

// Exit once both streams are flushed (pipes are asynchronous on Windows), without waiting for
// stray handles such as a keychain connection.
function exitWhenFlushed(code: number): void {
  let pending = 2;
  const done = () => {
    pending -= 1;
    if (pending === 0) process.exit(code);
  };
  process.stdout.write('', done);
  process.stderr.write('', done);
}
