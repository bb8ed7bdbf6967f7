import { flag } from '../args';
import { CliError } from '../cli-error';
import type { CommandDef } from '../command-types';
import { codeCountLines } from './links';
import { ExitCode } from '../exit-codes';
import { formatInstant } from '../format';
import { readInputFile } from '../read-input';
import { selectStore } from '../store-select';
import { fileNameOf, findingLines, importFlags, mappingFromFlags, sourceLines, writeOutput } from './import-input';

/** `changes NEW_INPUT [--against snapshot|last-full] --out CHANGES.json`: a changes package from a new full list. */
export const changes: CommandDef = {
  name: 'changes',
  flags: { ...importFlags, out: 'string', against: 'string' },
  args: { names: ['ФАЙЛ'], min: 1, max: 1 },
  async run({ s, flags, args }) {
    const { t } = s;
    const usage = (text: string) =>
      new CliError(ExitCode.usage, 'usage', `${t.errors.prefix}${text}\n${t.usage.seeHelp({ command: 'changes' })}`);
    const out = flag.str(flags, 'out');
    if (out === undefined) throw usage(t.import.needOut);
    const against = flag.str(flags, 'against') ?? 'snapshot';
    if (against !== 'snapshot' && against !== 'last-full')
      throw usage(t.import.badOption({ flag: '--against', value: against, allowed: 'snapshot, last-full' }));
    const mapping = await mappingFromFlags(s, flags);
    const profile = await selectStore(s, flags);
    const file = await readInputFile(s, args[0]!);
    const result = await s.invoke('import:changes-preview', {
      profileId: profile.id,
      fileName: fileNameOf(file.path),
      bytes: file.bytes,
      mapping,
      against,
    });
    const lines = [
      ...sourceLines(s, fileNameOf(file.path), result),
      ...codeCountLines(s, result.codes),
      ...findingLines(s, result),
    ];
    lines.push(t.import.changesBase({ at: formatInstant(result.baseTakenAt, t) }));
    if (result.newerUpload)
      lines.push(
        t.import.staleBase({
          kind: t.upload.kinds[result.newerUpload.kind] ?? result.newerUpload.kind,
          at: formatInstant(result.newerUpload.startedAt, t),
        }),
      );
    lines.push(t.import.changesCounts(result.counts));
    const written = await writeOutput(s, out, result.packageBytes);
    const rows = result.counts.added + result.counts.changed + result.counts.runOut;
    lines.push(t.import.written({ path: written, rows }));
    const { packageBytes: _bytes, ...data } = result;
    return {
      data: { ...data, out: written, profileId: profile.id },
      lines,
      failure:
        result.errorCount > 0
          ? new CliError(ExitCode.invalid, 'validation-failed', t.import.failed, { errorCount: result.errorCount })
          : undefined,
    };
  },
};
