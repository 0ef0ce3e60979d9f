#!/usr/bin/env bash
# The browser tests use Debian's Chromium and a Devanagari font (Hindi renders as boxes without
# one). Nothing is downloaded by Playwright itself: the machine has no route to browser builds.
set -euo pipefail
packages="chromium fonts-lohit-deva"
have_font() { fc-list 2>/dev/null | grep -qi 'lohit.*devanagari\|devanagari.*lohit'; }
if [ -x /usr/bin/chromium ] && have_font; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing $packages from Debian (once per machine)..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $packages >/dev/null
  exit 0
fi
echo "The browser tests need Debian's Chromium and a Devanagari font. Run once:" >&2
echo "  sudo apt-get install -y $packages" >&2
exit 1
