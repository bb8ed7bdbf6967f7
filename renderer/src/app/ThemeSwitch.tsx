import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyTheme, savedTheme, themeChoices, THEME_CHANGED_EVENT, type ThemeChoice } from '../ui/theme';

/** Light, dark or as the OS says; remembered between runs. */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<ThemeChoice>(savedTheme);
  // Chosen from the View menu: the select follows.
  useEffect(() => {
    const follow = () => setChoice(savedTheme());
    window.addEventListener(THEME_CHANGED_EVENT, follow);
    return () => window.removeEventListener(THEME_CHANGED_EVENT, follow);
  }, []);
  return (
    <label className="lang-switch">
      {t('app.theme.label')}
      <select
        value={choice}
        onChange={(e) => {
          const next = e.target.value as ThemeChoice;
          applyTheme(next);
          setChoice(next);
        }}
      >
        {themeChoices.map((c) => (
          <option key={c} value={c}>
            {t(`app.theme.${c}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
