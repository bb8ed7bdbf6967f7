import { packageAccept } from '@shared/import/file-types';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Reconciliation, StockSnapshotSummary } from '@shared/ipc/channels/stocks';
import { ErrorMessage } from '@renderer/ui/ErrorMessage';
import { DeskInvokeError, invoke } from '@renderer/lib/ipc';
import { ProductCode, ProductNamesScope } from '../preflight';
import { formatBytes, formatCalendarDate, formatDateTime, formatNumber } from '@renderer/ui/format';
import { Button } from '@renderer/ui/Button';
import { FilePicker } from '@renderer/ui/FilePicker';
import { runtimeKey } from '@renderer/i18n/runtime-key';

type Cell = string | number | boolean | null;

// Fields that hold a day, not an instant: shown as the day written, on a PC in any time zone.
const calendarFields = new Set(['exp', 'supDate']);

/** Compares an upload file with the server snapshot: rows missing on the server, extra rows, and differing fields. */
export function ReconcilePanel({
  profileId,
  summary,
}: {
  profileId: number;
  summary: StockSnapshotSummary | null | undefined;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [file, setFile] = useState<{ name: string; size: number; text: string } | undefined>();
  const [kind, setKind] = useState<'full' | 'changes'>('full');
  const run = useMutation({
    mutationFn: () => invoke('stocks:reconcile', { profileId, fileName: file!.name, text: file!.text, kind }),
  });

  const fileError =
    run.error instanceof DeskInvokeError && run.error.error.code === 'file-invalid' ? run.error : undefined;
  return (
    <div className="stk-reconcile">
      <p>{t('stocks.reconcile.intro')}</p>
      {summary ? (
        <p className="dk-note dk-note--info">
          {t('stocks.reconcile.snapshot', { when: formatDateTime(summary.pulledAt, i18n.language) })}
        </p>
      ) : (
        <p className="dk-note dk-note--warn">{t('stocks.reconcile.noSnapshot')}</p>
      )}
      <div className="stk-reconcile__form">
        <div className="dk-field">
          <span id={`${id}-file`} className="dk-field__caption">
            {t('stocks.reconcile.file')}
          </span>
          <FilePicker
            accept={packageAccept}
            labelledBy={`${id}-file`}
            onFile={(chosen) => {
              run.reset();
              void chosen.text().then((text) => setFile({ name: chosen.name, size: chosen.size, text }));
            }}
          >
            {t('stocks.reconcile.choose')}
          </FilePicker>
          {file && (
            <p className="dk-field__hint">
              {t('stocks.reconcile.chosen', {
                name: file.name,
                size: formatBytes(file.size, i18n.language),
              })}
            </p>
          )}
        </div>
        <fieldset className="stk-kind">
          <legend>{t('stocks.reconcile.kind')}</legend>
          {(['full', 'changes'] as const).map((k) => (
            <label key={k}>
              <input type="radio" name={`${id}-kind`} checked={kind === k} onChange={() => setKind(k)} />{' '}
              {t(k === 'full' ? 'stocks.reconcile.kindFull' : 'stocks.reconcile.kindChanges')}
            </label>
          ))}
        </fieldset>
        <div className="dk-actions">
          <Button variant="primary" disabled={!file || !summary || run.isPending} onClick={() => run.mutate()}>
            {run.isPending ? t('stocks.reconcile.running') : t('stocks.reconcile.run')}
          </Button>
        </div>
      </div>
      {fileError && (
        <p className="dk-note dk-note--error" role="alert">
          {t('stocks.reconcile.notJson', { name: file?.name ?? '' })}
        </p>
      )}
      {run.isError && !fileError && <ErrorMessage error={run.error} />}
      {run.data && (
        <ProductNamesScope profileId={profileId} nnts={reconciledNnts(run.data)}>
          <ReconcileResult result={run.data} />
        </ProductNamesScope>
      )}
    </div>
  );
}

/** Every code the result lists, for one names request. */
function reconciledNnts(result: Reconciliation): (number | null)[] {
  return [...result.differing.rows, ...result.missingOnServer.rows, ...result.onlyOnServer.rows].map((r) => r.nnt);
}

function ReconcileResult({ result }: { result: Reconciliation }) {
  const { t, i18n } = useTranslation();
  const n = (v: number) => formatNumber(v, i18n.language);
  const tiles: [string, number, string][] = [
    ['ourRows', result.ourRows, ''],
    ['serverRows', result.serverRows, ''],
    ['matched', result.matched, 'ok'],
    ['differing', result.differing.total, result.differing.total ? 'bad' : 'ok'],
    ['missing', result.missingOnServer.total, result.missingOnServer.total ? 'bad' : 'ok'],
    ...(result.kind === 'full'
      ? [
          ['onlyOnServer', result.onlyOnServer.total, result.onlyOnServer.total ? 'bad' : 'ok'] as [
            string,
            number,
            string,
          ],
        ]
      : []),
  ];
  const clean = result.differing.total + result.missingOnServer.total + result.onlyOnServer.total === 0;
  // Values as everywhere else: numbers through Intl, the calendar dates (exp, supDate) as written.
  const show = (v: Cell, field: string) =>
    v === null
      ? t('stocks.reconcile.empty')
      : typeof v === 'boolean'
        ? t(v ? 'stocks.filter.yes' : 'stocks.filter.no')
        : typeof v === 'number'
          ? formatNumber(v, i18n.language, 3)
          : calendarFields.has(field)
            ? formatCalendarDate(v, i18n.language)
            : v;
  return (
    <div className="stk-result" data-testid="reconcile-result">
      <dl className="stk-tiles">
        {tiles.map(([key, value, tone]) => (
          <div key={key} className={`stk-tile stk-tile--${tone || 'plain'}`}>
            <dt>{t(runtimeKey(`stocks.reconcile.summary.${key}`))}</dt>
            <dd>{n(value)}</dd>
          </div>
        ))}
      </dl>
      {clean && <p className="dk-note dk-note--ok">{t('stocks.reconcile.allGood')}</p>}
      {result.matchedBy !== 'prtId' && (
        <p className="dk-note dk-note--info">{t('stocks.reconcile.matchedByComposite')}</p>
      )}
      {result.ourWithoutKey + result.ourDuplicates > 0 && (
        <p className="dk-note dk-note--warn">
          {t('stocks.reconcile.skipped', { noKey: result.ourWithoutKey, dups: result.ourDuplicates })}
        </p>
      )}
      {result.differing.total > 0 && (
        <section>
          <h3>{t('stocks.reconcile.differingTitle', { total: n(result.differing.total) })}</h3>
          <p className="muted">{t('stocks.reconcile.differingHint')}</p>
          <table className="stk-plain">
            <thead>
              <tr>
                <th>{t('stocks.columns.prtId')}</th>
                <th>{t('stocks.columns.nnt')}</th>
                <th>{t('stocks.reconcile.field')}</th>
                <th>{t('stocks.reconcile.ours')}</th>
                <th>{t('stocks.reconcile.theirs')}</th>
              </tr>
            </thead>
            <tbody>
              {result.differing.rows.flatMap((row) =>
                row.fields.map((f, i) => (
                  <tr key={`${row.prtId}-${f.field}`}>
                    <td className="mono">{i === 0 ? row.prtId : ''}</td>
                    <td>{i === 0 ? <ProductCode nnt={row.nnt} /> : ''}</td>
                    <td>{t(`stocks.columns.${f.field}`, { defaultValue: f.field })}</td>
                    <td>{show(f.ours, f.field)}</td>
                    <td>{show(f.theirs, f.field)}</td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
          {result.differing.total > result.differing.rows.length && (
            <p className="muted">{t('stocks.reconcile.cut', { limit: result.listLimit })}</p>
          )}
        </section>
      )}
      <RowList
        title={t('stocks.reconcile.missingTitle', { total: n(result.missingOnServer.total) })}
        hint={t('stocks.reconcile.missingHint')}
        list={result.missingOnServer}
        limit={result.listLimit}
      />
      {result.kind === 'full' && (
        <RowList
          title={t('stocks.reconcile.onlyTitle', { total: n(result.onlyOnServer.total) })}
          hint={t('stocks.reconcile.onlyHint')}
          list={result.onlyOnServer}
          limit={result.listLimit}
        />
      )}
    </div>
  );
}

function RowList(props: { title: string; hint: string; list: Reconciliation['missingOnServer']; limit: number }) {
  const { t, i18n } = useTranslation();
  if (props.list.total === 0) return null;
  return (
    <section>
      <h3>{props.title}</h3>
      <p className="muted">{props.hint}</p>
      <table className="stk-plain">
        <thead>
          <tr>
            <th>{t('stocks.columns.prtId')}</th>
            <th>{t('stocks.columns.nnt')}</th>
            <th>{t('stocks.columns.sku')}</th>
            <th>{t('stocks.columns.qnt')}</th>
          </tr>
        </thead>
        <tbody>
          {props.list.rows.map((r, i) => (
            <tr key={`${r.prtId ?? ''}-${i}`}>
              <td className="mono">{r.prtId}</td>
              <td>
                <ProductCode nnt={r.nnt} />
              </td>
              <td className="mono">{r.sku}</td>
              <td>{formatNumber(r.qnt, i18n.language, 3)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {props.list.total > props.list.rows.length && (
        <p className="muted">{t('stocks.reconcile.cut', { limit: props.limit })}</p>
      )}
    </section>
  );
}
