import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { errorCodes } from '@shared/ipc/result';
import { foreignWords } from '@shared/i18n/foreign-words';
import { ruResources } from '@renderer/i18n';
import { DeskInvokeError } from '@renderer/lib/ipc';
import { errorSentence, errorWording } from '@renderer/ui/error-sentence';
import { describeStoreError, describeStoreFailure } from '@renderer/features/stores/describe-store-error';

/**
 * The run-time half of renderer/src/i18n/no-latin.test.ts: every place that names an error in a
 * sentence (error box, status bar, store forms, webhook list), fed core's English message.
 */
const CORE_TEXT = 'The package is not valid JSON: Unexpected token';

describe('no English in the sentences that name an error, whatever core said', () => {
  const codes = [...errorCodes, 'a-code-no-table-knows'];
  const ru = async () => {
    const i18n = createInstance();
    await i18n.init({
      resources: { ru: { translation: ruResources } },
      lng: 'ru',
      interpolation: { escapeValue: false },
    });
    return i18n;
  };
  const failure = (code: string) =>
    new DeskInvokeError({ code, message: CORE_TEXT, details: { errorId: 'E-1A2B' } } as never);

  it('the error box, the status bar and the store forms word every code without core’s text', async () => {
    const i18n = await ru();
    const leaking = codes.flatMap((code) => {
      const w = errorWording(i18n.t, i18n, failure(code));
      const texts = {
        box: [w.text, ...w.issues].join(' '),
        status: i18n.t('status.unavailable', { reason: errorSentence(i18n.t, i18n, failure(code)) }),
        store: describeStoreFailure(i18n.t, failure(code)),
        storeCheck: describeStoreError(i18n.t, code),
        webhook: i18n.t('webhooks.list.failed', { action: 'Подписка', when: '27.11.2026', reason: w.text }),
      };
      return Object.entries(texts)
        .filter(([, text]) => foreignWords(text).length > 0 || text.includes('package'))
        .map(([where, text]) => `${code} (${where}): ${text}`);
    });
    expect(leaking).toEqual([]);
  });

  it('a thrown Error reads as its name in Russian, its message only aside for support', async () => {
    const i18n = await ru();
    const w = errorWording(i18n.t, i18n, new Error(CORE_TEXT));
    expect(foreignWords(w.text)).toEqual([]);
    expect(w.coreText).toBe(CORE_TEXT);
    expect(foreignWords(describeStoreFailure(i18n.t, new Error(CORE_TEXT)))).toEqual([]);
  });
});
