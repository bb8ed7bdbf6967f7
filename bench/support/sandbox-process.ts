import { startSandbox } from '@sandbox/start-sandbox';

// Bench helper, run as its own process (as a real operator is another machine): the sandbox
// with the given JSON options, printing one JSON line with its addresses and stores.
const options = JSON.parse(process.argv[2] ?? '{}') as Parameters<typeof startSandbox>[0];
const sandbox = await startSandbox(options);
process.stdout.write(
  `${JSON.stringify({ baseUrl: sandbox.baseUrl, authUrl: sandbox.authUrl, stores: sandbox.stores })}\n`,
);
const stop = () => void sandbox.close().finally(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
