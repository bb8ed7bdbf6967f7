import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  guardRailRefusalOf,
  type AcknowledgeableRule,
  type FilePreview,
  type GuardFinding,
  type UploadSummary,
} from '@shared/ipc/channels/uploads';
import { ConfirmDialog } from '@renderer/ui/ConfirmDialog';
import { ErrorMessage } from '@renderer/ui/ErrorMessage';
import { Button } from '@renderer/ui/Button';
import { DeskInvokeError, invoke } from '@renderer/lib/ipc';
import { queryKeys } from '@renderer/lib/query-keys';
import { CredentialsBlock, useCredentialsRefused } from './CredentialsBlock';
import { GuardRailDialog } from './GuardRailDialog';
import type { PackageKind } from './UploadKindChoice';

type Answer = { acknowledge: AcknowledgeableRule[]; whenAllowed: boolean };

/**
 * Errors that make sending a deliberate act: this PC's schema check and preflight's error
 * findings. Core keeps one preflight run per preview, shared with the workbench's list.
 */
function usePackageErrors(preview: FilePreview, profileId: number | undefined) {
  const runsPreflight = profileId !== undefined && preview.check.syntaxError === null;
  const preflight = useQuery({
    queryKey: queryKeys.preflightReport(profileId, preview.previewId),
    queryFn: () => invoke('preflight:check', { profileId: profileId!, previewId: preview.previewId, limit: 500 }),
    enabled: runsPreflight,
  });
  const schema = preview.check.errorCount;
  // A preflight that failed to run is shown by its own list; it does not block sending.
  const fromPreflight = preflight.data?.counts.error ?? 0;
  return {
    schema,
    preflight: fromPreflight,
    total: schema + fromPreflight,
    pending: runsPreflight && preflight.isPending,
  };
}

/**
 * "Send": disabled while the package has errors; sending anyway needs an explicit
 * "send with N errors" confirmation naming the consequences; the guard rails' questions
 * follow, and holding changes for later is a separate ticked choice there. The button
 * says what is happening while it works; `onSent` gets the ledger row to show next.
 */
export function SendControls({
  preview,
  kind,
  profileId,
  onSent,
}: {
  preview: FilePreview;
  kind: PackageKind | undefined;
  profileId: number | undefined;
  onSent: (upload: UploadSummary) => void;
}) {
  const { t } = useTranslation();
  const errors = usePackageErrors(preview, profileId);
  const [overriding, setOverriding] = useState(false);
  const [overridden, setOverridden] = useState(false);
  const [findings, setFindings] = useState<GuardFinding[]>();
  // The store's last token request was refused for its password: sending would fail before it starts.
  const credentials = useCredentialsRefused(profileId);
  const [forced, setForced] = useState(false);
  const credentialsBlock = credentials !== null && !forced;

  // One round trip: start with the answers given so far; a guard-rail refusal carries every
  // finding, which the dialog asks about before starting again with the answers.
  const start = useMutation({
    mutationFn: (answer: Answer & { override: boolean }) =>
      invoke('uploads:start', {
        profileId: profileId!,
        previewId: preview.previewId,
        kind: kind!,
        acknowledge: answer.acknowledge,
        whenAllowed: answer.whenAllowed,
      }),
    onMutate: ({ override }) => setOverridden(override),
    onSuccess: onSent,
    onError: (error, { override }) => {
      const refusal = error instanceof DeskInvokeError ? guardRailRefusalOf(error.error) : null;
      if (refusal) setFindings(withoutOverridden(refusal.findings, override));
    },
  });
  const send = (override: boolean) =>
    start.mutate({ acknowledge: override ? ['invalid-package'] : [], whenAllowed: false, override });

  const busy = start.isPending;
  const ready =
    kind !== undefined &&
    profileId !== undefined &&
    preview.rows !== null &&
    preview.encoding.sendable &&
    !errors.pending &&
    !credentialsBlock &&
    !busy;
  const hasErrors = errors.total > 0;

  return (
    <>
      {credentialsBlock && profileId !== undefined && (
        <CredentialsBlock profileId={profileId} code={credentials} onForce={() => setForced(true)} />
      )}
      {hasErrors && (
        <div className="upl-note upl-note--error" data-testid="send-blocked">
          <p>{t('uploads.sendIntent.blocked', { count: errors.total })}</p>
          <p>{t('uploads.sendIntent.blockedHow')}</p>
        </div>
      )}
      {errors.pending && <p className="muted">{t('uploads.sendIntent.preflightPending')}</p>}
      <div className="upl-actions">
        <Button
          variant="primary"
          disabled={!ready || hasErrors}
          busy={busy && !overridden}
          data-testid="send-button"
          onClick={() => send(false)}
        >
          {busy && !overridden ? t('uploads.sendIntent.sending') : t('uploads.send.button')}
        </Button>
        {hasErrors && (
          <Button
            variant="warn"
            disabled={!ready}
            busy={busy && overridden}
            data-testid="send-override"
            onClick={() => setOverriding(true)}
          >
            {busy && overridden
              ? t('uploads.sendIntent.sending')
              : t('uploads.sendIntent.override', { count: errors.total })}
          </Button>
        )}
      </div>
      <p className="upl-sr-only" aria-live="polite">
        {busy ? t('uploads.sendIntent.sending') : ''}
      </p>
      {start.isError && !(start.error instanceof DeskInvokeError && guardRailRefusalOf(start.error.error)) && (
        <ErrorMessage error={start.error} />
      )}

      {overriding && (
        <ConfirmDialog
          title={t('uploads.sendIntent.overrideTitle', { count: errors.total })}
          confirmLabel={t('uploads.sendIntent.overrideConfirm', { count: errors.total })}
          cancelLabel={t('common.cancel')}
          danger
          onCancel={() => setOverriding(false)}
          onConfirm={() => {
            setOverriding(false);
            send(true);
          }}
        >
          <ul data-testid="override-counts">
            {errors.schema > 0 && <li>{t('uploads.sendIntent.schemaErrors', { count: errors.schema })}</li>}
            {errors.preflight > 0 && <li>{t('uploads.sendIntent.preflightErrors', { count: errors.preflight })}</li>}
          </ul>
          <p>
            <strong>{t('uploads.sendIntent.consequencesTitle')}</strong>
          </p>
          <ul data-testid="override-consequences">
            <li>{t('uploads.sendIntent.consequenceRefuse')}</li>
            <li>{t('uploads.sendIntent.consequenceStatus3')}</li>
            <li>
              {kind === 'full' ? t('uploads.sendIntent.consequenceFull') : t('uploads.sendIntent.consequenceChanges')}
            </li>
          </ul>
          <p>{t('uploads.sendIntent.recommendation')}</p>
        </ConfirmDialog>
      )}

      {findings && (
        <GuardRailDialog
          findings={findings}
          onCancel={() => setFindings(undefined)}
          onConfirm={(acknowledge, whenAllowed) => {
            setFindings(undefined);
            start.mutate({
              acknowledge: overridden ? [...acknowledge, 'invalid-package'] : acknowledge,
              whenAllowed,
              override: overridden,
            });
          }}
        />
      )}
    </>
  );
}

/** The invalid-package rail is the question the "send with N errors" dialog already answered. */
function withoutOverridden(findings: GuardFinding[], overridden: boolean): GuardFinding[] {
  return overridden ? findings.filter((f) => f.rule !== 'invalid-package') : findings;
}
