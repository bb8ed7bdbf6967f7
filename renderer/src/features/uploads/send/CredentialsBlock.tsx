import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SecretForm, useStores } from '../../stores';
import { Button } from '@renderer/ui/Button';
import { invoke } from '@renderer/lib/ipc';
import { queryKeys } from '@renderer/lib/query-keys';
import { runtimeKey } from '@renderer/i18n/runtime-key';

/** Token failures that no retry cures: the password (or its absence) must change first. */
const CREDENTIAL_CODES = new Set(['invalid-client', 'auth-failed', 'secret-missing']);

/**
 * Why the store cannot get a token, when its last token request failed for credentials; else
 * null. Read from the status summary (refetched with the status bar on every ledger or profile change).
 */
export function useCredentialsRefused(profileId: number | undefined): string | null {
  const summary = useQuery({
    queryKey: [...queryKeys.statusSummary(profileId), 'token'],
    queryFn: () => invoke('app:status-summary', { profileId: profileId! }),
    enabled: profileId !== undefined,
    select: (s) => s.token,
  });
  const token = summary.data;
  return token?.state === 'failed' && token.errorCode && CREDENTIAL_CODES.has(token.errorCode) ? token.errorCode : null;
}

/**
 * Sending stopped before it starts: the reason, the way to the store's password, and a
 * deliberate "try anyway" (the ledger then says "not sent" if the operator refuses again).
 */
export function CredentialsBlock({
  profileId,
  code,
  onForce,
}: {
  profileId: number;
  code: string;
  onForce: () => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const store = useStores().data?.find((s) => s.id === profileId);
  const [entering, setEntering] = useState(false);
  return (
    <div className="upl-note upl-note--error" role="alert" data-testid="send-blocked-credentials">
      <p>{t(runtimeKey(`uploads.sendIntent.credentials.${code}`))}</p>
      <div className="upl-actions">
        {store && <Button onClick={() => setEntering(true)}>{t('uploads.sendIntent.credentials.password')}</Button>}
        <Button variant="ghost" onClick={onForce} data-testid="send-force">
          {t('uploads.sendIntent.credentials.force')}
        </Button>
      </div>
      {entering && store && (
        <SecretForm
          profile={store}
          onDone={() => {
            setEntering(false);
            void client.invalidateQueries({ queryKey: queryKeys.statusSummaries() });
          }}
        />
      )}
    </div>
  );
}
