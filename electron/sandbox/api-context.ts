import type { RateLimiter } from './limits/rate-limiter';
import type { UploadLimits } from './limits/upload-limits';
import type { MessageQueue } from './messages/message-queue';
import type { OperatorBehaviour } from './operator-behaviour';
import type { StockLedger } from './stocks/stock-ledger';
import type { StockPayload } from './stocks/stock-processor';
import type { StoreDirectory } from './store-directory';
import type { SandboxDates } from './util/dates';
import type { WebhookHub } from './webhooks/webhook-hub';

/** Everything the API routes share: state, limits and settings of one sandbox. */
export interface ApiContext {
  now: () => Date;
  /** `http://127.0.0.1:<port>`: known once the API listens; used in `Location`. */
  baseUrl: () => string;
  stores: StoreDirectory;
  ledger: StockLedger;
  queue: MessageQueue<StockPayload>;
  uploadLimits: UploadLimits;
  rateLimiter: RateLimiter;
  webhooks: WebhookHub;
  /** Whether `prtId` is written in plain-JSON stock rows (x-json-full always has it). */
  prtIdInPlainJson: boolean;
  /** Which plausible operator the sandbox plays where the spec is silent. */
  behaviour: OperatorBehaviour;
  /** Writes dates in the behaviour's style. */
  dates: SandboxDates;
}
