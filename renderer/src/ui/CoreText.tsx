import { useTranslation } from 'react-i18next';

/**
 * Core's English text of an error no table words, folded under "for support": a Russian manager
 * cannot act on English, but support may need it.
 */
export function CoreText({ text }: { text?: string | null }) {
  const { t } = useTranslation();
  if (!text) return null;
  return (
    <details className="muted">
      <summary>{t('errors.coreText')}</summary>
      <p lang="en">{text}</p>
    </details>
  );
}
