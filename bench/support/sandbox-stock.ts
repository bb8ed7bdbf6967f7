import type { ApiClient } from '@core/api/api-types';

/**
 * Uploads a full stock package of `rows` rows with an API client of the Sandbox store and waits
 * until the Sandbox accepted it, so a bench can read it back through core. The operator checks
 * price-regulated (ЖНВЛП) rows against its goods dictionary: such a row carries gnvls: true and a
 * prcGnvlsMax not below its retail price, as a real export would send.
 */
export async function uploadSandboxStock(client: ApiClient, rows: number): Promise<void> {
  const goods = (await client.getDictionaryChunk('goods_normalized', { count: 5_000 })) as {
    nnt: number;
    gnvls?: boolean | null;
  }[];
  const mans = ['Фармстандарт', 'озон', 'Вертекс', 'Ёлкин и К', 'Bayer', 'sandoz', 'Тева', 'ЭКОлаб'];
  const pkg = {
    date: '2024-05-01T08:00:00+03:00',
    stocks: Array.from({ length: rows }, (_, i) => ({
      prtId: `B-${String(i).padStart(6, '0')}`,
      nnt: goods[i % goods.length]!.nnt,
      sku: `SKU-${(i * 7919) % rows}`,
      qnt: 1 + (i % 50),
      man: mans[i % mans.length],
      series: `S${i % 997}`,
      prcOptNds: 50 + (i % 1000),
      prcRet: 60 + ((i * 31) % 1500),
      tag: i % 4,
      gnvls: goods[i % goods.length]!.gnvls === true,
      // Above every retail price here (at most 1,559).
      ...(goods[i % goods.length]!.gnvls === true ? { prcGnvlsMax: 2_000 } : {}),
      exp: `202${7 + (i % 3)}-0${1 + (i % 9)}-15T00:00:00+03:00`,
    })),
  };
  const accepted = await client.uploadStocks('full', JSON.stringify(pkg));
  for (let i = 0; ; i++) {
    const status = await client.getMessageStatus(accepted.location!);
    if (status?.statusId === 2) return;
    if (status?.statusId === 3 || i > 600)
      throw new Error(`sandbox did not accept the package: ${status?.statusMessage}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
