/**
 * Webhook subscriptions made from this app (the API cannot list them), keyed like the service
 * keys them: event + clientId, per store profile. The signing key is never stored here.
 */
export const webhooksSchema = `
CREATE TABLE webhook_subscriptions (
  id              INTEGER PRIMARY KEY,
  profile_id      INTEGER NOT NULL REFERENCES store_profiles(id) ON DELETE CASCADE,
  event           TEXT NOT NULL,
  client_id       TEXT NOT NULL COLLATE NOCASE,
  url             TEXT NOT NULL,
  created_at      TEXT NOT NULL,
  updated_at      TEXT NOT NULL,
  last_action     TEXT NOT NULL CHECK (last_action IN ('subscribe', 'update', 'unsubscribe')),
  last_result_at  TEXT NOT NULL,
  last_ok         INTEGER NOT NULL CHECK (last_ok IN (0, 1)),
  last_code       TEXT,
  last_message    TEXT,
  UNIQUE (profile_id, event, client_id)
);
`;

/**
 * The last check of each subscription's receiver from this PC (the spec has no list of
 * subscriptions to ask, so the receiver is what can be re-checked): when, what came of it, the
 * HTTP status it answered, or why it did not answer. Reset when the address changes.
 */
export const webhookReceiverChecksSchema = `
ALTER TABLE webhook_subscriptions ADD COLUMN receiver_checked_at TEXT;
ALTER TABLE webhook_subscriptions ADD COLUMN receiver_outcome TEXT
  CHECK (receiver_outcome IN ('answers', 'error-status', 'unreachable'));
ALTER TABLE webhook_subscriptions ADD COLUMN receiver_status INTEGER;
ALTER TABLE webhook_subscriptions ADD COLUMN receiver_detail TEXT;
`;
