#!/bin/sh
# Installs Qadam as the systemd service of deploy/qadam.service, the first time and at every
# later deploy (docs/operations.md, "Running without a container"):
#   npm ci && npm run build && npm run build:server -- --out "$HOME/qadam-runtime"
#   sudo deploy/install-service.sh "$HOME/qadam-runtime"
# It makes every path the unit names: the user, /etc/qadam/qadam.env (mode 0600, never
# overwritten), /opt/qadam and the one folder the service may write, /opt/qadam/.next/cache
# (systemd refuses to start a unit whose ReadWritePaths is missing). A later deploy replaces
# /opt/qadam whole and keeps the one before as /opt/qadam.previous.
# tests/ops/deploy-files.test.ts runs the documented steps twice into a scratch root.
set -eu

runtime=${1:?usage: sudo deploy/install-service.sh RUNTIME (the folder of npm run build:server -- --out RUNTIME)}
unit=$(dirname "$0")/qadam.service
if [ ! -f "$runtime/server.js" ]; then
	echo "install-service: $runtime has no server.js: run npm run build:server -- --out $runtime first" >&2
	exit 1
fi

id -u qadam >/dev/null 2>&1 || useradd --system --user-group --home-dir /opt/qadam --no-create-home --shell /usr/sbin/nologin qadam
install -d -m 0700 /etc/qadam
[ -e /etc/qadam/qadam.env ] || install -m 0600 /dev/null /etc/qadam/qadam.env

# The new runtime is laid out beside the running one, so the service stops only for the swap.
rm -rf /opt/qadam.next
install -d -m 0755 /opt
cp -R "$runtime" /opt/qadam.next
chown -R root:root /opt/qadam.next
install -d -o qadam -g qadam -m 0750 /opt/qadam.next/.next/cache

install -m 0644 "$unit" /etc/systemd/system/qadam.service
systemctl daemon-reload
systemctl stop qadam
if [ -d /opt/qadam ]; then
	rm -rf /opt/qadam.previous
	mv /opt/qadam /opt/qadam.previous
fi
mv /opt/qadam.next /opt/qadam
systemctl enable qadam
if [ -s /etc/qadam/qadam.env ]; then
	systemctl start qadam
else
	echo "install-service: fill /etc/qadam/qadam.env (README, Configuration), then: sudo systemctl start qadam"
fi
