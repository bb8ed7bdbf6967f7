#!/usr/bin/env bash
# Runs a command inside a private D-Bus session with an unlocked gnome-keyring (Secret Service),
# so keychain tests use the real OS keychain. CI and developers run tests through this same script.
# Already inside such a session (WITH_KEYRING=1), it just runs the command.
set -euo pipefail
if [ "${WITH_KEYRING:-}" = "1" ]; then exec "$@"; fi
for tool in dbus-run-session gnome-keyring-daemon; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "with-keyring: '$tool' is missing. Install the OS packages: sudo apt-get install -y dbus dbus-x11 gnome-keyring" >&2
    exit 127
  fi
done
export WITH_KEYRING=1
# The keyring password only protects this throw-away test keyring, which lives in a temp HOME.
exec dbus-run-session -- bash -c '
  set -euo pipefail
  export XDG_DATA_HOME="$(mktemp -d)"
  echo -n "test-keyring-password" | gnome-keyring-daemon --unlock --components=secrets >/dev/null
  exec "$@"
' with-keyring "$@"
