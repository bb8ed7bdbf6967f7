import { Component, useState, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@renderer/ui/Button';
import { errorDetails, newErrorId } from './error-report';

interface Caught {
  id: string;
  details: string;
}

/**
 * One per screen: a render error stops that screen only (the shell, navigation and other screens
 * stay), shows a 6-hex error number and offers "Copy details" for support.
 */
export class ScreenErrorBoundary extends Component<{ screen: string; children: ReactNode }, { caught: Caught | null }> {
  override state: { caught: Caught | null } = { caught: null };

  static getDerivedStateFromError(): { caught: Caught } {
    return { caught: { id: newErrorId(), details: '' } };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const id = this.state.caught?.id ?? newErrorId();
    const details = errorDetails({
      id,
      screen: this.props.screen,
      error,
      componentStack: info.componentStack,
      at: new Date(),
      userAgent: navigator.userAgent,
    });
    this.setState({ caught: { id, details } });
    console.error(details);
  }

  override render(): ReactNode {
    const { caught } = this.state;
    if (!caught) return this.props.children;
    return <ScreenError caught={caught} onRetry={() => this.setState({ caught: null })} />;
  }
}

function ScreenError({ caught, onRetry }: { caught: Caught; onRetry: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <div className="error-box" role="alert" data-testid="screen-error">
      <p>
        <strong>{t('boundary.title')}</strong>
      </p>
      <p>{t('boundary.body')}</p>
      <p data-testid="screen-error-id">{t('boundary.id', { id: caught.id })}</p>
      <p className="screen-error__actions">
        <Button
          onClick={() =>
            void navigator.clipboard.writeText(caught.details || `Error ${caught.id}`).then(() => setCopied(true))
          }
        >
          {copied ? t('boundary.copied') : t('boundary.copy')}
        </Button>
        <Button variant="ghost" onClick={onRetry}>
          {t('boundary.retry')}
        </Button>
      </p>
    </div>
  );
}
