import { parseSandboxArgs } from './cli-args';
import { describeBehaviour } from './operator-behaviour';
import { startSandbox } from './start-sandbox';

/** `npm run sandbox`: serves the operator emulator until Ctrl+C, printing where and with which stores. */
async function main(): Promise<void> {
  let args;
  try {
    args = parseSandboxArgs(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(2);
  }
  const t0 = performance.now();
  const sandbox = await startSandbox({
    port: args.port,
    authPort: args.authPort,
    scale: args.scale,
    seed: args.seed,
    host: args.host,
    variant: args.variants,
  });
  const played =
    sandbox.variants.length === 0
      ? 'no variant (the sandbox’s own choices)'
      : `variant ${sandbox.variants.join(', ')} (${describeBehaviour(sandbox.behaviour).join(', ')})`;
  const lines = [
    `Pharmacy Data Exchange sandbox (protocol v5), scale ${args.scale}, seed ${args.seed}, ready in ${Math.round(performance.now() - t0)} ms`,
    `  base_url: ${sandbox.baseUrl}`,
    `  auth_url: ${sandbox.authUrl}`,
    `  operator: ${played}`,
    '  stores (client_id / client_secret / name):',
    ...sandbox.stores.map((s) => `    ${s.storeId}  ${s.secret}  ${s.name}`),
    `  dispersion page: ${sandbox.baseUrl}/dispersion?storeId=${sandbox.stores[0]?.storeId ?? ''}`,
    'Press Ctrl+C to stop.',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);

  const stop = async (): Promise<void> => {
    await sandbox.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

void main().catch((error: unknown) => {
  process.stderr.write(`Sandbox failed to start: ${(error as Error).message}\n`);
  process.exit(1);
});
