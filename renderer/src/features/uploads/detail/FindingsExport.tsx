import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportFormat } from '@shared/ipc/channels/exports';
import { Button } from '@renderer/ui/Button';
import { ErrorMessage } from '@renderer/ui/ErrorMessage';
import { copyText } from '@renderer/lib/copy-text';
import { invoke } from '@renderer/lib/ipc';
import { saveDownload } from '@renderer/lib/save-download';
import { useAllFindings } from '../../workbench';
import { collectPreviewFindings, workbenchFindingRow } from './findings-rows';
import { findingsText } from './findings-text';

type Action = ExportFormat | 'copy';

/** What an export or copy did (uploads.findingsExport.<key>). */
interface Done {
  key: 'empty' | 'copied' | 'clipboardDenied' | 'saved';
  values?: { count: number } | { fileName: string };
}

/**
 * "Share the findings": every error, warning and preflight finding of a previewed file as CSV or
 * XLSX (made in core) or as plain text on the clipboard, for the pharmacy software's vendor.
 * This PC's check with a store is exported from the workbench's one list (the same rows in the
 * same order as on screen, parser stops and preflight included); a server check pages its own.
 */
export function FindingsExport({
  fileName,
  previewId,
  origin,
  profileId,
}: {
  fileName: string;
  previewId: string;
  origin: 'local' | 'server';
  profileId: number | undefined;
}) {
  const { t, i18n } = useTranslation();
  // What the last action did, as a message key and its values: worded in the language on screen
  // (switching the language after an export re-words it).
  const [done, setDone] = useState<Done | null>(null);
  const [manualCopy, setManualCopy] = useState<string>();
  const onScreen = origin === 'local' && profileId !== undefined;
  // Not fetched until an export asks (enabled: false); then read through the list's own query.
  const workbenchList = useAllFindings(profileId, { type: 'preview', previewId }, false);
  const run = useMutation({
    mutationFn: async (action: Action) => {
      setDone(null);
      setManualCopy(undefined);
      const rows = onScreen
        ? (await workbenchList.refetch({ throwOnError: true })).data!.items.map((f) => workbenchFindingRow(t, f))
        : await collectPreviewFindings(t, previewId, origin, profileId);
      if (rows.length === 0) return { key: 'empty' } satisfies Done;
      if (action === 'copy') {
        const text = findingsText(t, fileName, rows);
        if (await copyText(text)) return { key: 'copied', values: { count: rows.length } } satisfies Done;
        setManualCopy(text);
        return { key: 'clipboardDenied' } satisfies Done;
      }
      const file = await invoke('exports:findings', {
        format: action,
        language: i18n.language === 'en' ? 'en' : 'ru',
        baseName: fileName,
        rows,
      });
      saveDownload(file);
      return { key: 'saved', values: { fileName: file.fileName } } satisfies Done;
    },
    onSuccess: setDone,
  });
  const busy = run.isPending ? run.variables : undefined;

  return (
    <div className="upl-export" data-testid="findings-export">
      <h3>{t('uploads.findingsExport.title')}</h3>
      <p className="muted">{t('uploads.findingsExport.hint')}</p>
      <div className="upl-actions">
        {(['csv', 'xlsx', 'copy'] as const).map((action) => (
          <Button
            key={action}
            busy={busy === action}
            disabled={run.isPending}
            data-testid={`export-${action}`}
            onClick={() => run.mutate(action)}
          >
            {busy === action
              ? t('uploads.findingsExport.preparing')
              : t(action === 'copy' ? 'uploads.findingsExport.copyAll' : `uploads.findingsExport.${action}`)}
          </Button>
        ))}
      </div>
      <p className="muted" role="status" data-testid="export-status">
        {done && t(`uploads.findingsExport.${done.key}`, done.values)}
      </p>
      {manualCopy !== undefined && (
        <textarea
          className="upl-export__text mono"
          readOnly
          rows={8}
          value={manualCopy}
          aria-label={t('uploads.findingsExport.copyAll')}
          onFocus={(e) => e.currentTarget.select()}
        />
      )}
      {run.isError && <ErrorMessage error={run.error} />}
    </div>
  );
}
