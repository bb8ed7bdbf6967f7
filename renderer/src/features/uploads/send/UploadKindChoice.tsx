import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadKind } from '@shared/ipc/channels/uploads';

/** The kinds a stock package is sent as (a delete carries no package). */
export type PackageKind = Exclude<UploadKind, 'delete'>;

/** Full or changes: one radio card per kind, each with what it does to the operator's stock. */
export function UploadKindChoice({
  kinds,
  kind,
  onChange,
}: {
  kinds: readonly PackageKind[];
  kind: PackageKind | undefined;
  onChange: (kind: PackageKind) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="upl-kinds">
      <legend className="upl-sr-only">{t('uploads.kind.title')}</legend>
      {kinds.map((k) => (
        <label key={k} className={kind === k ? 'upl-kind upl-kind--chosen' : 'upl-kind'}>
          <input type="radio" name={name} value={k} checked={kind === k} onChange={() => onChange(k)} />
          <span>
            <strong>{t(`uploads.kind.${k}`)}</strong>
            <span className="muted">{t(`uploads.kind.${k}Hint`)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
