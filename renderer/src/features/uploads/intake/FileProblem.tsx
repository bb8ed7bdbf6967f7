import { useTranslation } from 'react-i18next';
import { errorFault } from '@shared/i18n/error-fault';
import { runtimeKey } from '@renderer/i18n/runtime-key';
import { DeskInvokeError } from '@renderer/lib/ipc';
import { ErrorMessage } from '@renderer/ui/ErrorMessage';

/** A file problem told in the user's words when core named its fault; other errors as usual. */
export function FileProblem({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const fault = error instanceof DeskInvokeError ? errorFault(error.error) : null;
  if (!fault) return <ErrorMessage error={error} />;
  return (
    <div className="error-box" role="alert" data-testid="file-problem">
      <p>{t(runtimeKey(fault.key), fault.params)}</p>
    </div>
  );
}
