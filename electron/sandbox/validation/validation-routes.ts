import type { FastifyInstance } from 'fastify';
import {
  packageSchemaNames,
  validatePackage,
  validateWith,
  type PackageSchemaName,
} from '@shared/validation/stock-package-validator';
import { sendError, sendValidationError } from '../http/error-body';
import { rawBody } from '../http/json-body';
import { otherPackageSchemas } from './other-package-schemas';

/** `POST /v5/json_schemas/{schemaName}/validation` (4.4): 200 without a body, or 400 with 2.9. */
export function registerValidationRoutes(app: FastifyInstance): void {
  app.post<{ Params: { schemaName: string } }>('/v5/json_schemas/:schemaName/validation', async (request, reply) => {
    const { schemaName } = request.params;
    if (!(packageSchemaNames as readonly string[]).includes(schemaName)) {
      return sendError(
        reply,
        404,
        `No JSON schema named '${schemaName}'; use one of ${packageSchemaNames.join(', ')}.`,
      );
    }
    const name = schemaName as PackageSchemaName;
    const text = rawBody(request.body);
    // stocks: the spec's rules; the other three: the sandbox's plausible guess (other-package-schemas.ts).
    const result =
      name === 'stocks' ? validatePackage(name, text) : validateWith(name, otherPackageSchemas[name], text, {});
    if (!result.ok) return sendValidationError(reply, result.body);
    return reply.code(200).send();
  });
}
