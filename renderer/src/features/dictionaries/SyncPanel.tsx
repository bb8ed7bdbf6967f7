import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SyncPlan, SyncProgress } from '@shared/ipc/channels/dictionaries';
import { ErrorMessage } from '@renderer/ui/ErrorMessage';
import { CoreText } from '@renderer/ui/CoreText';
import { errorWording } from '@renderer/ui/error-sentence';
import { ConfirmDialog } from '@renderer/ui/ConfirmDialog';
import { formatDateTime, formatNumber } from '@renderer/ui/format';
import { formatDuration } from './format-duration';
import { useCancelSync, useStartSync } from './use-dictionaries';
import { Button } from '@renderer/ui/Button';

/**
 * The sync controls: update (with the two deliberate options), stop, re-download from scratch,
 * and the run's progress as main reports it (rows, chunks, records/s, time left).
 */
export function SyncPanel({ profileId, progress }: { profileId: number; progress: SyncProgress | null }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const start = useStartSync();
  const cancel = useCancelSync();
  const [force, setForce] = useState(false);
  const [barcodesActual, setBarcodesActual] = useState(false);
  const [confirmReset, setConfirmReset] = useState(false);
  const running = progress !== null && (progress.state === 'running' || progress.state === 'indexing');
  const lng = i18n.language;

  const run = (reset: boolean) => {
    setConfirmReset(false);
    start.mutate({ profileId, force, barcodesActual: reset ? false : barcodesActual, reset });
  };

  return (
    <section className="dk-panel dict-sync" aria-label={t('dictionaries.sync.start')}>
      <div className="dict-sync__row">
        <Button variant="primary" disabled={running || start.isPending} onClick={() => run(false)}>
          {start.isPending ? t('dictionaries.sync.starting') : t('dictionaries.sync.start')}
        </Button>
        {running && (
          <Button disabled={cancel.isPending} onClick={() => cancel.mutate(profileId)}>
            {t('dictionaries.sync.cancel')}
          </Button>
        )}
        <Button variant="ghost" disabled={running || start.isPending} onClick={() => setConfirmReset(true)}>
          {t('dictionaries.sync.reset')}
        </Button>
      </div>
      <div className="dict-sync__options">
        <label className="dict-check" htmlFor={`${id}-force`}>
          <input
            id={`${id}-force`}
            type="checkbox"
            checked={force}
            onChange={(e) => setForce(e.target.checked)}
            disabled={running}
          />
          <span>
            {t('dictionaries.sync.force')}
            <span className="dk-field__hint">{t('dictionaries.sync.forceHint')}</span>
          </span>
        </label>
        <label className="dict-check" htmlFor={`${id}-actual`}>
          <input
            id={`${id}-actual`}
            type="checkbox"
            checked={barcodesActual}
            onChange={(e) => setBarcodesActual(e.target.checked)}
            disabled={running}
          />
          <span>
            {t('dictionaries.sync.barcodesActual')}
            <span className="dk-field__hint">{t('dictionaries.sync.barcodesActualHint')}</span>
          </span>
        </label>
      </div>
      {start.data && <PlanNote plan={start.data} />}
      {start.isError && <ErrorMessage error={start.error} />}
      {cancel.isError && <ErrorMessage error={cancel.error} />}
      {progress && <ProgressView progress={progress} lng={lng} />}
      {progress?.state === 'failed' && progress.error?.details?.reason === 'links-drop' && (
        <LinksDropNote
          details={progress.error.details}
          busy={start.isPending}
          onConfirm={() =>
            start.mutate({
              profileId,
              names: ['goods_links'],
              force: true,
              barcodesActual: false,
              confirmLinksDrop: true,
            })
          }
        />
      )}
      {confirmReset && (
        <ConfirmDialog
          title={t('dictionaries.sync.resetTitle')}
          confirmLabel={t('dictionaries.sync.resetConfirm')}
          cancelLabel={t('common.cancel')}
          danger
          onConfirm={() => run(true)}
          onCancel={() => setConfirmReset(false)}
        >
          <p>{t('dictionaries.sync.resetText')}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}

/** A goods-links sync that would delete more than half the links: the counts, and the manager's confirmation. */
function LinksDropNote({
  details,
  busy,
  onConfirm,
}: {
  details: Record<string, unknown>;
  busy: boolean;
  onConfirm: () => void;
}) {
  const { t, i18n } = useTranslation();
  const count = (key: string) => formatNumber(Number(details[key] ?? 0), i18n.language);
  return (
    <div className="dk-note dk-note--warn" role="alert" data-testid="links-drop">
      <p>
        {t('dictionaries.sync.linksDrop', {
          held: count('held'),
          received: count('received'),
          vanishing: count('vanishing'),
        })}
      </p>
      <Button variant="danger" disabled={busy} onClick={onConfirm}>
        {t('dictionaries.sync.linksDropConfirm')}
      </Button>
    </div>
  );
}

/** What the politeness rule left out of the run just started. */
function PlanNote({ plan }: { plan: SyncPlan }) {
  const { t, i18n } = useTranslation();
  if (plan.started.length === 0)
    return <p className="dk-note dk-note--info">{t('dictionaries.sync.nothingStarted')}</p>;
  if (plan.skipped.length === 0) return null;
  const when = plan.skipped[0]?.nextAllowedAt;
  return (
    <p className="dk-note dk-note--info" data-testid="sync-skipped">
      {t('dictionaries.sync.skipped', {
        names: plan.skipped.map((s) => t(`dictionaries.names.${s.name}`)).join(', '),
        when: when ? formatDateTime(when, i18n.language) : '',
      })}
    </p>
  );
}

/** The run: a bar over the dictionaries, what is loading now, and the figures. */
function ProgressView({ progress, lng }: { progress: SyncProgress; lng: string }) {
  const { t, i18n } = useTranslation();
  const share = progress.total > 0 ? progress.completed / progress.total : 0;
  const stats = t('dictionaries.sync.stats', {
    rows: t('counts.records', { count: progress.records }),
    chunks: t('counts.chunks', { count: progress.chunks }),
    rate: formatNumber(progress.recordsPerSecond, lng),
  });
  let headline: string;
  let tone = 'info';
  switch (progress.state) {
    case 'running':
      headline = progress.dictionary
        ? t('dictionaries.sync.running', { name: t(`dictionaries.names.${progress.dictionary}`) })
        : t('common.loading');
      break;
    case 'indexing':
      headline = t('dictionaries.sync.indexing');
      break;
    case 'done':
      headline = t('dictionaries.sync.done', { seconds: formatNumber(progress.elapsedMs / 1000, lng, 1) });
      tone = 'ok';
      break;
    case 'cancelled':
      headline = t('dictionaries.sync.cancelled');
      tone = 'warn';
      break;
    default:
      headline = t('dictionaries.sync.failed');
      tone = 'error';
  }
  const active = progress.state === 'running' || progress.state === 'indexing';
  // The fault's sentence, else the code's, else the generic one naming the code: core's English
  // text only folded under "for support" when nothing else words it.
  const wording =
    progress.error && progress.state === 'failed' && progress.error.details?.reason !== 'links-drop'
      ? errorWording(t, i18n, progress.error)
      : null;
  return (
    <div
      className={`dict-progress dk-note dk-note--${tone}`}
      role="status"
      aria-live="polite"
      data-testid="sync-progress"
      data-state={progress.state}
    >
      <strong>{headline}</strong>
      {active && (
        <progress
          className="dict-progress__bar"
          max={1}
          value={progress.state === 'indexing' ? 1 : share}
          aria-label={t('dictionaries.sync.dictionaries', { done: progress.completed, total: progress.total })}
        />
      )}
      <div className="dict-progress__facts">
        <span>{t('dictionaries.sync.dictionaries', { done: progress.completed, total: progress.total })}</span>
        <span>{stats}</span>
        {active && (
          <span>
            {progress.etaSeconds === null
              ? t('dictionaries.sync.etaUnknown')
              : t('dictionaries.sync.eta', { eta: formatDuration(progress.etaSeconds, lng) })}
          </span>
        )}
        {progress.quarantined > 0 && <span>{t('dictionaries.sync.quarantined', { count: progress.quarantined })}</span>}
      </div>
      {wording && <p className="dict-progress__error">{wording.text}</p>}
      <CoreText text={wording?.coreText} />
    </div>
  );
}
