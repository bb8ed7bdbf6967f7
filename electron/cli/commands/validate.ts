import { flag } from '../args';
import { checkLines } from '../check-render';
import { CliError } from '../cli-error';
import type { CommandDef } from '../command-types';
import { ExitCode } from '../exit-codes';
import { positiveInt } from '../read-input';
import { selectStore } from '../store-select';
import { preflightLines } from '../preflight-lines';
import { errorsOf, fileData, fileLines, previewFile } from './preview';
import type { ProductName } from '@shared/ipc/channels/products';
import type { PackageError } from '@shared/ipc/channels/uploads';
import type { Session } from '../session';

/** The products of the rows the listed errors are on (by 0-based row), read with the rows themselves. */
async function rowProducts(
  s: Session,
  profileId: number,
  previewId: string,
  errors: readonly PackageError[],
): Promise<Map<number, ProductName>> {
  const products = new Map<number, ProductName>();
  // Only rows that are objects can name a product: an error on a whole row (a number, a string
  // where a row should be) has no field, and looking it up would read the whole file for nothing.
  const rows = [...new Set(errors.flatMap((e) => (e.rowIndex === null || e.field === null ? [] : [e.rowIndex])))];
  for (const row of rows) {
    const page = await s.invoke('workbench:rows', {
      profileId,
      source: { type: 'preview', previewId },
      offset: row,
      limit: 1,
    });
    const product = page.rows[0]?.product;
    if (product) products.set(row, product);
  }
  return products;
}

/**
 * `validate FILE [--server] [--limit N] [--no-preflight]`: the stocks schema's check here, then the
 * check against the store's local dictionaries (preflight), and optionally the operator's server.
 */
export const validate: CommandDef = {
  name: 'validate',
  flags: { server: 'boolean', limit: 'string', 'no-preflight': 'boolean' },
  args: { names: ['ФАЙЛ'], min: 1, max: 1 },
  async run({ s, flags, args }) {
    const { t } = s;
    const limit = positiveInt(s, flag.str(flags, 'limit'), '--limit', s.out.json ? 100 : 20);
    const { path, preview } = await previewFile(s, args[0]!);
    const localErrors = await errorsOf(
      s,
      preview.check,
      { type: 'preview', previewId: preview.previewId, origin: 'local' },
      limit,
    );
    // Preflight runs after the schema check, on whatever rows the file has; its store's goods name the products.
    const preflight = !flag.bool(flags, 'no-preflight');
    const profile = preflight ? await selectStore(s, flags) : undefined;
    const products = profile
      ? await rowProducts(s, profile.id, preview.previewId, localErrors)
      : new Map<number, ProductName>();
    const productOf = (e: PackageError) => (e.rowIndex === null ? null : (products.get(e.rowIndex)?.label ?? null));
    const lines = [
      ...fileLines(s, preview),
      t.check.localTitle,
      ...checkLines(t, preview.check, localErrors, limit, productOf),
    ];
    const data: Record<string, unknown> = {
      file: fileData(path, preview),
      local: {
        ...preview.check,
        firstErrors: undefined,
        errors: localErrors.map((e) => ({
          ...e,
          product: e.rowIndex === null ? null : (products.get(e.rowIndex) ?? null),
        })),
      },
    };
    let valid = preview.check.valid;

    if (!profile) lines.push(t.preflight.skippedFlag);
    else {
      const report = await s.invoke('preflight:check', {
        profileId: profile.id,
        previewId: preview.previewId,
        limit: Math.min(limit, 1000),
      });
      lines.push(...preflightLines(t, profile.name, report, limit));
      data.preflight = { profileId: profile.id, ...report };
      valid &&= report.counts.error === 0;
    }

    if (flag.bool(flags, 'server')) {
      const serverStore = await selectStore(s, flags);
      const server = await s.invoke('uploads:validate-on-server', {
        profileId: serverStore.id,
        previewId: preview.previewId,
      });
      const serverErrors = await errorsOf(
        s,
        server,
        { type: 'preview', previewId: preview.previewId, origin: 'server' },
        limit,
      );
      lines.push(t.check.serverTitle({ name: serverStore.name }), ...checkLines(t, server, serverErrors, limit));
      data.server = { profileId: serverStore.id, ...server, firstErrors: undefined, errors: serverErrors };
      valid &&= server.valid;
    }
    data.valid = valid;
    return {
      data,
      lines,
      failure: valid
        ? undefined
        : new CliError(
            ExitCode.invalid,
            'validation-failed',
            preview.check.valid ? t.preflight.failed : t.check.failed,
            {
              errorCount: preview.check.errorCount,
            },
          ),
    };
  },
};
