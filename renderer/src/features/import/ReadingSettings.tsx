import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { importSourceInfoSchema } from '@shared/ipc/channels/import';
import type { ReadingChoice } from './mapping-state';

type SourceInfo = z.infer<typeof importSourceInfoSchema>;

export const encodingNames = {
  'utf-8': 'UTF-8',
  'utf-16le': 'UTF-16 LE',
  'utf-16be': 'UTF-16 BE',
  'windows-1251': 'Windows-1251',
  ibm866: 'CP866 (DOS)',
} as const;
const delimiterKeys = { ';': 'semicolon', ',': 'comma', '\t': 'tab' } as const;

/**
 * How the file was read — encoding, separator (CSV), sheet (XLSX), header row — each shown as
 * detected and overridable; "detect" is always one choice away.
 */
export function ReadingSettings({
  info,
  choice,
  onChange,
}: {
  info: SourceInfo;
  choice: ReadingChoice;
  onChange: (choice: ReadingChoice) => void;
}) {
  const { t, i18n } = useTranslation();
  const detected = (value: string) => <p className="dk-field__hint">{t('import.settings.detected', { value })}</p>;
  const set = (patch: Partial<ReadingChoice>) => onChange({ ...choice, ...patch });
  return (
    <section className="upl-card" aria-labelledby="imp-settings-title" data-testid="import-settings">
      <h2 className="upl-card__title" id="imp-settings-title">
        {t('import.settings.title')}
      </h2>
      <div className="imp-settings">
        {info.format === 'csv' && (
          <>
            <div className="dk-field">
              <label htmlFor="imp-encoding">{t('import.settings.encoding')}</label>
              <select
                id="imp-encoding"
                value={choice.encoding ?? ''}
                onChange={(e) => set({ encoding: (e.target.value || undefined) as ReadingChoice['encoding'] })}
              >
                <option value="">{t('import.settings.auto')}</option>
                {Object.entries(encodingNames).map(([value, name]) => (
                  <option key={value} value={value}>
                    {name}
                  </option>
                ))}
              </select>
              {info.encoding !== null &&
                (info.encodingGuessed && choice.encoding === undefined ? (
                  <p className="dk-field__hint" data-testid="import-encoding-detected">
                    {t('import.settings.guessed', { value: encodingNames[info.encoding] })}
                  </p>
                ) : (
                  <div data-testid="import-encoding-detected">{detected(encodingNames[info.encoding])}</div>
                ))}
            </div>
            <div className="dk-field">
              <label htmlFor="imp-delimiter">{t('import.settings.delimiter')}</label>
              <select
                id="imp-delimiter"
                value={choice.delimiter ?? ''}
                onChange={(e) => set({ delimiter: (e.target.value || undefined) as ReadingChoice['delimiter'] })}
              >
                <option value="">{t('import.settings.auto')}</option>
                {Object.entries(delimiterKeys).map(([value, key]) => (
                  <option key={key} value={value}>
                    {t(`import.settings.${key}`)}
                  </option>
                ))}
              </select>
              {info.delimiter !== null && detected(t(`import.settings.${delimiterKeys[info.delimiter]}`))}
            </div>
          </>
        )}
        {info.format === 'xlsx' && (
          <div className="dk-field">
            <label htmlFor="imp-sheet">{t('import.settings.sheet')}</label>
            <select
              id="imp-sheet"
              value={choice.sheet === undefined ? '' : String(choice.sheet)}
              onChange={(e) => set({ sheet: e.target.value || undefined })}
            >
              <option value="">{t('import.settings.auto')}</option>
              {info.sheets.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
            {info.sheet !== null && detected(info.sheet)}
          </div>
        )}
        <div className="dk-field">
          <label htmlFor="imp-header-row">{t('import.settings.headerRow')}</label>
          <input
            id="imp-header-row"
            type="number"
            min={1}
            placeholder={t('import.settings.auto')}
            value={choice.headerRow ?? ''}
            onChange={(e) => {
              const n = Number.parseInt(e.target.value, 10);
              set({ headerRow: Number.isInteger(n) && n > 0 ? n : undefined });
            }}
          />
          {info.headerRow !== null && detected(t('import.settings.headerRowValue', { row: info.headerRow }))}
        </div>
      </div>
      <p className="muted" data-testid="import-data-rows">
        {t('import.settings.rows', { count: info.dataRows, formatParams: { count: { lng: i18n.language } } })}
        {info.droppedTotals > 0 && ` · ${t('import.settings.droppedTotals', { count: info.droppedTotals })}`}
      </p>
    </section>
  );
}
