import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PreflightFinding, PreflightReport } from '../../../../shared/ipc/channels/preflight';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { formatDateTime } from '../../ui/format';
import { invoke } from '../../lib/ipc';
import { ProductCardDialog } from '../dictionaries';

const SHOWN = 500;

/** What preflight found in a previewed file, before sending: each row's problem with the product named. */
export function PreflightFindings({ previewId, profileId }: { previewId: string; profileId: number }) {
  const { t } = useTranslation();
  const [card, setCard] = useState<number | null>(null);
  // Keyed on the dictionary tables, so a finished sync re-runs the check.
  const report = useQuery({
    queryKey: ['dict_state', 'preflight', profileId, previewId],
    queryFn: () => invoke('preflight:check', { profileId, previewId, limit: SHOWN }),
  });
  if (report.isPending) return <p className="muted">{t('preflight.checking')}</p>;
  if (report.isError) return <ErrorMessage error={report.error} />;
  const r = report.data;
  const total = r.counts.error + r.counts.warning + r.counts.info;
  return (
    <section className="upl-preflight" aria-label={t('preflight.title')} data-testid="preflight">
      <h3>{t('preflight.title')}</h3>
      <Skipped report={r} />
      {total === 0 ? (
        <p className="upl-note upl-note--good">{t('preflight.none')}</p>
      ) : (
        <p className={r.rejectionPredicted ? 'upl-note upl-note--error' : 'upl-note'} data-testid="preflight-summary">
          {t('preflight.counts', { count: total, ...r.counts })} {r.rejectionPredicted && t('preflight.rejection')}
        </p>
      )}
      {r.findings.length > 0 && (
        <table className="upl-table">
          <thead>
            <tr>
              <th>{t('preflight.row')}</th>
              <th>{t('preflight.prtId')}</th>
              <th>{t('preflight.field')}</th>
              <th>{t('preflight.product')}</th>
              <th>{t('preflight.problem')}</th>
            </tr>
          </thead>
          <tbody>
            {r.findings.map((f, i) => (
              <FindingRow key={i} finding={f} onOpen={setCard} />
            ))}
          </tbody>
        </table>
      )}
      {r.total > r.findings.length && (
        <p className="muted">{t('preflight.more', { shown: r.findings.length, total: r.total })}</p>
      )}
      {card !== null && <ProductCardDialog profileId={profileId} nnt={card} onClose={() => setCard(null)} />}
    </section>
  );
}

function FindingRow({ finding: f, onOpen }: { finding: PreflightFinding; onOpen: (nnt: number) => void }) {
  const { t } = useTranslation();
  return (
    <tr data-testid="preflight-row" data-severity={f.severity} data-code={f.code}>
      <td>{f.row ?? t('preflight.wholePackage')}</td>
      <td className="mono">{f.prtId ?? ''}</td>
      <td className="mono">{f.field ?? ''}</td>
      <td>
        {f.product ? (
          <button
            type="button"
            className="upl-link"
            aria-label={t('preflight.openCard', { name: f.product.name })}
            onClick={() => onOpen(f.product!.nnt)}
          >
            {f.product.label}
          </button>
        ) : f.nnt !== null ? (
          <span className="mono">nnt {f.nnt}</span>
        ) : null}
      </td>
      <td>
        <strong>{t(`preflight.severity.${f.severity}`)}:</strong>{' '}
        {t(`preflight.codes.${f.code}`, { ...f.facts, defaultValue: f.message })}
      </td>
    </tr>
  );
}

function Skipped({ report }: { report: PreflightReport }) {
  const { t, i18n } = useTranslation();
  return report.skipped.map((s) => {
    const reason =
      t(`preflight.reasons.${s.reason}`) +
      (s.reason === 'stale' && s.ageDays !== null
        ? ` (${t('preflight.staleAge', { days: s.ageDays, max: s.staleAfterDays })})`
        : '');
    const sync =
      s.syncAllowedNow || !s.nextSyncAt
        ? t('preflight.syncNow')
        : t('preflight.syncLater', { at: formatDateTime(s.nextSyncAt, i18n.language) });
    return (
      <p key={s.dictionary} className="upl-note upl-note--warn" data-testid="preflight-skipped">
        {t('preflight.skipped', { dictionary: t(`preflight.dictionaries.${s.dictionary}`), reason })} {sync}
      </p>
    );
  });
}
