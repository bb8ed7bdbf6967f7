import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { coreNotice, shouldRefetchAll, type CoreState } from './core-state';

/** A notice across the shell while the core host restarts ("reconnecting") or after it gave up. */
export function CoreStateBanner() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [state, setState] = useState<CoreState | null>(null);
  const previous = useRef<CoreState | null>(null);
  useEffect(
    () =>
      window.desk.on('core:state', (next) => {
        if (shouldRefetchAll(previous.current, next)) void queryClient.invalidateQueries();
        previous.current = next;
        setState(next);
      }),
    [queryClient],
  );
  const notice = coreNotice(state);
  if (!notice) return null;
  return (
    <div
      className={`core-banner core-banner--${notice.tone}`}
      role={notice.tone === 'error' ? 'alert' : 'status'}
      data-testid="core-state"
    >
      {t(notice.key, { reason: state?.reason ?? '' })}
    </div>
  );
}
