import { packageAccept } from '@shared/import/file-types';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  validationSchemaNameSchema,
  type FilePreview,
  type PackageCheck,
  type ValidationSchemaName,
} from '@shared/ipc/channels/uploads';
import { useCurrentStore } from '@renderer/app/current-store';
import { Button } from '@renderer/ui/Button';
import { FilePicker } from '@renderer/ui/FilePicker';
import { ErrorMessage } from '@renderer/ui/ErrorMessage';
import { invoke } from '@renderer/lib/ipc';
import { CheckResult } from './FilePreviewCard';
import { FindingsExport } from '../detail/FindingsExport';

type Source = { kind: 'file'; file: File } | { kind: 'paste' };
/** A check's result; `pasted`: the package was pasted text, named in the language on screen. */
type Result = { preview: FilePreview; server: PackageCheck; schemaName: ValidationSchemaName; pasted: boolean };

/**
 * The validation troubleshooter: a package of any of the four schemas, opened or pasted, checked
 * on the operator's endpoint (4.4) and, for stocks, on this PC too — shown in the same error
 * views as an upload's check, and shareable the same way. Nothing is sent for processing.
 */
export function ValidationTroubleshooter() {
  const { t } = useTranslation();
  const { profileId } = useCurrentStore();
  const schemaId = useId();
  const pasteId = useId();
  const [schemaName, setSchemaName] = useState<ValidationSchemaName>('stocks');
  const [text, setText] = useState('');
  const [source, setSource] = useState<Source>({ kind: 'paste' });

  const check = useMutation({
    mutationFn: async (): Promise<Result> => {
      const bytes =
        source.kind === 'file' ? new Uint8Array(await source.file.arrayBuffer()) : new TextEncoder().encode(text);
      const fileName = source.kind === 'file' ? source.file.name : t('uploads.troubleshoot.pastedName');
      const preview = await invoke('uploads:preview-file', { fileName, bytes });
      const server = await invoke('uploads:validate-on-server', {
        profileId: profileId!,
        previewId: preview.previewId,
        schemaName,
      });
      return { preview, server, schemaName, pasted: source.kind === 'paste' };
    },
  });
  const ready = profileId !== undefined && (source.kind === 'file' || text.trim() !== '');
  const result = check.data;
  const resultName = result?.pasted ? t('uploads.troubleshoot.pastedName') : (result?.preview.fileName ?? '');

  return (
    <div className="upl-new" data-testid="troubleshooter">
      <section className="upl-card">
        <h2 className="upl-card__title">{t('uploads.troubleshoot.title')}</h2>
        <p className="muted">{t('uploads.troubleshoot.hint')}</p>
        <p>
          <label htmlFor={schemaId}>{t('uploads.troubleshoot.schema')}</label>{' '}
          <select
            id={schemaId}
            value={schemaName}
            data-testid="troubleshoot-schema"
            onChange={(e) => setSchemaName(validationSchemaNameSchema.parse(e.target.value))}
          >
            {validationSchemaNameSchema.options.map((name) => (
              <option key={name} value={name}>
                {t(`uploads.troubleshoot.schemas.${name}`)}
              </option>
            ))}
          </select>
        </p>
        {schemaName !== 'stocks' && <p className="muted">{t('uploads.troubleshoot.localOnlyStocks')}</p>}
        <FilePicker
          accept={packageAccept}
          testId="troubleshoot-file"
          onFile={(file) => setSource({ kind: 'file', file })}
        >
          {t('uploads.troubleshoot.open')}
        </FilePicker>
        {source.kind === 'file' && (
          <p data-testid="troubleshoot-source">{t('uploads.troubleshoot.source', { name: source.file.name })}</p>
        )}
        <p>
          <label htmlFor={pasteId}>{t('uploads.troubleshoot.pasteLabel')}</label>
        </p>
        <textarea
          id={pasteId}
          className="upl-export__text mono"
          rows={6}
          value={text}
          placeholder={t('uploads.troubleshoot.pastePlaceholder')}
          data-testid="troubleshoot-paste"
          onChange={(e) => {
            setText(e.target.value);
            // Typing or pasting makes the text the package to check (the chosen file stays named until then).
            setSource({ kind: 'paste' });
          }}
        />
        {profileId === undefined && <p className="upl-note">{t('uploads.troubleshoot.noStore')}</p>}
        <div className="upl-actions">
          <Button
            variant="primary"
            disabled={!ready}
            busy={check.isPending}
            data-testid="troubleshoot-check"
            onClick={() => check.mutate()}
          >
            {check.isPending ? t('uploads.troubleshoot.checking') : t('uploads.troubleshoot.check')}
          </Button>
        </div>
        {check.isError && <ErrorMessage error={check.error} />}
      </section>

      {result && (
        <section className="upl-card" aria-label={resultName} data-testid="troubleshoot-result">
          <h2 className="upl-card__title">{resultName}</h2>
          <p
            className={result.server.valid ? 'upl-note upl-note--good' : 'upl-note upl-note--error'}
            data-testid="troubleshoot-verdict"
          >
            {result.server.valid
              ? t('uploads.troubleshoot.valid', { schema: result.schemaName })
              : t('uploads.troubleshoot.invalid', { count: result.server.errorCount, schema: result.schemaName })}
          </p>
          <h3>{t('uploads.preview.serverTab')}</h3>
          <CheckResult
            check={result.server}
            previewId={result.preview.previewId}
            profileId={profileId}
            stockFields={result.schemaName === 'stocks'}
          />
          {result.schemaName === 'stocks' && (
            <>
              <h3>{t('uploads.preview.localTab')}</h3>
              <CheckResult check={result.preview.check} previewId={result.preview.previewId} profileId={profileId} />
            </>
          )}
          {result.server.syntaxError === null && (
            <FindingsExport
              fileName={resultName}
              previewId={result.preview.previewId}
              origin="server"
              profileId={undefined}
            />
          )}
        </section>
      )}
    </div>
  );
}
