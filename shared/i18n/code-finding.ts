import { codeFindingWording } from './code-finding-wording';

/**
 * The key (under `codeFindings.`) and i18next parameters of a code finding: a conflict names its
 * products when the dictionary knows both, and their prices when this store had both and the row has one.
 */
export function codeFindingText(
  code: string,
  params: Readonly<Record<string, string | number>> | undefined,
): { key: string; params: Record<string, string | number> } | null {
  if (!Object.hasOwn(codeFindingWording.ru, code)) return null;
  const p: Record<string, string | number> = { sku: '—', barcode: '—', ...params };
  if (code === 'code-conflict') {
    const named = typeof p.linkName === 'string' && typeof p.barcodeName === 'string';
    const priced = named && [p.linkPrice, p.barcodePrice, p.rowPrice].every((v) => typeof v === 'number');
    return { key: `codeFindings.${code}${priced ? '_priced' : named ? '_named' : ''}`, params: p };
  }
  return { key: `codeFindings.${code}`, params: p };
}
