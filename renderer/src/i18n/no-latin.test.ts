import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { errorCodes } from '@shared/ipc/result';
import { foreignWords } from '@shared/i18n/foreign-words';
import { DeskInvokeError } from '@renderer/lib/ipc';
import { errorSentence, errorWording } from '@renderer/ui/error-sentence';
import { describeStoreError, describeStoreFailure } from '@renderer/features/stores/describe-store-error';
import { ruResources } from './index';
import { runtimeKey } from './runtime-key';

/** Every string of a table with its dotted key. */
function leaves(node: unknown, path = ''): [string, string][] {
  if (typeof node === 'string') return [[path, node]];
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
}

describe('no English inside the Russian interface', () => {
  it('finds English in a planted sentence (the check works)', () => {
    expect(foreignWords('Оператор отказал: The package is not valid JSON')).toEqual([
      'The',
      'package',
      'is',
      'not',
      'valid',
    ]);
    expect(foreignWords('код nnt {{nnt}} — «Unknown product», invalid_client, stocks[0].prcGnvlsMax')).toEqual([]);
  });

  it('every finding, error, status and outcome of the Russian table is Russian but for codes, fields and quotes', () => {
    const found = leaves(ruResources).flatMap(([key, text]) => foreignWords(text).map((w) => `${key}: ${w}`));
    expect(found).toEqual([]);
  });
});

/** Core's messages are English by design (logs, support): this stands for any of them. */
const CORE_TEXT = 'The package is not valid JSON: Unexpected token';

describe('no English at run time in the Russian error messages', () => {
  it('renders every IPC error code with core English text without showing it', async () => {
    const i18n = createInstance();
    await i18n.init({
      resources: { ru: { translation: ruResources } },
      lng: 'ru',
      interpolation: { escapeValue: false },
    });
    const leaking = errorCodes.filter((code) => {
      const key = `errors.${code}`;
      if (!i18n.exists(key)) return false;
      return foreignWords(i18n.t(runtimeKey(key), { message: CORE_TEXT, stalledSeconds: 30 })).length > 0;
    });
    expect(leaking).toEqual([]);
  });
});

describe('no English in the sentences that name an error, whatever core said', () => {
  const codes = [...errorCodes, 'a-code-no-table-knows'];
  const ru = async () => {
    const i18n = createInstance();
    await i18n.init({ resources: { ru: { translation: ruResources } }, lng: 'ru', interpolation: { escapeValue: false } });
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
