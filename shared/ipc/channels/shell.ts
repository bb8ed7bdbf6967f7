import { z } from 'zod';
import { themeChoiceSchema } from './app';
import { fileRefInfoSchema } from './upload-intake';

/**
 * What the desktop shell (main) asks the window to show: an upload (a notification was clicked),
 * a file opened from the OS ("Open with", a double-click, a second launch, File → Open; already
 * vetted and registered by reference), a Help page. Sent by main only, never by core.
 */
export const shellEvents = {
  'shell:navigate': z.discriminatedUnion('to', [
    z.object({
      to: z.literal('upload'),
      profileId: z.number().int().positive(),
      uploadId: z.number().int().positive(),
    }),
    z.object({ to: z.literal('file'), file: fileRefInfoSchema }),
    z.object({
      to: z.literal('refused-file'),
      fileName: z.string(),
      /** Why the file register refused it (the window words it; see FileRefRefused). */
      reason: z.enum([
        'not-absolute',
        'missing',
        'not-a-file',
        'extension',
        'app-data',
        'linked-app-data',
        'unreadable',
        /** A recent file no longer where it was: core removed it from the store's list. */
        'recent-missing',
      ]),
    }),
  ]),
  /** A menu command the window carries out (the native menu lives in main; the screens in the window). */
  'shell:menu': z.discriminatedUnion('action', [
    z.object({ action: z.enum(['import', 'export-findings', 'guide', 'diagnostics', 'support-bundle']) }),
    z.object({ action: z.literal('theme'), theme: themeChoiceSchema }),
    z.object({ action: z.literal('language'), language: z.enum(['ru', 'en']) }),
  ]),
} as const;

export type ShellMenuCommand = z.infer<(typeof shellEvents)['shell:menu']>;
