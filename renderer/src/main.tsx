import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { z } from 'zod';
// The palette and focus ring, then the kit's controls, so a feature's stylesheet can refine them.
import './ui/theme.css';
import './ui/controls.css';
import { App } from './app/App';
import './app/styles.css';
import { initI18n } from './i18n';
import { createQueryClient } from './lib/query-client';
import { applyTheme, savedTheme } from './ui/theme';

// zod probes `new Function`, which the strict CSP forbids; jitless mode avoids the probe.
z.config({ jitless: true });
initI18n();
applyTheme(savedTheme());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <App />
    </QueryClientProvider>
  </StrictMode>,
);
