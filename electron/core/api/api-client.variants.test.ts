import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from './api-client';
import { createMemoryLogger, createTestClock, seededRandom } from '@tests/kits/core/api/test-ports';
import {
  ISSUED_SECRET,
  ISSUED_STORE_ID,
  REFUSAL_REASON,
  operatorVariants,
  startVariantOperator,
  type OperatorVariantName,
  type VariantOperator,
} from '@tests/kits/core/api/variant-operator';

// The same behaviours against each plausible operator (docs/protocol-notes.md, "Answers the spec leaves open").
const PACKAGE = JSON.stringify({ date: '2024-05-01T06:00:00+03:00', stocks: [] });

let operator: VariantOperator | undefined;
afterEach(async () => {
  await operator?.close();
  operator = undefined;
});

async function clientOf(name: OperatorVariantName, storeId = ISSUED_STORE_ID) {
  operator = await startVariantOperator(operatorVariants[name]);
  return createApiClient(
    {
      fetch,
      clock: createTestClock(),
      logger: createMemoryLogger(),
      random: seededRandom(1),
      policy: { maxAttempts: 1 },
    },
    { storeId, baseUrl: operator.url, authUrl: operator.url, getSecret: async () => ISSUED_SECRET },
  );
}

describe.each(Object.keys(operatorVariants) as OperatorVariantName[])('against the %s operator', (name) => {
  it('sends client_id and the path GUID as issued (upper case, trimmed)', async () => {
    const client = await clientOf(name, `  ${ISSUED_STORE_ID}\n`);
    const accepted = await client.uploadStocks('full', PACKAGE);
    expect(accepted.messageId).toMatch(/^[0-9a-f-]{36}$/);
    const form = new URLSearchParams(operator!.server.requestsTo('/connect/token')[0]!.body);
    expect(form.get('client_id')).toBe(ISSUED_STORE_ID);
    expect(operator!.server.requests.some((r) => r.url === `/v5/stores/${ISSUED_STORE_ID}/stocks`)).toBe(true);
  });

  it('reads statusDate as UTC whatever the style, and any statusId', async () => {
    const client = await clientOf(name);
    operator!.statuses = [7, 2];
    const { location } = await client.uploadStocks('changes', PACKAGE);
    const first = await client.getMessageStatus(location!);
    expect(first).toMatchObject({ statusId: 7, statusMessage: 'Step 7' });
    expect(Date.parse(first!.statusDate)).toBe(Date.UTC(2024, 4, 1, 3, 0, 0));
    expect(first!.statusDate).toMatch(/(Z|\+00:00)$/);
    expect((await client.getMessageStatus(location!))?.statusId).toBe(2);
  });

  it('empty reads are "nothing": stock read-back and a dictionary chunk', async () => {
    const client = await clientOf(name);
    expect(await client.getStocks('2024-05-01T00:00:00+03:00')).toEqual([]);
    expect(await client.getDictionaryChunk('trademarks', { count: 10, rvInt: 5 })).toEqual([]);
    expect(await client.getBarcodes({ count: 10 })).toEqual([]);
  });

  it('validation refused without field errors returns the operator’s reason as the verdict', async () => {
    const client = await clientOf(name);
    expect(await client.validate('stocks', PACKAGE)).toEqual({
      ok: false,
      body: {
        statusCode: 400,
        isError: true,
        isTransient: false,
        exceptionMessage: REFUSAL_REASON,
        validationErrors: [],
      },
    });
  });
});

describe('identity on an operator that compares client_id with case', () => {
  it('a re-cased GUID is refused there: which is why the client never re-cases it', async () => {
    const client = await clientOf('terse', ISSUED_STORE_ID.toLowerCase());
    await expect(client.testConnection()).rejects.toMatchObject({ code: 'invalid-client' });
  });
});
