import { dateTimeSchema } from '@shared/protocol/common';
import { flag } from '../args';
import { CliError } from '../cli-error';
import type { CommandDef } from '../command-types';
import { ExitCode, exitCodeFor } from '../exit-codes';
import { formatInstant } from '../format';
import { selectStore } from '../store-select';
import { requireConfirmation } from './profiles';
import { ledgerErrorLines } from '../ledger-error';

/** `stocks pull [--since DATETIME]`: reads the store's stock back from the server into the local snapshot. */
export const stocksPull: CommandDef = {
  name: 'stocks pull',
  flags: { since: 'string' },
  args: { names: [], min: 0, max: 0 },
  async run({ s, flags }) {
    const { t } = s;
    const since = flag.str(flags, 'since');
    if (since !== undefined && !dateTimeSchema.safeParse(since).success) {
      throw new CliError(ExitCode.usage, 'usage', `${t.errors.prefix}${t.usage.badDateTime({ value: since })}`);
    }
    const profile = await selectStore(s, flags);
    const pulled = await s.invoke('stocks:pull', { profileId: profile.id, since });
    const summary = await s.invoke('stocks:summary', { profileId: profile.id });
    const lines = [
      t.stocks.pulled({
        rows: pulled.rowCount,
        since: formatInstant(pulled.since, t),
        at: formatInstant(pulled.pulledAt, t),
      }),
    ];
    if (pulled.withoutPrtId > 0) lines.push(t.stocks.withoutPrtId({ n: pulled.withoutPrtId }));
    if (summary && summary.rowCount > 0) {
      lines.push(t.stocks.summary({ gnvls: summary.gnvlsCount, zero: summary.zeroQntCount }));
      const tags = summary.byTag.map(
        (b) => `${b.tag === null ? t.stocks.tagNone : (t.stocks.tags[b.tag] ?? String(b.tag))} — ${b.count}`,
      );
      lines.push(t.stocks.byTag({ text: tags.join(', ') }));
    }
    return { data: { profileId: profile.id, ...pulled, summary }, lines };
  },
};

/** `stocks delete [--yes]`: DELETE of all the store's stock, written to the ledger like an upload. */
export const stocksDelete: CommandDef = {
  name: 'stocks delete',
  flags: { yes: 'boolean' },
  args: { names: [], min: 0, max: 0 },
  async run({ s, flags }) {
    const { t } = s;
    const profile = await selectStore(s, flags);
    await requireConfirmation(
      s,
      flag.bool(flags, 'yes'),
      'stocks delete',
      t.stocks.deleteConfirm({ name: profile.name }),
    );
    const summary = await s.invoke('uploads:delete-stock', { profileId: profile.id, confirmed: true });
    if (summary.outcome === 'deleted')
      return { data: { profileId: profile.id, upload: summary }, lines: [t.stocks.deleted({ name: profile.name })] };
    const code = summary.errorCode ?? 'internal';
    const text = [`${t.errors.prefix}${t.errors.codes[code] ?? code}`, ...ledgerErrorLines(t, summary)];
    return {
      data: { profileId: profile.id, upload: summary },
      lines: [],
      failure: new CliError(
        summary.outcome === 'unknown' ? ExitCode.outcomeUnknown : exitCodeFor(code),
        code,
        text.join('\n'),
        { uploadId: summary.id },
      ),
    };
  },
};
