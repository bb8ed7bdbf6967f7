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
