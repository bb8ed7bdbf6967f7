import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { ValidationErrorResponse } from '@shared/protocol/validation-errors';
import type { OperatorBehaviour } from '../operator-behaviour';
import { dotnetFieldMessage } from './dotnet-messages';

declare module 'fastify' {
  interface FastifyInstance {
    /** How this server writes error bodies (set by buildApiServer; camelCase when absent). */
    sandboxErrorStyle?: ErrorStyle;
  }
}

/** The behaviour switches that shape error bodies. */
export type ErrorStyle = Pick<OperatorBehaviour, 'errorCase' | 'nullValidationErrors' | 'dotnetValidationMessages'>;

/**
 * The error body of every non-validation endpoint on the API. The spec does not show one; the
 * sandbox reuses the 2.9 envelope without `validationErrors`, so one client-side schema reads
 * every error the service returns.
 */
export interface SandboxErrorBody {
  statusCode: number;
  isError: true;
  /** True when repeating the same request later may succeed (429, 5xx). */
  isTransient: boolean;
  exceptionMessage: string;
}

/** Builds the error envelope; 429 and 5xx are transient. */
export function errorBody(statusCode: number, message: string): SandboxErrorBody {
  return {
    statusCode,
    isError: true,
    isTransient: statusCode === 429 || statusCode >= 500,
    exceptionMessage: message,
  };
}

const pascal = (key: string): string => key.charAt(0).toUpperCase() + key.slice(1);

/** A body with its property names in the style's case (one level, and inside `validationErrors`). */
function cased(body: Record<string, unknown>, style: ErrorStyle | undefined): Record<string, unknown> {
  if (style?.errorCase !== 'pascal') return body;
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      pascal(key),
      Array.isArray(value) ? value.map((v) => cased(v as Record<string, unknown>, style)) : value,
    ]),
  );
}

/** Sends an error envelope with the given status (and optional extra headers). */
export function sendError(
  reply: FastifyReply,
  statusCode: number,
  message: string,
  headers: Record<string, string> = {},
): FastifyReply {
  return reply
    .code(statusCode)
    .headers(headers)
    .type('application/json; charset=utf-8')
    .send(cased({ ...errorBody(statusCode, message) }, reply.server.sandboxErrorStyle));
}

/** Sends a 400 of the validator (2.9) in this server's error style. */
export function sendValidationError(reply: FastifyReply, body: ValidationErrorResponse): FastifyReply {
  const style = reply.server.sandboxErrorStyle;
  const out: Record<string, unknown> = { ...body };
  if (body.validationErrors === undefined && style?.nullValidationErrors) out.validationErrors = null;
  if (body.validationErrors && style?.dotnetValidationMessages) {
    out.validationErrors = body.validationErrors.map((e) => ({
      ...e,
      message: dotnetFieldMessage(e.field, e.message),
    }));
  }
  return reply.code(400).type('application/json; charset=utf-8').send(cased(out, style));
}

/** Turns Fastify's own errors (415, 413, unknown routes...) into the same envelope. */
export function installErrorEnvelope(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'sandbox handler failed');
    const message =
      status === 415
        ? `Unsupported Content-Type '${request.headers['content-type'] ?? '(none)'}': send the body as application/json.`
        : status === 413
          ? 'The request body is larger than this server accepts; split the package or raise the sandbox limit (limits.bodyLimitBytes).'
          : status >= 500
            ? 'Internal sandbox error; repeat the request and report it if it persists.'
            : error.message;
    void sendError(reply, status, message);
  });
  app.setNotFoundHandler((request, reply) => {
    void sendError(reply, 404, `No such endpoint: ${request.method} ${request.url.split('?')[0]}.`);
  });
}
