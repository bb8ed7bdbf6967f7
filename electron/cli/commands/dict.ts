import { dictionaryNameSchema, type SyncProgress } from '@shared/ipc/channels/dictionaries';
import { flag } from '../args';
import { CliError } from '../cli-error';
import { failureReason } from '../describe-error';
import type { CommandDef } from '../command-types';
import { ExitCode, exitCodeFor } from '../exit-codes';
import { formatDuration, formatInstant, formatTable } from '../format';
import { positiveInt } from '../read-input';
import { selectStore } from '../store-select';

/** `dict sync [NAME…] [--force] [--barcodes-actual] [--reset]`: the same resumable sync the app runs, with a progress bar. */
export const dictSync: CommandDef = {
  name: 'dict sync',
  flags: { force: 'boolean', 'barcodes-actual': 'boolean', reset: 'boolean' },
  args: { names: ['ИМЯ…'], min: 0, max: Infinity },
  async run({ s, flags, args }) {
    const { t } = s;
    const names = args.map((name) => {
      const parsed = dictionaryNameSchema.safeParse(name);
      if (!parsed.success) {
        throw new CliError(
          ExitCode.usage,
          'usage',
          `${t.errors.prefix}${t.usage.unknownDictionary({ name, allowed: dictionaryNameSchema.options.join(', ') })}`,
        );
      }
      return parsed.data;
    });
    const profile = await selectStore(s, flags);
    const input = {
      profileId: profile.id,
      names: names.length > 0 ? names : undefined,
      force: flag.bool(flags, 'force'),
    };
    const started = Date.now();
    const progress = s.out.progress();
    let runId: string | null = null;
    const stopListening = new AbortController();
    // Listen before starting: a small dictionary can finish before the plan returns.
    const ended = s.waitFor({
      events: ['dictionaries:progress'],
      cancel: stopListening.signal,
      check: (p?: SyncProgress) => {
        if (!p || p.profileId !== profile.id || (runId !== null && p.runId !== runId)) return undefined;
        const rate = p.recordsPerSecond > 0 ? String(Math.round(p.recordsPerSecond)) : null;
        const eta = p.etaSeconds === null ? null : formatDuration(t, p.etaSeconds);
        const label =
          p.state === 'indexing'
            ? t.dict.indexing
            : t.dict.progress({ name: p.dictionary, done: p.completed, total: p.total, records: p.records, rate, eta });
        progress.update(label, p.total > 0 ? p.completed / p.total : null);
        return p.state === 'running' || p.state === 'indexing' ? undefined : p;
      },
    });
    ended.catch(() => undefined);
    const plan = await (
      flag.bool(flags, 'reset')
        ? s.invoke('dictionaries:reset', input)
        : s.invoke('dictionaries:sync', { ...input, barcodesActual: flag.bool(flags, 'barcodes-actual') })
    ).catch((error: unknown) => {
      stopListening.abort();
      throw error;
    });
    runId = plan.runId;
    for (const skipped of plan.skipped) {
      s.out.note(
        t.dict.skipped({
          name: skipped.name,
          next: skipped.nextAllowedAt ? formatInstant(skipped.nextAllowedAt, t) : null,
        }),
      );
    }
    if (plan.runId === null) {
      stopListening.abort();
      return { data: { profileId: profile.id, plan }, lines: [t.dict.nothingStarted] };
    }
    const last = await ended;
    progress.done();

    const list = await s.invoke('dictionaries:list', { profileId: profile.id });
    const shown = list.dictionaries.filter((d) => plan.started.includes(d.name));
    const lines = formatTable(
      t.dict.headers,
      shown.map((d) => [
        d.name,
        String(d.rows),
        String(d.cursor),
        formatInstant(d.lastCompletedAt, t),
        String(d.quarantined),
      ]),
    );
    const data = { profileId: profile.id, plan, result: last, dictionaries: shown };
    if (last.state === 'done') {
      lines.push('', t.dict.done({ records: last.records, seconds: ((Date.now() - started) / 1000).toFixed(1) }));
      return { data, lines };
    }
    if (last.state === 'cancelled')
      return { data, lines, failure: new CliError(ExitCode.interrupted, 'cancelled', t.dict.cancelled) };
    const code = last.error?.code ?? 'internal';
    return {
      data,
      lines,
      failure: new CliError(
        exitCodeFor(code),
        code,
        `${t.errors.prefix}${t.dict.failed({ reason: failureReason(t, last.error ?? { code }) })}`,
      ),
    };
  },
};

/** `dict search TEXT [--limit N]`: goods by words, nnt or barcode in the local copy. */
export const dictSearch: CommandDef = {
  name: 'dict search',
  flags: { limit: 'string' },
  args: { names: ['ТЕКСТ'], min: 1, max: Infinity },
  async run({ s, flags, args }) {
    const { t } = s;
    const text = args.join(' ');
    const limit = Math.min(100, positiveInt(s, flag.str(flags, 'limit'), '--limit', 20));
    const profile = await selectStore(s, flags);
    const found = await s.invoke('dictionaries:search-goods', { profileId: profile.id, text, limit });
    const data = { profileId: profile.id, text, ...found };
    if (found.items.length === 0) {
      const list = await s.invoke('dictionaries:list', { profileId: profile.id });
      const goods = list.dictionaries.find((d) => d.name === 'goods_normalized');
      return { data, lines: [t.dict.noResults({ text }), ...(goods && goods.rows === 0 ? [t.dict.goodsEmpty] : [])] };
    }
    const rows = found.items.map((g) => [
      String(g.nnt),
      g.actual ? g.name : `${g.name} ${t.dict.notActual}`,
      g.manufacturer ?? t.common.none,
      g.mnnRus ?? t.common.none,
      t.dict.matchedBy[g.matchedBy] ?? g.matchedBy,
    ]);
    const lines = formatTable(t.dict.searchHeaders, rows);
    if (found.more) lines.push('', t.dict.more);
    return { data, lines };
  },
};
