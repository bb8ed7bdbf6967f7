import { flag } from '../args';
import { CliError } from '../cli-error';
import type { CommandDef } from '../command-types';
import { selectStore } from '../store-select';
import { codeCountLines } from './links';
import { ExitCode } from '../exit-codes';
import { readInputFile } from '../read-input';
import { fileNameOf, findingLines, importFlags, mappingFromFlags, sourceLines, writeOutput } from './import-input';

/** `convert INPUT [--mapping FILE] [--sheet N] [--encoding E] [--delimiter D] --out PACKAGE.json`: a CSV/XLSX stock list → a stock package. */
export const convert: CommandDef = {
  name: 'convert',
  flags: { ...importFlags, out: 'string', date: 'string', 'save-mapping': 'string' },
  args: { names: ['ФАЙЛ'], min: 1, max: 1 },
  async run({ s, flags, args }) {
    const { t } = s;
    const out = flag.str(flags, 'out');
    if (out === undefined)
      throw new CliError(
        ExitCode.usage,
        'usage',
        `${t.errors.prefix}${t.import.needOut}\n${t.usage.seeHelp({ command: 'convert' })}`,
      );
    const date = flag.str(flags, 'date');
    if (date !== undefined && !/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/.test(date))
      throw new CliError(ExitCode.usage, 'usage', `${t.errors.prefix}${t.usage.badDateTime({ value: date })}`);
    const mapping = await mappingFromFlags(s, flags);
    const file = await readInputFile(s, args[0]!);
    const input = { fileName: fileNameOf(file.path), bytes: file.bytes, mapping, packageDate: date };
    // With a store named, the rows' operator codes are found as the app finds them (links, barcodes, confirmations).
    const store = flag.str(flags, 'store') === undefined ? null : await selectStore(s, flags);
    const result =
      store === null
        ? await s.invoke('import:convert', input)
        : await s
            .invoke('codes:resolve', { ...input, profileId: store.id, withPackage: true })
            .then(({ package: pkg, rows: _rows, ...r }) => ({
              ...r,
              packageBytes: pkg!.bytes,
              rows: pkg!.rows,
              codes: r.counts,
            }));
    const lines = [
      ...sourceLines(s, fileNameOf(file.path), result),
      ...codeCountLines(s, 'codes' in result ? result.codes : null),
      ...findingLines(s, result),
    ];
    const written = await writeOutput(s, out, result.packageBytes);
    lines.push(t.import.written({ path: written, rows: result.rows }));
    const saveMapping = flag.str(flags, 'save-mapping');
    if (saveMapping !== undefined) {
      const path = await writeOutput(s, saveMapping, `${JSON.stringify(result.mapping, null, 2)}\n`);
      lines.push(t.import.mappingWritten({ path }));
    } else lines.push(t.import.mappingHint);
    const { packageBytes: _bytes, ...data } = result;
    return {
      data: { ...data, out: written },
      lines,
      failure:
        result.errorCount > 0
          ? new CliError(ExitCode.invalid, 'validation-failed', t.import.failed, { errorCount: result.errorCount })
          : undefined,
    };
  },
};
