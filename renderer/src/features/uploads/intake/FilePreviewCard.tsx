import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileEncoding, FilePreview, PackageCheck } from '@shared/ipc/channels/uploads';
import { ErrorMessage } from '@renderer/ui/ErrorMessage';
import { invoke } from '@renderer/lib/ipc';
import { PackageWorkbench, recordPaths } from '../../workbench';
import { ErrorTable } from '../detail/ErrorTable';
import { FindingsExport } from '../detail/FindingsExport';
import { formatBytes, formatNumber } from '@renderer/ui/format';
import { When } from '../When';
import { Button } from '@renderer/ui/Button';
import { Tabs, useTabsId } from '@renderer/ui/Tabs';

/** What the chosen file holds and what the check found: the facts, then the errors table when there are errors. */
export function FilePreviewCard({ preview, profileId }: { preview: FilePreview; profileId: number | undefined }) {
  const { t, i18n } = useTranslation();
  const [origin, setOrigin] = useState<'local' | 'server'>('local');
  const tabs = useTabsId();
  const server = useMutation({
    mutationFn: () =>
      invoke('uploads:validate-on-server', {
        profileId: profileId!,
        previewId: preview.previewId,
      }),
  });
  const check: PackageCheck = origin === 'server' && server.data ? server.data : preview.check;

  return (
    <section className="upl-card" aria-label={preview.fileName} data-testid="file-preview">
      <h2 className="upl-card__title">{preview.fileName}</h2>
      <dl className="upl-facts">
        <dt>{t('uploads.preview.rows')}</dt>
        <dd data-testid="preview-rows">{preview.rows === null ? '—' : formatNumber(preview.rows, i18n.language)}</dd>
        <dt>{t('uploads.preview.size')}</dt>
        <dd>{formatBytes(preview.bytes, i18n.language)}</dd>
        <dt>{t('uploads.preview.date')}</dt>
        <dd>{preview.packageDate ? <When iso={preview.packageDate} /> : '—'}</dd>
        <dt>{t('uploads.preview.checksum')}</dt>
        <dd className="mono upl-hash">{preview.sha256}</dd>
      </dl>

      <EncodingNotice encoding={preview.encoding} />

      {server.data && (
        <Tabs
          idBase={tabs}
          small
          label={t('uploads.preview.checksTabs')}
          items={[
            { id: 'local', label: t('uploads.preview.localTab') },
            { id: 'server', label: t('uploads.preview.serverTab') },
          ]}
          selected={origin}
          onSelect={setOrigin}
        />
      )}

      {/* This PC's check and preflight speak through the workbench (one verdict, one list); the server's answer keeps its table. */}
      {origin === 'local' && profileId !== undefined ? (
        <PackageWorkbench source={{ type: 'preview', previewId: preview.previewId }} profileId={profileId} />
      ) : (
        <CheckResult check={check} previewId={preview.previewId} profileId={profileId} />
      )}
      {preview.check.syntaxError === null && (
        <FindingsExport
          fileName={preview.fileName}
          previewId={preview.previewId}
          origin={check.origin}
          profileId={profileId}
        />
      )}

      {profileId !== undefined && preview.check.syntaxError === null && (
        <div className="upl-actions">
          <Button
            disabled={server.isPending}
            onClick={() => server.mutate(undefined, { onSuccess: () => setOrigin('server') })}
          >
            {server.isPending ? t('uploads.preview.serverChecking') : t('uploads.preview.serverCheck')}
          </Button>
          {server.data && origin === 'server' && (
            <span className="muted">
              {server.data.valid
                ? t('uploads.preview.serverValid')
                : server.data.errorCount === 0
                  ? t('uploads.preview.serverRefused')
                  : t('uploads.preview.serverInvalid', {
                      count: server.data.errorCount,
                    })}
            </span>
          )}
        </div>
      )}
      {server.isError && <ErrorMessage error={server.error} />}
    </section>
  );
}

const encodingNames: Record<FileEncoding['name'], string> = {
  'utf-8': 'UTF-8',
  'utf-16le': 'UTF-16 LE',
  'utf-16be': 'UTF-16 BE',
  'windows-1251': 'Windows-1251',
  ibm866: 'CP866 (DOS)',
};

/** How the file's bytes were read, when it was not plain UTF-8: the user must know what is sent. */
function EncodingNotice({ encoding }: { encoding: FileEncoding }) {
  const { t } = useTranslation();
  if (!encoding.sendable) {
    return (
      <p className="upl-note upl-note--error" role="alert" data-testid="encoding-notice">
        {t('uploads.preview.encodingUnsendable')}
      </p>
    );
  }
  if (encoding.notice === null) return null;
  return (
    <p className="upl-note" data-testid="encoding-notice">
      {encoding.notice === 'bom-removed'
        ? t('uploads.preview.encodingBom')
        : t('uploads.preview.encodingConverted', { from: encodingNames[encoding.name] })}
    </p>
  );
}

/** What a check found (this PC or the operator): the verdict, then the errors table. */
export function CheckResult({
  check,
  previewId,
  profileId,
  stockFields = true,
}: {
  check: PackageCheck;
  previewId: string;
  profileId: number | undefined;
  /** The package is a stock package (the troubleshooter also checks the operator's other schemas). */
  stockFields?: boolean;
}) {
  const { t } = useTranslation();
  const table = (
    <ErrorTable
      key={`${previewId}-${check.origin}`}
      source={{ type: 'preview', previewId, origin: check.origin }}
      summary={check.summary}
      total={check.listedCount}
      profileId={profileId}
      stockFields={stockFields}
    />
  );
  const listedErrors = check.listedCount - (check.listedWarningCount ?? 0);
  const warnings = check.warningCount > 0 && (
    <p className="upl-note" data-testid="check-warnings">
      {t('uploads.preview.warnings', { count: check.warningCount })}
    </p>
  );
  if (check.valid) {
    return (
      <>
        <p className="upl-note upl-note--good" data-testid="check-valid">
          {t('uploads.preview.valid')}
        </p>
        {warnings}
        {check.listedCount > 0 && table}
      </>
    );
  }
  if (check.syntaxError) {
    return (
      <div className="upl-note upl-note--error" data-testid="check-syntax">
        <p>{t('uploads.preview.unparseable')}</p>
        {check.syntaxError.line !== null && (
          <p>
            {t('uploads.preview.unparseableAt', {
              line: check.syntaxError.line,
              position: check.syntaxError.position,
            })}
          </p>
        )}
        {check.syntaxError.path && (
          <p>
            {t('uploads.preview.unparseablePath', {
              path: recordPaths(t, check.syntaxError.path),
            })}
          </p>
        )}
        {check.exceptionMessage && <p className="mono muted">{recordPaths(t, check.exceptionMessage)}</p>}
      </div>
    );
  }
  if (check.errorCount === 0 && check.exceptionMessage) {
    // Refused without a field list (e.g. `validationErrors: null`): the operator's reason takes the list's place.
    return (
      <div className="upl-note upl-note--error" data-testid="check-refused">
        <p>{t('uploads.preview.serverRefused')}</p>
        <p>{t('uploads.preview.refusedReason', { reason: recordPaths(t, check.exceptionMessage) })}</p>
      </div>
    );
  }
  return (
    <>
      <p className="upl-note upl-note--error" data-testid="check-invalid">
        {t('uploads.preview.invalid', { count: check.errorCount })}
        {listedErrors < check.errorCount &&
          ` ${t('uploads.preview.capped', { listed: listedErrors, count: check.errorCount })}`}
      </p>
      {warnings}
      {table}
    </>
  );
}
