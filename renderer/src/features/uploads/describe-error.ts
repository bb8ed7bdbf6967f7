import type { TFunction } from 'i18next';
import type { ErrorReason, PackageError } from '../../../../shared/ipc/channels/uploads';

/** One reason in plain words: the code picks the sentence, its params fill it in. */
export function describeReason(t: TFunction, reason: ErrorReason): string {
  const params: Record<string, string | number> = { ...reason.params };
  if (reason.code === 'wrong-type') {
    const expected = String(params.expected ?? 'other');
    const actual = String(params.actual ?? 'other');
    params.expected = t(`packageErrors.types.${expected}`, {
      defaultValue: expected,
    });
    params.actual = t(`packageErrors.actualTypes.${actual}`, {
      defaultValue: actual,
    });
  }
  // Records are numbered from 1 on screen, as a person counts them.
  if (reason.code === 'not-unique') params.firstRow = Number(params.firstRow) + 1;
  // An unknown field with a near miss says which field was probably meant.
  if (reason.code === 'unknown-field' && params.suggestion)
    return t('packageErrors.reasons.unknownFieldSuggest', params);
  return t(`packageErrors.reasons.${reason.code}`, params);
}

/** Every reason of one offending field, joined into one sentence. */
export function describeError(t: TFunction, error: PackageError): string {
  const text = error.reasons.map((r) => describeReason(t, r)).join('; ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** What the field is, in words (`qnt` → `количество`); empty for fields the format does not name. */
export function fieldLabel(t: TFunction, field: string | null): string {
  if (!field) return '';
  return t(`packageErrors.fields.${field}`, { defaultValue: '' });
}
