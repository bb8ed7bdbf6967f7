import { afterEach, describe, expect, it } from 'vitest';
import { DeskError } from '../errors';
import { readOperatorErrorBody, toValidationBody } from './operator-error-body';
import { sendJson } from '@tests/kits/core/api/http-test-server';
import { startFakeOperator, type FakeOperator } from '@tests/kits/core/api/fake-operator';

describe('reading any operator error body', () => {
  it('2.9 in PascalCase with ValidationErrors null: the ExceptionMessage is the reason, no fields', () => {
    const said = readOperatorErrorBody(
      JSON.stringify({
        StatusCode: 400,
        IsError: true,
        IsTransient: false,
        ExceptionMessage: 'Store is blocked',
        ValidationErrors: null,
      }),
    );
    expect(said).toEqual({ shape: 'validation', reason: 'Store is blocked', fieldErrors: [], validationShaped: true });
    expect(toValidationBody(said, 400)).toEqual({
      statusCode: 400,
      isError: true,
      isTransient: false,
      exceptionMessage: 'Store is blocked',
      validationErrors: [],
    });
  });

  it('entries with Field/Message in any case; a missing field is read from "Path \'…\'" in the message', () => {
    const said = readOperatorErrorBody(
      JSON.stringify({
        exceptionMessage: 'The package does not match',
        ValidationErrors: [
          { Field: 'stocks[1].qnt', Message: 'must be whole' },
          { message: "Invalid type. Expected String but got Integer. Path 'stocks[0].prtId', line 5, position 20." },
        ],
      }),
    );
    expect(said.fieldErrors).toEqual([
      { field: 'stocks[1].qnt', message: 'must be whole' },
      {
        field: 'stocks[0].prtId',
        message: "Invalid type. Expected String but got Integer. Path 'stocks[0].prtId', line 5, position 20.",
      },
    ]);
  });

  it('RFC 7807 title/detail and its errors map; OAuth error_description; plain text; HTML; empty', () => {
    expect(
      readOperatorErrorBody(
        JSON.stringify({
          title: 'One or more validation errors occurred.',
          errors: { 'stocks[0].nnt': ['unknown product'] },
        }),
      ),
    ).toMatchObject({
      shape: 'problem',
      reason: 'One or more validation errors occurred.',
      fieldErrors: [{ field: 'stocks[0].nnt', message: 'unknown product' }],
    });
    expect(readOperatorErrorBody(JSON.stringify({ title: 'Forbidden', detail: 'Store 1 is blocked' })).reason).toBe(
      'Forbidden: Store 1 is blocked',
    );
    expect(readOperatorErrorBody('{"error":"invalid_request","error_description":"grant_type missing"}')).toMatchObject(
      {
        shape: 'oauth',
        reason: 'invalid_request: grant_type missing',
      },
    );
    expect(readOperatorErrorBody('API calls quota exceeded! maximum admitted 100 per 1m.')).toMatchObject({
      shape: 'text',
      reason: 'API calls quota exceeded! maximum admitted 100 per 1m.',
    });
    expect(
      readOperatorErrorBody('<html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>').reason,
    ).toBe('502 Bad Gateway');
    expect(readOperatorErrorBody('  ')).toMatchObject({ shape: 'empty', reason: null });
  });

  it('an unparseable package (parser location in the message, no fields) keeps validationErrors absent', () => {
    const body = toValidationBody(
      readOperatorErrorBody('{"ExceptionMessage":"Unexpected character at line 3, position 14."}'),
      400,
    );
    expect(body).not.toHaveProperty('validationErrors');
  });

  it('never lets a secret in the body through', () => {
    expect(
      readOperatorErrorBody('{"detail":"bad token Bearer abc.def.ghi client_secret=hunter22"}').reason,
    ).not.toMatch(/hunter22|abc\.def/);
  });
});

describe('the reason reaches the user through the API client', () => {
  let operator: FakeOperator | undefined;
  afterEach(async () => {
    await operator?.close();
    operator = undefined;
  });
  const answering = async (status: number, body: string, headers: Record<string, string> = {}) => {
    operator = await startFakeOperator({
      api: (_request, res, { valid }) => {
        if (!valid) return sendJson(res, 401, {});
        res.writeHead(status, { 'Content-Type': 'text/plain', ...headers });
        res.end(body);
      },
    });
    return operator.client({ policy: { maxAttempts: 1 } });
  };

  it('a plain-text 429 of a .NET rate limiter', async () => {
    const client = await answering(429, 'API calls quota exceeded! maximum admitted 100 per 1m.', {
      'Retry-After': '600',
    });
    const error = (await client.deleteStocks().catch((e: unknown) => e)) as DeskError;
    expect(error).toMatchObject({
      code: 'rate-limited',
      details: { reason: 'API calls quota exceeded! maximum admitted 100 per 1m.' },
    });
    expect(error.message).toContain('The operator says: "API calls quota exceeded! maximum admitted 100 per 1m."');
  });

  it('an upload refused with ValidationErrors null is validation-failed with the reason and no fields', async () => {
    const client = await answering(
      400,
      '{"StatusCode":400,"IsError":true,"ExceptionMessage":"Store is blocked","ValidationErrors":null}',
    );
    const error = (await client.uploadStocks('full', '{}').catch((e: unknown) => e)) as DeskError;
    expect(error).toMatchObject({
      code: 'validation-failed',
      details: { reason: 'Store is blocked', body: { exceptionMessage: 'Store is blocked', validationErrors: [] } },
    });
    expect(error.message).toContain('"Store is blocked"');
  });

  it('a 400 in RFC 7807 form without fields is bad-request naming the reason', async () => {
    const client = await answering(
      400,
      '{"type":"about:blank","title":"Bad Request","detail":"since is in the future"}',
    );
    const error = (await client.getStocks('2024-05-01T00:00:00Z').catch((e: unknown) => e)) as DeskError;
    expect(error).toBeInstanceOf(DeskError);
    expect(error).toMatchObject({ code: 'bad-request', details: { reason: 'Bad Request: since is in the future' } });
  });
});
