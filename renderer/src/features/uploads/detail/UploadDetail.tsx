import { ReasonBatches } from '../../preflight';
import { PackageWorkbench, type WorkbenchFocus } from '../../workbench';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimelineEntry, UploadSummary } from '@shared/ipc/channels/uploads';
import { messageStatusNames, type MessageStatusId } from '@shared/protocol/messages';
import { ErrorMessage } from '@renderer/ui/ErrorMessage';
import { invoke } from '@renderer/lib/ipc';
import { ErrorTable } from './ErrorTable';
import { formatBytes, formatNumber } from '@renderer/ui/format';
import { statusText } from '../format';
import { OutcomeBadge, OutcomeHeadline } from '../OutcomeBadge';
import { useUploadDetail } from '../use-uploads';
import { When } from '../When';
import { Button } from '@renderer/ui/Button';
import { runtimeKey } from '@renderer/i18n/runtime-key';
import { errorFault } from '@shared/i18n/error-fault';
import { RefusalNotice } from './RefusalNotice';
import { useFocusOnArrival } from './use-focus-on-arrival';

/** One attempt: what was sent, the operator's answer, the status timeline, and what to do next. */
export function UploadDetail({
  uploadId,
  onBack,
  focusOnArrival = false,
}: {
  uploadId: number;
  onBack?: () => void;
  /** Just sent, or opened from its notification: move the focus (and the view) to this heading. */
  focusOnArrival?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const detail = useUploadDetail(uploadId);
  const heading = useFocusOnArrival<HTMLHeadingElement>(focusOnArrival && detail.isSuccess);
  const refresh = useMutation({
    mutationFn: () => invoke('uploads:refresh-status', { uploadId }),
  });
  const cancel = useMutation({
    mutationFn: () => invoke('uploads:cancel-held', { uploadId }),
  });
  // The batch of a status-3 message being shown in the sent file; a new object each time it is asked.
  const [fileFocus, setFileFocus] = useState<WorkbenchFocus>();
  const fileRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (fileFocus) fileRef.current?.scrollIntoView({ block: 'start' });
  }, [fileFocus]);

  if (detail.isPending) return <p className="muted">{t('common.loading')}</p>;
  if (detail.isError) return <ErrorMessage error={detail.error} onRetry={() => void detail.refetch()} />;
  const { upload, timeline, errorBody, operatorReason, summary } = detail.data;
  // Worth asking again only when polling ended without a final status.
  const canRefresh =
    (upload.messageId ?? upload.location) !== null &&
    upload.kind !== 'delete' &&
    (upload.tracking === 'no-info' ||
      upload.tracking === 'stopped' ||
      (upload.tracking === 'none' && upload.outcome === 'accepted'));

  return (
    <section
      className="upl-detail"
      aria-label={t('uploads.detail.title', { id: upload.id })}
      data-testid="upload-detail"
    >
      {onBack && (
        <Button variant="ghost" className="upl-detail__back" onClick={onBack}>
          {t('uploads.detail.back')}
        </Button>
      )}
      <div className="upl-detail__head">
        <h2 ref={heading} tabIndex={-1} data-testid="upload-detail-heading">
          {t('uploads.detail.title', { id: upload.id })}
        </h2>
        <OutcomeBadge upload={upload} />
      </div>

      <dl className="upl-facts">
        <dt>{t('uploads.detail.facts.kind')}</dt>
        <dd>{t(`uploads.kinds.${upload.kind}`)}</dd>
        {upload.fileName && (
          <>
            <dt>{t('uploads.detail.facts.file')}</dt>
            <dd>{upload.fileName}</dd>
          </>
        )}
        {upload.rows !== null && (
          <>
            <dt>{t('uploads.detail.facts.rows')}</dt>
            <dd>{formatNumber(upload.rows, i18n.language)}</dd>
          </>
        )}
        {upload.bytes !== null && (
          <>
            <dt>{t('uploads.detail.facts.size')}</dt>
            <dd>{formatBytes(upload.bytes, i18n.language)}</dd>
          </>
        )}
        <dt>{t('uploads.detail.facts.started')}</dt>
        <dd>
          <When iso={upload.startedAt} />
        </dd>
        {upload.httpStatus !== null && (
          <>
            <dt>{t('uploads.detail.facts.httpStatus')}</dt>
            <dd>{upload.httpStatus}</dd>
          </>
        )}
        {upload.messageId && (
          <>
            <dt>{t('uploads.detail.facts.messageId')}</dt>
            <dd className="mono">{upload.messageId}</dd>
          </>
        )}
        {upload.sha256 && (
          <>
            <dt>{t('uploads.detail.facts.checksum')}</dt>
            <dd className="mono upl-hash">{upload.sha256}</dd>
          </>
        )}
        {upload.overrides.length > 0 && (
          <>
            <dt>{t('uploads.detail.facts.overrides')}</dt>
            <dd>
              {upload.overrides.map((rule) => t(`uploads.guardShort.${rule}`, { defaultValue: rule })).join(', ')}
            </dd>
          </>
        )}
      </dl>

      <OutcomeHeadline upload={upload} />
      <Explanation upload={upload} operatorReason={operatorReason} />

      <div className="upl-actions">
        {canRefresh && (
          <Button onClick={() => refresh.mutate()} disabled={refresh.isPending}>
            {t('uploads.detail.refresh')}
          </Button>
        )}
        {upload.outcome === 'held' && (
          <Button variant="warn" onClick={() => cancel.mutate()} disabled={cancel.isPending}>
            {t('uploads.detail.cancelHeld')}
          </Button>
        )}
      </div>
      {refresh.isError && <ErrorMessage error={refresh.error} />}
      {cancel.isError && <ErrorMessage error={cancel.error} />}

      {/* Nothing left this PC (not sent, cancelled): there is no processing to follow. */}
      {upload.kind !== 'delete' && upload.outcome !== 'failed' && upload.outcome !== 'cancelled' && (
        <Timeline upload={upload} timeline={timeline} onShowRow={(prtId) => setFileFocus({ prtId })} />
      )}

      {/* A batch the operator named, shown in the very file that was sent (kept by the ledger). */}
      {fileFocus && (
        <section
          className="upl-card"
          ref={fileRef}
          aria-labelledby={`upload-file-${upload.id}`}
          data-testid="sent-file"
        >
          <h3 id={`upload-file-${upload.id}`}>{t('uploads.detail.sentFile')}</h3>
          <PackageWorkbench
            source={{ type: 'upload', uploadId: upload.id }}
            profileId={upload.profileId}
            focus={fileFocus}
          />
        </section>
      )}

      {upload.errorCount > 0 ? (
        <>
          <h3>{t('uploads.detail.errors')}</h3>
          <ErrorTable
            source={{ type: 'upload', uploadId: upload.id }}
            summary={summary}
            total={upload.errorCount}
            profileId={upload.profileId}
          />
        </>
      ) : (
        // No field list (`validationErrors: null`…): the operator's reason stands in its place (a refusal's notice says it already).
        operatorReason &&
        !(upload.outcome === 'refused' && upload.httpStatus !== null) && (
          <p className="upl-note upl-note--error" data-testid="operator-reason">
            {t('uploads.preview.refusedReason', { reason: operatorReason })}
          </p>
        )
      )}
      {errorBody && (
        <details className="upl-raw">
          <summary>{t('uploads.detail.errorBody')}</summary>
          <pre className="mono" tabIndex={0}>
            {errorBody}
          </pre>
        </details>
      )}
    </section>
  );
}

/** What the outcome means for the manager and what to do next. */
function Explanation({ upload, operatorReason }: { upload: UploadSummary; operatorReason: string | null }) {
  const { t } = useTranslation();
  if (upload.outcome === 'unknown') {
    const why = ['app-stopped', 'outcome-unknown', 'timeout'].includes(upload.errorCode ?? '')
      ? upload.errorCode!
      : 'other';
    return (
      <div className="upl-note upl-note--warn" role="note" data-testid="unknown-explanation">
        <strong>{t('uploads.detail.unknownTitle')}</strong>
        <p>{t(runtimeKey(`uploads.detail.unknownWhy.${why}`))}</p>
        <ol>
          <li>{t('uploads.detail.unknownWhat1')}</li>
          <li>{t('uploads.detail.unknownWhat2')}</li>
          {upload.kind === 'full' && <li>{t('uploads.detail.unknownWhat3')}</li>}
        </ol>
      </div>
    );
  }
  if (upload.outcome === 'failed') {
    // The headline says that nothing was sent and why; the app's advice for that error follows.
    return upload.errorCode === 'app-stopped' ? null : (
      <div className="upl-note upl-note--error" role="note">
        <ErrorText upload={upload} />
      </div>
    );
  }
  if (upload.outcome === 'refused' && upload.httpStatus !== null) {
    return <RefusalNotice upload={upload} operatorReason={operatorReason} />;
  }
  if (upload.outcome === 'refused' || upload.outcome === 'cancelled') {
    return (
      <div className="upl-note upl-note--error" role="note">
        <ErrorText upload={upload} />
      </div>
    );
  }
  if (upload.tracking === 'no-info')
    return <div className="upl-note upl-note--warn">{t('uploads.tracking.no-info')}</div>;
  if (upload.tracking === 'stopped') {
    return (
      <div className="upl-note upl-note--warn">
        <p>
          {upload.errorCode === 'unknown-status' || upload.errorCode === 'bad-response'
            ? t(`uploads.tracking.stopped-${upload.errorCode}`, { id: upload.statusId ?? '?' })
            : t('uploads.tracking.stopped')}
        </p>
        {upload.errorCode !== 'unknown-status' && <ErrorText upload={upload} />}
      </div>
    );
  }
  return null;
}

/**
 * A stored error in words: its fault sentence from the stored facts (shared/i18n), else the
 * app's text for its code. Core's English text is shown only for attempts stored before their
 * facts were kept, folded under a label: a Russian manager cannot act on English, but support
 * may need it, and without the facts nothing else says where the fault was.
 */
function ErrorText({ upload }: { upload: UploadSummary }) {
  const { t, i18n } = useTranslation();
  const code = upload.errorCode;
  const fault = code && upload.errorParams ? errorFault({ code, details: upload.errorParams }) : null;
  const key = fault
    ? fault.key
    : code && i18n.exists(`uploads.outcomeErrors.${code}`)
      ? `uploads.outcomeErrors.${code}`
      : code && i18n.exists(`errors.${code}`)
        ? `errors.${code}`
        : undefined;
  const oldRow = upload.errorParams === null && upload.errorMessage;
  return (
    <>
      {key && <p>{t(runtimeKey(key), { ...fault?.params, message: '', stalledSeconds: '' })}</p>}
      {oldRow && (
        <details className="muted" open={!key}>
          <summary>{t('uploads.detail.coreText')}</summary>
          <p lang="en">{upload.errorMessage}</p>
        </details>
      )}
    </>
  );
}

/** The operator's own wording of a status name, which is not worth repeating under the translated one. */
function englishName(statusId: number | null): string | undefined {
  return statusId !== null && statusId in messageStatusNames
    ? messageStatusNames[statusId as MessageStatusId]
    : undefined;
}

/** Sent → accepted → each status the operator reported, in local time with Moscow time alongside. */
function Timeline({
  upload,
  timeline,
  onShowRow,
}: {
  upload: UploadSummary;
  timeline: TimelineEntry[];
  onShowRow: (prtId: string) => void;
}) {
  const { t } = useTranslation();
  // An upload never sent (held, then cancelled) has no steps: no heading over nothing.
  const nothing = !upload.requestStartedAt && timeline.length === 0 && upload.tracking !== 'active';
  if (nothing && upload.outcome !== 'accepted') return null;
  return (
    <>
      <h3>{t('uploads.detail.timeline')}</h3>
      <ol className="upl-timeline" data-testid="timeline">
        {upload.requestStartedAt && (
          <li className="upl-step upl-step--local">
            <span className="upl-step__name">{t('uploads.detail.localSent')}</span>
            <When iso={upload.requestStartedAt} />
          </li>
        )}
        {upload.httpStatus === 202 && (
          <li className="upl-step upl-step--local">
            <span className="upl-step__name">{t('uploads.detail.localAccepted')}</span>
            <When iso={upload.finishedAt} />
          </li>
        )}
        {timeline.map((entry) => (
          <li
            key={entry.id}
            className={`upl-step upl-step--s${entry.statusId ?? 'none'}`}
            data-status={entry.kind === 'unreadable' ? 'unreadable' : (entry.statusId ?? 'none')}
          >
            <span className="upl-step__name">
              {entry.kind === 'unreadable' ? t('uploads.statuses.unreadable') : statusText(t, entry.statusId)}
            </span>
            {entry.statusMessage && entry.statusMessage !== englishName(entry.statusId) && (
              <span className="upl-step__message" data-testid="operator-message">
                {t('uploads.detail.operatorSaid', { message: entry.statusMessage })}
              </span>
            )}
            {entry.statusId === 3 && entry.statusMessage && (
              <ReasonBatches
                profileId={upload.profileId}
                message={entry.statusMessage}
                uploadId={upload.id}
                onShowRow={onShowRow}
              />
            )}
            <span className="upl-step__times">
              {entry.statusDate && (
                <>
                  {t('uploads.detail.operatorTime')} <When iso={entry.statusDate} />
                </>
              )}
            </span>
          </li>
        ))}
        {upload.tracking === 'active' && (
          <li className="upl-step upl-step--pending muted">{t('uploads.tracking.active')}</li>
        )}
      </ol>
      {/* "No statuses yet" only where statuses are expected: a refused or unsent upload never gets one. */}
      {timeline.length === 0 && upload.tracking !== 'active' && upload.outcome === 'accepted' && (
        <p className="muted">{t('uploads.detail.timelineEmpty')}</p>
      )}
    </>
  );
}
