import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { dictionaryNames, type DictionaryName } from '@shared/protocol/dictionaries';
import { sendError } from '../http/error-body';
import type { DictionaryStore } from './dictionary-store';

const mutateBodySchema = z.object({
  share: z.number().gt(0).max(1),
  seed: z.int().optional(),
});

function maxVersions(store: DictionaryStore): Record<DictionaryName, number> {
  const out = {} as Record<DictionaryName, number>;
  for (const name of dictionaryNames) out[name] = store.maxRvInt(name);
  return out;
}

/**
 * Sandbox-only controls outside /v5: POST /sandbox/dictionaries/mutate {share, seed?} changes a
 * share of every dictionary (answer: rows changed and the new highest versions); GET
 * /sandbox/dictionaries/counts gives rows and highest versions per dictionary.
 */
export function registerDictionaryControls(app: FastifyInstance, store: DictionaryStore): void {
  app.post('/sandbox/dictionaries/mutate', async (request, reply) => {
    const parsed = mutateBodySchema.safeParse(request.body);
    if (!parsed.success) {
      return sendError(
        reply,
        400,
        'Send a JSON body {"share": <number in (0, 1]>, "seed": <integer, optional>}, e.g. {"share": 0.01}.',
      );
    }
    const changed = store.mutate(parsed.data);
    return reply.send({ changed, maxRvInt: maxVersions(store) });
  });
  app.get('/sandbox/dictionaries/counts', async (_request, reply) => {
    return reply.send({ scale: store.scale, seed: store.seed, counts: store.counts(), maxRvInt: maxVersions(store) });
  });
}
