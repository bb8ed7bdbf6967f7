import type { ReceiverCheck, WebhookSubscription } from '@shared/ipc/channels/webhooks';
import type { Db } from '../db/open-database';

interface Row {
  id: number;
  event: string;
  client_id: string;
  url: string;
  created_at: string;
  updated_at: string;
  last_action: string;
  last_result_at: string;
  last_ok: number;
  last_code: string | null;
  last_message: string | null;
  receiver_checked_at: string | null;
  receiver_outcome: ReceiverCheck['outcome'] | null;
  receiver_status: number | null;
  receiver_detail: ReceiverCheck['reason'];
}

/** The outcome of a subscription call, as the list shows it. */
export interface CallResult {
  action: WebhookSubscription['lastAction'];
  at: string;
  ok: boolean;
  code: string | null;
  message: string | null;
}

/** Local record of the subscriptions made from this app. */
export interface SubscriptionsRepo {
  list(profileId: number): WebhookSubscription[];
  get(profileId: number, event: string, clientId: string): WebhookSubscription | undefined;
  /** Records a subscription the service accepted (insert or overwrite its URL). */
  saveAccepted(
    profileId: number,
    event: string,
    clientId: string,
    url: string,
    result: CallResult,
  ): WebhookSubscription;
  /** Records a failed call against an existing record; no-op when there is none. */
  recordFailure(profileId: number, event: string, clientId: string, result: CallResult): void;
  remove(profileId: number, event: string, clientId: string): boolean;
  /** Records the receiver's check on a subscription (by its id), unless its address changed meanwhile. */
  recordReceiverCheck(id: number, url: string, check: ReceiverCheck): void;
  /** Every store's subscriptions (the start-up check). */
  all(): (WebhookSubscription & { profileId: number })[];
}

const COLUMNS =
  'id, event, client_id, url, created_at, updated_at, last_action, last_result_at, last_ok, last_code, last_message, ' +
  'receiver_checked_at, receiver_outcome, receiver_status, receiver_detail';

export function createSubscriptionsRepo(db: Db): SubscriptionsRepo {
  const toSubscription = (r: Row): WebhookSubscription =>
    ({
      id: r.id,
      event: r.event,
      clientId: r.client_id,
      url: r.url,
      createdAt: r.created_at,
      updatedAt: r.updated_at,
      lastAction: r.last_action,
      lastResultAt: r.last_result_at,
      lastOk: r.last_ok === 1,
      lastCode: r.last_code,
      lastMessage: r.last_message,
      receiverCheck:
        r.receiver_checked_at === null || r.receiver_outcome === null
          ? null
          : {
              at: r.receiver_checked_at,
              outcome: r.receiver_outcome,
              status: r.receiver_status,
              reason: r.receiver_detail,
            },
    }) as WebhookSubscription;
  const listStmt = db.prepare<[number], Row>(
    `SELECT ${COLUMNS} FROM webhook_subscriptions WHERE profile_id = ? ORDER BY event, client_id`,
  );
  const getStmt = db.prepare<[number, string, string], Row>(
    `SELECT ${COLUMNS} FROM webhook_subscriptions WHERE profile_id = ? AND event = ? AND client_id = ?`,
  );
  const upsertStmt = db.prepare(
    'INSERT INTO webhook_subscriptions (profile_id, event, client_id, url, created_at, updated_at, last_action, last_result_at, last_ok, last_code, last_message) ' +
      'VALUES (@profileId, @event, @clientId, @url, @at, @at, @action, @at, 1, NULL, NULL) ' +
      'ON CONFLICT (profile_id, event, client_id) DO UPDATE SET client_id = excluded.client_id, url = excluded.url, updated_at = excluded.updated_at, ' +
      // A new address has not been checked: its old receiver's check does not carry over.
      'receiver_checked_at = CASE WHEN url = excluded.url THEN receiver_checked_at END, ' +
      'receiver_outcome = CASE WHEN url = excluded.url THEN receiver_outcome END, ' +
      'receiver_status = CASE WHEN url = excluded.url THEN receiver_status END, ' +
      'receiver_detail = CASE WHEN url = excluded.url THEN receiver_detail END, ' +
      'last_action = excluded.last_action, last_result_at = excluded.last_result_at, last_ok = 1, last_code = NULL, last_message = NULL',
  );
  const failStmt = db.prepare(
    'UPDATE webhook_subscriptions SET last_action = ?, last_result_at = ?, last_ok = 0, last_code = ?, last_message = ? ' +
      'WHERE profile_id = ? AND event = ? AND client_id = ?',
  );
  const checkStmt = db.prepare(
    'UPDATE webhook_subscriptions SET receiver_checked_at = ?, receiver_outcome = ?, receiver_status = ?, receiver_detail = ? WHERE id = ? AND url = ?',
  );
  const allStmt = db.prepare<[], Row & { profile_id: number }>(
    `SELECT profile_id, ${COLUMNS} FROM webhook_subscriptions ORDER BY profile_id, event, client_id`,
  );
  const deleteStmt = db.prepare(
    'DELETE FROM webhook_subscriptions WHERE profile_id = ? AND event = ? AND client_id = ?',
  );

  const get = (profileId: number, event: string, clientId: string) => {
    const row = getStmt.get(profileId, event, clientId);
    return row ? toSubscription(row) : undefined;
  };
  return {
    list: (profileId) => listStmt.all(profileId).map(toSubscription),
    get,
    saveAccepted(profileId, event, clientId, url, result) {
      upsertStmt.run({ profileId, event, clientId, url, at: result.at, action: result.action });
      return get(profileId, event, clientId)!;
    },
    recordFailure(profileId, event, clientId, result) {
      failStmt.run(result.action, result.at, result.code, result.message, profileId, event, clientId);
    },
    remove: (profileId, event, clientId) => deleteStmt.run(profileId, event, clientId).changes > 0,
    recordReceiverCheck(id, url, check) {
      checkStmt.run(check.at, check.outcome, check.status, check.reason, id, url);
    },
    all: () => allStmt.all().map((r) => ({ ...toSubscription(r), profileId: r.profile_id })),
  };
}
