import { flag } from '../args';
import { checkLines } from '../check-render';
import { CliError } from '../cli-error';
import type { CommandDef } from '../command-types';
import { ExitCode } from '../exit-codes';
import { positiveInt } from '../read-input';
import { selectStore } from '../store-select';
import { preflightLines } from '../preflight-lines';
import { errorsOf, fileData, fileLines, previewFile } from './preview';

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
    const lines = [...fileLines(s, preview), t.check.localTitle, ...checkLines(t, preview.check, localErrors, limit)];
    const data: Record<string, unknown> = {
      file: fileData(path, preview),
      local: { ...preview.check, firstErrors: undefined, errors: localErrors },
    };
    let valid = preview.check.valid;

    // Preflight runs after the schema check, on whatever rows the file has.
    if (flag.bool(flags, 'no-preflight')) lines.push(t.preflight.skippedFlag);
    else {
      const profile = await selectStore(s, flags);
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
      const profile = await selectStore(s, flags);
      const server = await s.invoke('uploads:validate-on-server', {
        profileId: profile.id,
        previewId: preview.previewId,
      });
      const serverErrors = await errorsOf(
        s,
        server,
        { type: 'preview', previewId: preview.previewId, origin: 'server' },
        limit,
      );
      lines.push(t.check.serverTitle({ name: profile.name }), ...checkLines(t, server, serverErrors, limit));
      data.server = { profileId: profile.id, ...server, firstErrors: undefined, errors: serverErrors };
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
