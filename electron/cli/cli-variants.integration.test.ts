import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ISSUED_SECRET,
  ISSUED_STORE_ID,
  REFUSAL_REASON,
  operatorVariants,
  startVariantOperator,
  type OperatorVariantName,
  type VariantOperator,
} from '@tests/kits/core/api/variant-operator';
import { DeskError } from '../core/errors';
import { toCliError } from './describe-error';
import { ExitCode } from './exit-codes';
import { en, ru } from './strings/cli-strings';
import { runCliInProcess } from '@tests/kits/cli/cli-runner';
import { buildStockPackage } from '@tests/kits/cli/stock-package';

// Run under scripts/with-keyring.sh: the CLI files the store's password in the real OS keychain.

describe.each(['dotnet', 'terse'] as OperatorVariantName[])('pharmex against the %s operator', (variant) => {
  let operator: VariantOperator;
  let dir: string;
  const where = () => [
    '--store',
    ISSUED_STORE_ID,
    '--base-url',
    operator.url,
    '--auth-url',
    operator.url,
    '--data-dir',
    join(dir, 'data'),
  ];

  beforeAll(async () => {
    operator = await startVariantOperator(operatorVariants[variant]);
    dir = mkdtempSync(join(tmpdir(), `pharmex-${variant}-`));
    writeFileSync(join(dir, 'good.json'), buildStockPackage([{ nnt: 1001, gnvls: false, vat: 10 }], { prefix: 'V' }));
    const saved = await runCliInProcess(['secret', 'set', ...where()], { input: `${ISSUED_SECRET}\n` });
    expect(saved.code, saved.stderr).toBe(ExitCode.ok);
  });
  afterAll(async () => {
    await runCliInProcess(['profiles', 'remove', '--yes', ...where()]);
    await operator.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('validate --server exits 3 with the operator’s reason when it names no field', async () => {
    const run = await runCliInProcess(['validate', join(dir, 'good.json'), '--server', ...where()]);
    expect(run.code, run.stderr).toBe(ExitCode.invalid);
    expect(run.stdout).toContain(`пакет отклонён без списка полей; причина: ${REFUSAL_REASON}`);
    const json = await runCliInProcess(['validate', join(dir, 'good.json'), '--server', '--json', ...where()]);
    expect(json.code).toBe(ExitCode.invalid);
    expect(JSON.parse(json.stdout)).toMatchObject({
      valid: false,
      server: { valid: false, exceptionMessage: REFUSAL_REASON, errorCount: 0 },
    });
  }, 60_000);

  it('stocks pull of an empty store is "nothing", not an error (204 or null)', async () => {
    const run = await runCliInProcess(['stocks', 'pull', '--json', ...where()]);
    expect(run.code, run.stderr).toBe(ExitCode.ok);
    expect(JSON.parse(run.stdout)).toMatchObject({ rowCount: 0 });
  }, 60_000);

  it('the store GUID goes to the operator as issued (upper case)', () => {
    const forms = operator.server.requestsTo('/connect/token').map((r) => new URLSearchParams(r.body).get('client_id'));
    expect(forms.length).toBeGreaterThan(0);
    expect(new Set(forms)).toEqual(new Set([ISSUED_STORE_ID]));
  });
});

describe('the operator’s reason in CLI errors', () => {
  it('is its own line in the user’s language, whatever the error code', () => {
    const error = new DeskError('rate-limited', 'The operator is limiting requests.', {
      status: 429,
      reason: 'API calls quota exceeded! maximum admitted 100 per 1m.',
    });
    // A refusal is never written to the log; the log only has to exist for internal errors.
    const log = { file: 'desk.log', record: () => 'unused' };
    const inRussian = toCliError(error, ru, log);
    expect(inRussian.exitCode).toBe(ExitCode.refused);
    expect(inRussian.message).toContain('Ответ оператора: «API calls quota exceeded! maximum admitted 100 per 1m.»');
    expect(toCliError(error, en, log).message).toContain(
      'The operator says: "API calls quota exceeded! maximum admitted 100 per 1m."',
    );
  });
});
