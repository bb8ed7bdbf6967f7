import type { FastifyInstance } from 'fastify';
import { dictionaryNames, isDictionaryName } from '@shared/protocol/dictionaries';
import type {} from '../fastify-types';
import { sendError } from '../http/error-body';
import type { DictionaryStore } from './dictionary-store';
import { parseReferenceQuery } from './reference-query';

/** Options of the reference routes. */
export interface ReferenceRouteOptions {
  /** Largest `count` (10000 by the spec; also applied to barcodes, whose bound is not shown). */
  maxCount: number;
  /** `count` when a request sends none; default: maxCount. */
  defaultCount?: number;
  /** Most records one chunk holds whatever `count` asks (an operator's own cap); null/absent: `count`. */
  chunkCap?: number | null;
  /** 204 No Content instead of `[]` for a chunk (or goods_links) with no records. */
  emptyReadNoContent?: boolean;
}

/**
 * GET /v5/references/:name for the 24 dictionaries of spec 4.6. Answers are JSON text built
 * chunk by chunk from the store, never a whole dictionary. goods_links uses the store of the
 * bearer token (`request.sandboxClientId`), set by the /v5 auth hook.
 */
export function registerReferenceRoutes(
  app: FastifyInstance,
  store: DictionaryStore,
  options: ReferenceRouteOptions,
): void {
  const limits = { maxCount: options.maxCount, defaultCount: options.defaultCount ?? options.maxCount };
  app.get<{ Params: { name: string }; Querystring: Record<string, unknown> }>(
    '/v5/references/:name',
    async (request, reply) => {
      const { name } = request.params;
      if (!isDictionaryName(name)) {
        return sendError(
          reply,
          404,
          `No reference dictionary '${name}'. Known dictionaries: ${dictionaryNames.join(', ')}.`,
        );
      }
      const query = parseReferenceQuery(name, request.query ?? {}, limits);
      if (!query.ok) return sendError(reply, 400, query.message);

      const body =
        name === 'goods_links'
          ? store.goodsLinksBytes(request.sandboxClientId, query.names)
          : store.chunkBytes(name, {
              afterRvInt: query.afterRvInt,
              count: options.chunkCap ? Math.min(query.count, options.chunkCap) : query.count,
              actualOnly: query.actualOnly,
              full: request.sandboxFullJson === true,
            });
      // An empty array is the two bytes `[]`; some operators answer it with no content at all.
      if (options.emptyReadNoContent && body.length === 2) return reply.code(204).header('vary', 'Accept').send();
      return reply.code(200).header('vary', 'Accept').type('application/json; charset=utf-8').send(body);
    },
  );
}
