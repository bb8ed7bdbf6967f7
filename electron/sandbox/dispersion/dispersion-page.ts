import type { FastifyInstance, FastifyReply } from 'fastify';
import { guidSchema } from '../../../shared/protocol/common';
import type { StockLedger } from '../stocks/stock-ledger';
import type { StoreDirectory } from '../store-directory';
import { findLowPrices, type DispersionFinding, type DispersionRule } from './dispersion-rule';

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(
    /[&<>"'`]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;' })[c] as string,
  );
}

const reasons: Record<DispersionFinding['reason'], string> = {
  'zero-price': 'Розничная цена равна нулю',
  'below-purchase': 'Розничная цена ниже половины закупочной с НДС',
  'below-peers': 'Розничная цена ниже половины медианы этого товара в других аптеках',
};

const page = (title: string, body: string): string =>
  `<!DOCTYPE html><html lang="ru"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
  '<style>body{font-family:sans-serif;margin:2em}table{border-collapse:collapse}' +
  'td,th{border:1px solid #bbb;padding:4px 8px;text-align:left}td.n{text-align:right}</style>' +
  `</head><body>${body}</body></html>`;

function sendPage(reply: FastifyReply, status: number, title: string, body: string): FastifyReply {
  return reply
    .code(status)
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
    .header('X-Content-Type-Options', 'nosniff')
    .type('text/html; charset=utf-8')
    .send(page(title, body));
}

/** `GET /dispersion?storeId=`: the store's rows whose retail price looks abnormally low (spec 1.8). */
export function registerDispersionPage(
  app: FastifyInstance,
  deps: { stores: StoreDirectory; ledger: StockLedger; rule: DispersionRule },
): void {
  app.get<{ Querystring: { storeId?: string } }>('/dispersion', async (request, reply) => {
    const storeId = request.query.storeId ?? '';
    if (!guidSchema.safeParse(storeId).success) {
      return sendPage(
        reply,
        400,
        'Дисперсия цен',
        `<h1>Неверный storeId</h1><p>«${escapeHtml(storeId)}» — не GUID аптеки. Откройте страницу как /dispersion?storeId=&lt;GUID&gt;.</p>`,
      );
    }
    const store = deps.stores.get(storeId);
    if (!store) {
      return sendPage(
        reply,
        404,
        'Дисперсия цен',
        `<h1>Аптека не найдена</h1><p>Аптеки ${escapeHtml(storeId)} нет в справочнике оператора.</p>`,
      );
    }
    const others = deps.ledger
      .storeIds()
      .filter((id) => id !== store.storeId)
      .flatMap((id) => deps.ledger.rows(id));
    const findings = findLowPrices(deps.ledger.rows(store.storeId), others, deps.rule);
    const rows = findings
      .map(
        (f) =>
          `<tr><td>${escapeHtml(f.row.prtId)}</td><td class="n">${escapeHtml(f.row.fields.nnt)}</td>` +
          `<td>${escapeHtml(f.row.fields.sku)}</td><td>${escapeHtml(f.row.fields.man)}</td>` +
          `<td>${escapeHtml(f.row.fields.series)}</td><td class="n">${escapeHtml(f.row.fields.qnt)}</td>` +
          `<td class="n">${escapeHtml(f.prcRet.toFixed(2))}</td><td class="n">${escapeHtml(f.reference.toFixed(2))}</td>` +
          `<td>${escapeHtml(reasons[f.reason])}</td></tr>`,
      )
      .join('');
    const table = findings.length
      ? '<table><thead><tr><th>prtId</th><th>nnt</th><th>sku</th><th>Производитель</th><th>Серия</th><th>Кол-во</th>' +
        `<th>Цена розн.</th><th>Ориентир</th><th>Причина</th></tr></thead><tbody>${rows}</tbody></table>`
      : '<p>Строк с аномально низкой ценой нет.</p>';
    return sendPage(
      reply,
      200,
      `Дисперсия цен — ${store.name}`,
      `<h1>Дисперсия цен: ${escapeHtml(store.name)}</h1><p>Аптека ${escapeHtml(store.storeId)}. ` +
        `Строки с аномально низкой розничной ценой скрыты из публичной выдачи: ${findings.length}.</p>${table}`,
    );
  });
}
