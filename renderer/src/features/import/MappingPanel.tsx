import { stockListAccept } from '@shared/import/file-types';
import { useEffect, useRef, useState } from 'react';
import type { FileRefInfo } from '@shared/ipc/channels/upload-intake';
import { useTranslation } from 'react-i18next';
import { Button } from '@renderer/ui/Button';
import { DateTimeField } from '@renderer/ui/DateTimeField';
import { FilePicker } from '@renderer/ui/FilePicker';
import { useDropAnywhere } from '@renderer/lib/use-drop-anywhere';
import { coreNow } from '@renderer/lib/core-clock';
import { ErrorMessage } from '@renderer/ui/ErrorMessage';
import { CodesPanel, useResolveCodes } from '@renderer/features/codes';
import { RecentFiles, useRememberRecent } from '@renderer/features/recent-files';
import { ColumnMapping } from './ColumnMapping';
import { ConvertedPreview } from './ConvertedPreview';
import { ImportFindingsList } from './ImportFindingsList';
import {
  mappingOf,
  mergeColumns,
  missingRequired,
  moscowInputValue,
  packageDateOf,
  type MappingColumns,
  type ReadingChoice,
} from './mapping-state';
import { ReadingSettings } from './ReadingSettings';
import { saveDownload } from '@renderer/lib/save-download';
import { SendPackage } from './SendPackage';
import {
  chooseFile,
  openedFile,
  useConvertAndPreview,
  useReadFile,
  useSavedMapping,
  useSaveMapping,
  type ChosenFile,
} from './use-import';

/**
 * A CSV or XLSX file → a package: how it was read (overridable), which column feeds which field,
 * the first rows as they will be sent with their findings, the package date; then the whole
 * file converted in core and sent through the uploads pipeline.
 */
export function MappingPanel({ profileId, opened }: { profileId: number; opened?: FileRefInfo }) {
  const { t, i18n } = useTranslation();
  const saved = useSavedMapping(profileId);
  const save = useSaveMapping(profileId);
  const [file, setFile] = useState<ChosenFile>();
  const [pickError, setPickError] = useState<unknown>();
  const [reading, setReading] = useState<ReadingChoice>({});
  const [columns, setColumns] = useState<MappingColumns>();
  const [dateValue, setDateValue] = useState(() => moscowInputValue(coreNow()));
  const convert = useConvertAndPreview();
  const codes = useResolveCodes();

  const savedColumns = saved.data?.columns;
  const head = useReadFile(file, file ? mappingOf(reading, {}) : undefined, 'head');
  const headers = head.data?.info.headers ?? [];
  // Until the user maps by hand: the store's saved columns where they fit this file, then the suggestion.
  const shownColumns =
    columns ??
    (head.data && !head.isPlaceholderData ? mergeColumns(headers, head.data.mapping.columns, savedColumns) : undefined);
  const mapping = shownColumns ? mappingOf(reading, shownColumns) : undefined;
  const rows = useReadFile(file, mapping, 'rows');
  const packageDate = packageDateOf(dateValue);

  const changed = () => {
    convert.reset();
    codes.reset();
    save.reset();
  };
  // Exports rarely carry the operator's code: without an nnt column, preparing the package
  // first finds each row's code (store links, barcodes, the manager's confirmations).
  const needsCodes = shownColumns !== undefined && !shownColumns.nnt;
  const prepare = () =>
    needsCodes
      ? codes.mutate({ profileId, file: file!, mapping: mapping!, packageDate: packageDate! })
      : convert.mutate({ file: file!, mapping: mapping!, packageDate: packageDate! });
  // A new file starts from the store's saved reading settings and maps its columns afresh.
  const take = (chosen: ChosenFile) => {
    const { encoding, delimiter, sheet, headerRow } = saved.data ?? {};
    setReading({ encoding, delimiter, sheet, headerRow });
    setColumns(undefined);
    setFile(chosen);
    changed();
  };
  const pick = async (picked: File) => {
    setPickError(undefined);
    try {
      take(await chooseFile(picked));
    } catch (error) {
      setPickError(error);
    }
  };
  // Opened from the OS: core reads it from disk by its reference, with the store's saved reading
  // settings once they are known (each arrival is a new object, taken once).
  const taken = useRef<FileRefInfo>(undefined);
  // A table read by reference (opened from the OS or the recent list) joins the store's recent files.
  useRememberRecent(file?.fileRef);
  useEffect(() => {
    if (!opened || taken.current === opened || saved.isPending) return;
    taken.current = opened;
    setPickError(undefined);
    take(openedFile(opened));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `take` is rebuilt each render; the arrival decides
  }, [opened, saved.isPending]);

  // A table dropped anywhere on the import screen is read as if chosen (one file at a time).
  useDropAnywhere((files) => {
    if (files.length === 1) void pick(files[0]!);
  });

  const view = convert.data?.converted ?? rows.data;
  return (
    <div className="imp-panel">
      <section className="upl-card">
        <h2 className="upl-card__title">{t('import.pick.title')}</h2>
        <p className="muted">{t('import.pick.hint')}</p>
        <FilePicker
          variant="primary"
          accept={stockListAccept}
          testId="import-file-input"
          onFile={(picked) => void pick(picked)}
        >
          {file ? t('import.pick.another') : t('import.pick.button')}
        </FilePicker>
        {file && <p data-testid="import-file-name">{t('import.pick.chosen', { name: file.name })}</p>}
        <RecentFiles screen="import" />
        {(head.isFetching || rows.isFetching) && <p className="muted">{t('import.pick.reading')}</p>}
        {pickError !== undefined && <ErrorMessage error={pickError} />}
        {head.isError && <ErrorMessage error={head.error} />}
        {rows.isError && <ErrorMessage error={rows.error} />}
      </section>

      {head.data && (
        <ReadingSettings
          info={rows.data?.info ?? head.data.info}
          choice={reading}
          onChange={(next) => {
            setReading(next);
            // Another sheet, header row or separator means other headers: map afresh.
            setColumns(undefined);
            changed();
          }}
        />
      )}

      {head.data && shownColumns && headers.length > 0 && (
        <ColumnMapping
          headers={headers}
          columns={shownColumns}
          onChange={(next) => {
            setColumns(next);
            changed();
          }}
        />
      )}

      {rows.data && shownColumns && (
        <>
          <ConvertedPreview
            rows={rows.data.preview}
            sourceRows={rows.data.previewSourceRows}
            columns={shownColumns}
            findings={rows.data.findings}
          />
          <section className="upl-card" aria-labelledby="imp-package-title">
            <h2 className="upl-card__title" id="imp-package-title">
              {t('import.findings.title')}
            </h2>
            {view && (
              <ImportFindingsList
                findings={view.findings}
                errorCount={view.errorCount}
                warningCount={view.warningCount}
              />
            )}
            <div className="dk-field imp-date">
              <label htmlFor="imp-date">{t('import.date.label')}</label>
              <div className="imp-date__row">
                <DateTimeField
                  id="imp-date"
                  value={dateValue}
                  language={i18n.language}
                  invalid={packageDate === undefined}
                  timeLabel={t('import.date.time')}
                  datePlaceholder={t('import.date.datePlaceholder')}
                  timePlaceholder={t('import.date.timePlaceholder')}
                  onChange={(value) => {
                    setDateValue(value);
                    changed();
                  }}
                />
                <Button
                  onClick={() => {
                    setDateValue(moscowInputValue(coreNow()));
                    changed();
                  }}
                >
                  {t('import.date.now')}
                </Button>
              </div>
              <p className="dk-field__hint">{t('import.date.hint')}</p>
              {packageDate === undefined && (
                <p className="dk-field__msg dk-field__msg--error">{t('import.date.invalid')}</p>
              )}
            </div>
            <div className="upl-actions">
              <Button
                variant="primary"
                disabled={
                  !mapping ||
                  packageDate === undefined ||
                  missingRequired(shownColumns).length > 0 ||
                  convert.isPending ||
                  codes.isPending
                }
                onClick={prepare}
              >
                {convert.isPending || codes.isPending
                  ? t('import.actions.preparing')
                  : needsCodes
                    ? t('codes.find')
                    : t('import.actions.prepare')}
              </Button>
              <Button
                disabled={!mapping || save.isPending}
                onClick={() => save.mutate(mappingOf(reading, shownColumns))}
              >
                {t('import.actions.saveMapping')}
              </Button>
              {convert.data && (
                <Button
                  onClick={() =>
                    saveDownload({
                      fileName: convert.data.converted.packageFileName,
                      mimeType: 'application/json',
                      bytes: convert.data.converted.packageBytes,
                    })
                  }
                >
                  {t('import.actions.saveJson')}
                </Button>
              )}
            </div>
            {save.isSuccess && (
              <p className="upl-note upl-note--good" role="status">
                {t('import.actions.mappingSaved')}
              </p>
            )}
            {columns === undefined && savedColumns && Object.keys(savedColumns).length > 0 && (
              <p className="muted">{t('import.actions.mappingLoaded')}</p>
            )}
            {convert.data && (
              // Never "ready" beside a reason it cannot be sent.
              <p
                className={
                  convert.data.converted.errorCount > 0 ? 'upl-note upl-note--error' : 'upl-note upl-note--good'
                }
                data-testid="import-converted"
              >
                {t(
                  convert.data.converted.errorCount > 0
                    ? 'import.actions.convertedWithErrors'
                    : 'import.actions.converted',
                  {
                    rowsText: t('counts.records', { count: convert.data.converted.rows }),
                  },
                )}
              </p>
            )}
            {save.isError && <ErrorMessage error={save.error} />}
            {convert.isError && <ErrorMessage error={convert.error} />}
            {codes.isError && <ErrorMessage error={codes.error} />}
          </section>
        </>
      )}

      {codes.data && <CodesPanel key={codes.data.resolutionId} profileId={profileId} resolution={codes.data} />}
      {convert.data && convert.data.converted.errorCount > 0 && (
        <p className="upl-note upl-note--error" role="alert" data-testid="import-fix-first">
          {t('import.actions.fixFirst')}
        </p>
      )}
      {convert.data && convert.data.converted.errorCount === 0 && (
        <SendPackage
          key={convert.data.preview.previewId}
          preview={convert.data.preview}
          profileId={profileId}
          kinds={['full', 'changes']}
        />
      )}
    </div>
  );
}
