import { DeskError } from '../errors';

/** What the store was doing when the keychain failed; used in the message. */
export type KeychainAction = 'read' | 'save' | 'delete';

// keyring-rs says "unlock prompt was dismissed" (Secret Service), Secret Service itself says
// "IsLocked"; macOS says "User interaction is not allowed" / "canceled" when the keychain stays locked.
const LOCKED =
  /\blocked\b|IsLocked|unlock prompt|prompt was dismissed|user interaction is not allowed|user cancel|canceled by the user|errSecInteractionNotAllowed|errSecAuthFailed/i;

/** The chain of messages of an error and its causes, for matching and for `details`. */
export function errorMessages(error: unknown): string[] {
  const messages: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current !== undefined && current !== null && depth < 5; depth++) {
    messages.push(current instanceof Error ? current.message : String(current));
    current = current instanceof Error ? (current as Error & { cause?: unknown }).cause : undefined;
  }
  return messages;
}

const PAST: Record<KeychainAction, string> = { read: 'read', save: 'saved', delete: 'deleted' };

/** True when the keychain refused because it is locked (as opposed to absent or broken). */
export function isLockedFailure(error: unknown): boolean {
  return errorMessages(error).some((message) => LOCKED.test(message));
}

function unlockHint(platform: NodeJS.Platform): string {
  if (platform === 'darwin')
    return 'Unlock the login keychain (Keychain Access, or log out and in again), then try again.';
  if (platform === 'win32')
    return 'Sign in to Windows with your own account (Credential Manager is per user), then try again.';
  return 'Unlock your login keyring (the desktop asks for your password when you log in; or open "Passwords and Keys" and unlock "Login"), then try again.';
}

function availabilityHint(platform: NodeJS.Platform): string {
  if (platform === 'darwin')
    return 'Check that the login keychain exists and is not damaged (Keychain Access → First Aid), then restart the app.';
  if (platform === 'win32') return 'Check that the Credential Manager service is running, then restart the app.';
  return (
    'The app needs a Secret Service keyring (GNOME Keyring, KWallet or KeePassXC) on the desktop session bus. ' +
    'Start the app from your desktop session, or install and start one (e.g. `sudo apt install gnome-keyring`), then try again.'
  );
}

/**
 * Turns a failure of the OS keychain into the precise DeskError: `keychain-locked` when it is
 * locked (never "no secret stored"), otherwise `keychain-unavailable`. The app never falls
 * back to storing the secret anywhere else, and the message says so.
 */
export function toKeychainError(
  error: unknown,
  action: KeychainAction,
  account: string,
  platform: NodeJS.Platform,
): DeskError {
  if (error instanceof DeskError) return error;
  const reason = errorMessages(error).join(' ← ');
  const what = PAST[action];
  if (isLockedFailure(error)) {
    return new DeskError(
      'keychain-locked',
      `The OS keychain is locked, so the secret of store ${account} could not be ${what}. ${unlockHint(platform)}`,
      { account, action, reason },
    );
  }
  return new DeskError(
    'keychain-unavailable',
    `The OS keychain cannot be used, so the secret of store ${account} could not be ${what}. ${availabilityHint(platform)} Secrets are never kept in plain text instead.`,
    { account, action, reason },
  );
}
