#!/usr/bin/env bash
# Installs the Debian packages the tests use: Chromium (e2e), the Secret Service keychain
# (gnome-keyring under a private D-Bus session) and secret-tool. Idempotent: skips what is there.
set -euo pipefail
packages=(chromium fonts-dejavu-core gnome-keyring dbus dbus-x11 libsecret-tools)
missing=()
for pkg in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
if [ "${#missing[@]}" -eq 0 ]; then
  echo "install-os-deps: all present (${packages[*]})"
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
echo "install-os-deps: installing ${missing[*]}"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}"
