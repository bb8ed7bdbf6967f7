#!/usr/bin/env bash
# Installs the OS packages the tests use: Chromium (e2e), the Secret Service keychain
# (gnome-keyring under a private D-Bus session) and secret-tool. `npm test` runs it first.
# Idempotent: when everything is present it calls no apt at all; `sudo` only when not root.
set -euo pipefail
packages=(chromium fonts-dejavu-core gnome-keyring dbus dbus-x11 libsecret-tools)
commands=(chromium gnome-keyring-daemon dbus-run-session dbus-launch secret-tool)

if ! command -v dpkg-query >/dev/null 2>&1 || ! command -v apt-get >/dev/null 2>&1; then
  # Not Debian/Ubuntu: we cannot install, but the tools may already be there under other names.
  missing_commands=()
  for cmd in "${commands[@]}"; do
    command -v "$cmd" >/dev/null 2>&1 || missing_commands+=("$cmd")
  done
  if [ "${#missing_commands[@]}" -eq 0 ]; then
    echo "install-os-deps: no apt-get here, but every tool the tests need is present"
    exit 0
  fi
  {
    echo "install-os-deps: this system has no apt-get/dpkg (not Debian or Ubuntu), so the test tools"
    echo "cannot be installed automatically. Missing: ${missing_commands[*]}."
    echo "Install them with your package manager (Chromium, gnome-keyring, D-Bus with dbus-launch,"
    echo "libsecret's secret-tool), then run npm test again."
  } >&2
  exit 1
fi

missing=()
for pkg in "${packages[@]}"; do
  status="$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null || true)"
  [[ "$status" == *"install ok installed"* ]] || missing+=("$pkg")
done
if [ "${#missing[@]}" -eq 0 ]; then
  echo "install-os-deps: all present (${packages[*]})"
  exit 0
fi

SUDO=()
if [ "$(id -u)" -ne 0 ]; then
  if ! command -v sudo >/dev/null 2>&1; then
    echo "install-os-deps: missing ${missing[*]}; not root and no sudo. As root run: apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
  SUDO=(sudo)
fi
echo "install-os-deps: installing ${missing[*]}"
"${SUDO[@]}" apt-get update -qq
# `env` keeps DEBIAN_FRONTEND through sudo, which resets the environment.
"${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
