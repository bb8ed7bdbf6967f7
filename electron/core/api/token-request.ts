import { tokenErrorSchema, tokenResponseSchema } from '@shared/protocol/token';
import { DeskError } from '../errors';
import { rememberSecret } from '../logging/redact';
import { executeCall, type CallContext } from './call-executor';
import { joinUrl, pathOf } from './endpoints';
import { bodyForDetails, type CallInfo } from './http-errors';
import { readOperatorErrorBody } from './operator-error-body';
import { parseJsonBody } from './parse-body';
import type { IssuedToken } from './token-manager';

/** What the token call needs to know about the store. */
export interface TokenConnection {
  storeId: string;
  authUrl: string;
  getSecret(): Promise<string>;
}

/**
 * `POST {auth_url}/connect/token` with the client-credentials form (part 5). The secret is read
 * from the keychain for each request and registered for redaction; the form is never logged.
 * `invalid_client` (400, or a 401 some servers use) means the store id or the secret is wrong.
 */
export async function requestToken(
  ctx: CallContext,
  conn: TokenConnection,
  signal?: AbortSignal,
): Promise<IssuedToken> {
  const url = joinUrl(conn.authUrl, '/connect/token');
  const call: CallInfo = { operation: 'token request', method: 'POST', path: pathOf(url), storeId: conn.storeId };
  const secret = await conn.getSecret();
  if (typeof secret !== 'string' || secret.length === 0) {
    throw new DeskError(
      'secret-missing',
      `No secret is stored for store ${conn.storeId}. Enter the store’s secret (issued by the operator’s technical support) in the store’s settings.`,
      { storeId: conn.storeId },
    );
  }
  rememberSecret(secret);
  const body = new URLSearchParams({
    client_id: conn.storeId,
    client_secret: secret,
    grant_type: 'client_credentials',
  }).toString();

  const reply = await executeCall(ctx, {
    call,
    url,
    body,
    contentType: 'application/x-www-form-urlencoded',
    resend: 'retry',
    accept: (status) => status === 200 || status === 400 || status === 401,
    signal,
  });

  if (reply.status !== 200) {
    const oauth = tokenErrorSchema.safeParse(safeJson(reply.text));
    const code = oauth.success ? oauth.data.error : undefined;
    // error_description, a problem body or plain text: the server's own words for the message.
    const reason = readOperatorErrorBody(reply.text).reason;
    if (code === 'invalid_client' || reply.status === 401) {
      throw new DeskError(
        'invalid-client',
        `The authorization server does not accept store ${conn.storeId} with the stored secret (invalid_client): the store id or secret is wrong. ` +
          'Check both against what the operator’s support issued, and enter the secret again.',
        { storeId: conn.storeId, status: reply.status, error: code },
      );
    }
    throw new DeskError(
      'bad-request',
      `The authorization server refused the token request of store ${conn.storeId} (${reply.status}${code ? `: ${code}` : ''}). ` +
        `Check the authorization address of the store.${reason ? ` The server says: "${reason}".` : ''}`,
      {
        fault: 'token-refused',
        storeId: conn.storeId,
        status: reply.status,
        error: code,
        ...(reason ? { reason } : {}),
        body: bodyForDetails(reply.text),
      },
    );
  }

  const token = parseJsonBody(call, reply.status, reply.text, tokenResponseSchema);
  rememberSecret(token.access_token);
  return { accessToken: token.access_token, expiresIn: token.expires_in };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
