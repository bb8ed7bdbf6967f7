import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { StockPackage } from '@shared/protocol/stocks';
import { validateStockPackage } from '@shared/validation/stock-package-validator';
import type { ApiContext } from '../api-context';
import { sendError, sendValidationError } from '../http/error-body';
import { rawBody } from '../http/json-body';
import { authorizeStore, sendJson } from '../http/store-access';
import { parseOffsetDateTime, type SandboxDates } from '../util/dates';
import { stockRowView } from './stock-row-view';

type StoreParams = { Params: { storeId: string } };

/** Stock endpoints of 4.2: full upload, changes, delete, read back. */
export function registerStockRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const upload = (kind: 'full' | 'changes') => async (request: FastifyRequest<StoreParams>, reply: FastifyReply) => {
    const storeId = authorizeStore(request, reply, request.params.storeId, 'Store id');
    if (!storeId) return reply;
    if (kind === 'changes' && ctx.ledger.needsFullUpload(storeId)) {
      return sendError(
        reply,
        400,
        `The stock of store ${storeId} was deleted; upload the full stock (POST) before sending changes (PUT).`,
      );
    }
    const refusal = kind === 'full' ? ctx.uploadLimits.checkFull(storeId) : ctx.uploadLimits.checkChanges(storeId);
    if (refusal) {
      return sendError(reply, 429, refusal.message, { 'Retry-After': String(refusal.retryAfterSeconds) });
    }
    const checked = validateStockPackage(rawBody(request.body));
    if (!checked.ok) {
      return sendValidationError(reply, checked.body);
    }
    const pkg = checked.value as StockPackage;
    const afterDelete = kind === 'full' && ctx.ledger.needsFullUpload(storeId);
    if (kind === 'full') {
      ctx.uploadLimits.recordFull(storeId);
      ctx.ledger.fullUploadAccepted(storeId);
    } else {
      ctx.uploadLimits.recordChanges(storeId);
    }
    const message = ctx.queue.enqueue(storeId, kind, { kind, date: pkg.date, rows: pkg.stocks }, { afterDelete });
    // A stale Location (an older path this server answers 404 on) plays an operator whose link went stale.
    const statusPath = ctx.behaviour.staleLocation
      ? `/v4/messages/${message.messageId}/status`
      : `/v5/messages/${message.messageId}/status`;
    return reply.code(202).header('Location', `${ctx.baseUrl()}${statusPath}`).header('Vary', 'Accept').send();
  };

  app.post<StoreParams>('/v5/stores/:storeId/stocks', upload('full'));
  app.put<StoreParams>('/v5/stores/:storeId/stocks', upload('changes'));

  app.delete<StoreParams>('/v5/stores/:storeId/stocks', async (request, reply) => {
    const storeId = authorizeStore(request, reply, request.params.storeId, 'Store id');
    if (!storeId) return reply;
    ctx.ledger.deleteAll(storeId);
    // Packages accepted before the DELETE and not yet applied would bring the deleted stock back.
    ctx.queue.cancelPending(
      storeId,
      'Package not processed: all stock of the store was deleted (DELETE) after this package was accepted. Send a full upload.',
    );
    return reply.code(204).send();
  });

  app.get<StoreParams & { Querystring: { since?: string } }>('/v5/stores/:storeId/stocks', async (request, reply) => {
    const storeId = authorizeStore(request, reply, request.params.storeId, 'Store id');
    if (!storeId) return reply;
    const since = parseSince(request.query.since, reply);
    if (since === false) return reply;
    const store = ctx.stores.get(storeId);
    if (!store) return sendError(reply, 403, `Store ${storeId} is not in the operator's directory.`);
    // The rows of one upload share their dates: each distinct one is formatted once per answer.
    const view = { full: request.sandboxFullJson, prtIdInPlainJson: ctx.prtIdInPlainJson, dates: memoDates(ctx.dates) };
    const rows = ctx.ledger
      .rows(storeId)
      .filter((row) => since === null || row.loadDate.getTime() >= since.getTime())
      .map((row) => stockRowView(row, store, view));
    if (rows.length === 0 && ctx.behaviour.emptyReadNoContent) return reply.code(204).send();
    return sendJson(request, reply, rows);
  });
}

/** Reads `since`: absent means everything; a '+' turned into a space is called out by name. */
function parseSince(value: string | string[] | undefined, reply: FastifyReply): Date | null | false {
  if (value === undefined || value === '') return null;
  const text = Array.isArray(value) ? (value[0] ?? '') : value;
  const parsed = parseOffsetDateTime(text);
  if (parsed) return parsed.date;
  const hint = /\d \d{2}:?\d{2}$/.test(text)
    ? " The '+' of the offset arrived as a space: URL-encode it as %2B (e.g. since=2024-05-01T00:00:00%2B03:00)."
    : ' Use an ISO 8601 date-time with an offset, e.g. 2024-05-01T00:00:00+03:00 (URL-encode the + as %2B).';
  void sendError(reply, 400, `Query parameter since '${text}' is not a date-time with a time zone offset.${hint}`);
  return false;
}

/** The date writers, remembering the last value each was given (rows of one upload repeat them). */
function memoDates(dates: SandboxDates): SandboxDates {
  let lastTime = Number.NaN;
  let lastMoscow = '';
  let lastText: string | undefined;
  let lastStored = '';
  return {
    ...dates,
    moscow: (date) => {
      if (date.getTime() !== lastTime) {
        lastTime = date.getTime();
        lastMoscow = dates.moscow(date);
      }
      return lastMoscow;
    },
    stored: (text) => {
      if (text !== lastText) {
        lastText = text;
        lastStored = dates.stored(text);
      }
      return lastStored;
    },
  };
}
