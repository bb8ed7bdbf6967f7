import { useTranslation } from 'react-i18next';
import type { InvokeOutput } from '@shared/ipc/contract';
import { runtimeKey } from '@renderer/i18n/runtime-key';
import { schemaTestId, verdictState } from './verdict-state';

type Head = InvokeOutput<'workbench:findings'>;

/**
 * One truthful sentence about the package (never "ready to send" above a predicted rejection),
 * the notes that do not stop sending, and which dictionary checks could not run.
 */
export function Verdict({ head }: { head: Head }) {
  const { t } = useTranslation();
  const v = head.verdict;
  const state = verdictState(v);
  const notes = head.counts.warning + head.counts.info;
  const blocked = state === 'syntax' || state === 'errors' || state === 'rejection';
  return (
    <div className="wb-verdict" data-testid={schemaTestId(v)}>
      <p
        className={
          blocked
            ? 'upl-note upl-note--error'
            : state === 'readyUnchecked'
              ? 'upl-note upl-note--warn'
              : 'upl-note upl-note--good'
        }
        data-testid="workbench-verdict"
        data-state={state}
        role="status"
      >
        {state === 'errors'
          ? t('workbench.verdict.errors', { count: v.schemaErrors })
          : t(`workbench.verdict.${state}`)}
      </p>
      {notes > 0 && (
        <p className="upl-note" data-testid="workbench-notes">
          {t('workbench.verdict.notes', { count: notes, warning: head.counts.warning, info: head.counts.info })}
        </p>
      )}
      {v.skipped.map((s) => (
        <p key={s.dictionary} className="upl-note upl-note--warn" data-testid="workbench-skipped">
          {t('workbench.skipped', {
            dictionary: t(runtimeKey(`preflight.dictionaries.${s.dictionary}`)),
            reason: t(runtimeKey(`preflight.reasons.${s.reason}`)),
          })}
        </p>
      ))}
    </div>
  );
}
