import { SECRET, STORE_ID, startFakeOperator, type FakeOperatorOptions, type FakeOperator } from '../api/fake-operator';
import {
  createUploadsTestEnv,
  type SandboxAddress,
  type UploadsTestEnv,
  type UploadsTestEnvOptions,
} from './uploads-test-env';

/** Core (with a store profile) on a scripted loopback operator, for answers the sandbox never gives. */
export interface FakeOperatorCore {
  operator: FakeOperator;
  env: UploadsTestEnv;
  close(): Promise<void>;
}

/**
 * Starts the fake operator with `api` and core on it; `apiPath` puts the store's API address
 * under a path (`/gw`: a gateway), the token endpoint stays at the root.
 */
export async function startCoreOnFakeOperator(
  api: NonNullable<FakeOperatorOptions['api']>,
  options: { apiPath?: string; env?: Omit<UploadsTestEnvOptions, 'sandbox'> } = {},
): Promise<FakeOperatorCore> {
  const operator = await startFakeOperator({ api });
  const address = {
    baseUrl: `${operator.server.url}${options.apiPath ?? ''}`,
    authUrl: operator.server.url,
    stores: [{ storeId: STORE_ID, secret: SECRET, name: 'Аптека' }],
  } as unknown as SandboxAddress;
  const env = createUploadsTestEnv({ ...options.env, sandbox: address });
  return {
    operator,
    env,
    async close() {
      await env.close();
      await operator.close();
    },
  };
}
