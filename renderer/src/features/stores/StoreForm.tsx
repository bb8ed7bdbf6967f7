import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoreProfile } from '@shared/ipc/channels/profiles';
import {
  checkProfileDraft,
  hasBlockingIssue,
  normalizeProfileDraft,
  type ProfileDraft,
  type ProfileField,
} from '@shared/profiles/profile-draft';
import { describeStoreFailure, fieldCodesOf } from './describe-store-error';
import { storeDisplayName } from './store-display-name';
import { useStoreMutations } from './use-stores';
import { Button } from '@renderer/ui/Button';
import { useOpenedFormFocus } from '@renderer/ui/focus';
import { runtimeKey } from '@renderer/i18n/runtime-key';

const FIELDS: ProfileField[] = ['storeId', 'name', 'baseUrl', 'authUrl'];
const empty: ProfileDraft = { storeId: '', name: '', baseUrl: 'https://', authUrl: 'https://' };

/**
 * Add or edit a store profile. Each field is checked as the manager types (the same rules
 * core applies, from shared/); a message under the field says what is wrong and how to fix it.
 * The built-in Sandbox can only be renamed.
 */
export function StoreForm({ profile, onDone }: { profile?: StoreProfile; onDone: () => void }) {
  const { t } = useTranslation();
  const formId = useId();
  // Opens on its first field; closing (saved or cancelled) returns focus to the button that opened it.
  const formRef = useRef<HTMLFormElement>(null);
  useOpenedFormFocus(formRef);
  const { add, update } = useStoreMutations();
  const mutation = profile ? update : add;
  const [draft, setDraft] = useState<ProfileDraft>(
    profile
      ? { storeId: profile.storeId, name: profile.name, baseUrl: profile.baseUrl, authUrl: profile.authUrl }
      : empty,
  );
  const [touched, setTouched] = useState<Partial<Record<ProfileField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  // Problems main reported stay until the manager changes that field.
  const [serverCodes, setServerCodes] = useState<Record<string, string>>({});
  const sandbox = profile?.isSandbox ?? false;
  const visible: ProfileField[] = sandbox ? ['name'] : FIELDS;

  const issues = useMemo(() => {
    const checked = checkProfileDraft(normalizeProfileDraft(draft));
    return sandbox ? checked.filter((i) => i.field === 'name') : checked;
  }, [draft, sandbox]);

  const messageFor = (field: ProfileField): { text: string; severity: 'error' | 'warning' } | undefined => {
    if (serverCodes[field])
      return { text: t(runtimeKey(`stores.fieldErrors.${serverCodes[field]}`)), severity: 'error' };
    const issue = issues.find((i) => i.field === field && (i.severity === 'warning' || touched[field] || submitted));
    if (!issue) return undefined;
    const text = t(`stores.fieldErrors.${issue.code}`);
    // A GUID's message also points at where it goes wrong.
    const where = issue.guid && t(`stores.fieldErrors.guid.${issue.guid.kind}`, { ...issue.guid });
    return { text: where ? `${text} ${where}` : text, severity: issue.severity };
  };

  const change = (field: ProfileField, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setServerCodes((codes) => {
      const { [field]: _dropped, ...rest } = codes;
      return rest;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (hasBlockingIssue(issues)) return;
    const onError = (error: unknown) => setServerCodes(fieldCodesOf(error));
    if (profile) update.mutate({ id: profile.id, ...draft }, { onSuccess: onDone, onError });
    else add.mutate(draft, { onSuccess: onDone, onError });
  };

  const blocking = submitted && hasBlockingIssue(issues);
  const serverFieldError = Object.keys(serverCodes).length > 0;
  const otherError = mutation.isError && !serverFieldError;

  return (
    <form
      ref={formRef}
      className="store-form"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${formId}-title`}
      data-testid="store-form"
    >
      <h2 id={`${formId}-title`}>
        {profile
          ? t(sandbox ? 'stores.form.renameTitle' : 'stores.form.editTitle', { name: storeDisplayName(t, profile) })
          : t('stores.form.addTitle')}
      </h2>
      {sandbox && <p className="muted">{t('stores.form.sandboxFixed')}</p>}
      {visible.map((field) => {
        const id = `${formId}-${field}`;
        const message = messageFor(field);
        const label = field === 'storeId' ? t('stores.storeId') : t(`stores.form.${field}`);
        const hint = field === 'storeId' ? t('stores.form.storeIdHint') : t(`stores.form.${field}Hint`);
        return (
          <div key={field} className={message?.severity === 'error' ? 'dk-field dk-field--error' : 'dk-field'}>
            <label htmlFor={id}>{label}</label>
            <input
              id={id}
              name={field}
              value={draft[field]}
              className={field === 'name' ? undefined : 'mono'}
              spellCheck={false}
              autoComplete="off"
              aria-invalid={message?.severity === 'error'}
              aria-describedby={`${id}-hint ${id}-msg`}
              onChange={(e) => change(field, e.target.value)}
              onBlur={() => setTouched((s) => ({ ...s, [field]: true }))}
            />
            <p id={`${id}-hint`} className="dk-field__hint">
              {hint}
            </p>
            <p
              id={`${id}-msg`}
              className={message ? `dk-field__msg dk-field__msg--${message.severity}` : 'dk-field__msg'}
              role={message ? 'alert' : undefined}
            >
              {message?.text}
            </p>
          </div>
        );
      })}
      {blocking && <p className="dk-note dk-note--error">{t('stores.form.fixErrors')}</p>}
      {otherError && <p className="dk-note dk-note--error">{describeStoreFailure(t, mutation.error)}</p>}
      <div className="dk-actions">
        <Button type="submit" variant="primary" disabled={mutation.isPending}>
          {mutation.isPending ? t('stores.form.saving') : t('stores.form.save')}
        </Button>
        <Button onClick={onDone}>{t('stores.form.cancel')}</Button>
      </div>
    </form>
  );
}
