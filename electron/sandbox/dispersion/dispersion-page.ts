import type { FastifyInstance, FastifyReply } from 'fastify';
import { guidSchema } from '@shared/protocol/common';
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

/** The dispersion findings of one store as a table: what the HTML page and its JSON twin both show. */
export interface DispersionTable {
  summary: string;
  headers: string[];
  rows: string[][];
}

const headers = ['prtId', 'nnt', 'sku', 'Производитель', 'Серия', 'Кол-во', 'Цена розн.', 'Ориентир', 'Причина'];
const numericColumns = new Set([1, 5, 6, 7]);

function dispersionTable(storeId: string, findings: readonly DispersionFinding[]): DispersionTable {
  return {
    summary: `Аптека ${storeId}. Строки с аномально низкой розничной ценой скрыты из публичной выдачи: ${findings.length}.`,
    headers,
    rows: findings.map((f) =>
      [
        f.row.prtId,
        f.row.fields.nnt,
        f.row.fields.sku,
        f.row.fields.man,
        f.row.fields.series,
        f.row.fields.qnt,
        f.prcRet.toFixed(2),
        f.reference.toFixed(2),
        reasons[f.reason],
      ].map((v) => String(v ?? '')),
    ),
  };
}

function tableHtml(table: DispersionTable): string {
  if (table.rows.length === 0) return '<p>Строк с аномально низкой ценой нет.</p>';
  const head = table.headers.map((h) => `<th>${escapeHtml(h)}</th>`).join('');
  const body = table.rows
    .map(
      (r) =>
        `<tr>${r.map((c, i) => `<td${numericColumns.has(i) ? ' class="n"' : ''}>${escapeHtml(c)}</td>`).join('')}</tr>`,
    )
    .join('');
  return `<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

type DispersionDeps = { stores: StoreDirectory; ledger: StockLedger; rule: DispersionRule };

/** The store's findings, or why there are none to show (a bad or unknown storeId). */
function findingsFor(
  deps: DispersionDeps,
  storeId: string,
):
  | { status: 400 | 404; title: string; text: string }
  | { store: { storeId: string; name: string }; table: DispersionTable } {
  if (!guidSchema.safeParse(storeId).success) {
    return {
      status: 400,
      title: 'Неверный storeId',
      text: `«${storeId}» — не GUID аптеки. Откройте страницу как /dispersion?storeId=<GUID>.`,
    };
  }
  const store = deps.stores.get(storeId);
  if (!store)
    return { status: 404, title: 'Аптека не найдена', text: `Аптеки ${storeId} нет в справочнике оператора.` };
  const others = deps.ledger
    .storeIds()
    .filter((id) => id !== store.storeId)
    .flatMap((id) => deps.ledger.rows(id));
  const findings = findLowPrices(deps.ledger.rows(store.storeId), others, deps.rule);
  return { store, table: dispersionTable(store.storeId, findings) };
}

/**
 * `GET /dispersion?storeId=`: the store's rows whose retail price looks abnormally low (spec 1.8),
 * as a page for a browser; `GET /sandbox/dispersion?storeId=`: the same table as JSON, which the
 * app reads (sandbox-only, outside /v5, no token, like the webhook delivery log).
 */
export function registerDispersionPage(app: FastifyInstance, deps: DispersionDeps): void {
  app.get<{ Querystring: { storeId?: string } }>('/dispersion', async (request, reply) => {
    const found = findingsFor(deps, request.query.storeId ?? '');
    if ('status' in found) {
      return sendPage(
        reply,
        found.status,
        'Дисперсия цен',
        `<h1>${escapeHtml(found.title)}</h1><p>${escapeHtml(found.text)}</p>`,
      );
    }
    return sendPage(
      reply,
      200,
      `Дисперсия цен — ${found.store.name}`,
      `<h1>Дисперсия цен: ${escapeHtml(found.store.name)}</h1><p>${escapeHtml(found.table.summary)}</p>${tableHtml(found.table)}`,
    );
  });
  app.get<{ Querystring: { storeId?: string } }>('/sandbox/dispersion', async (request, reply) => {
    const found = findingsFor(deps, request.query.storeId ?? '');
    if ('status' in found) return reply.code(found.status).send({ message: `${found.title}: ${found.text}` });
    return reply.send({ storeName: found.store.name, ...found.table });
  });
}
