#!/bin/sh
# Qadam's backups, run by compose's `backup` service in the PostgreSQL image (its pg_dump
# matches the server). The connection comes from PGHOST, PGPORT, PGUSER, PGPASSWORD, PGDATABASE.
#   backup.sh schedule       every day at BACKUP_AT (HH:MM, the container's TZ): now
#   backup.sh now            one backup, then the retention
#   backup.sh drill [FILE]   restores FILE (default: the newest) into a scratch database on the
#                            same server, checks it, drops it; exit 0 only when it is whole
#   backup.sh restore FILE   replaces the database's public schema with FILE's (stop the app first)
# Files: BACKUP_DIR/qadam-<UTC time>.dump, pg_dump's custom format, mode 0600. Retention: the
# newest BACKUP_KEEP files, and none older than BACKUP_MAX_AGE_DAYS (the newest always stays).
# BACKUP_OFFSITE_COMMAND, when set, runs after each backup with the file as $1 (copy it off
# the machine: rclone, aws s3 cp, scp …); its failure is logged and fails the run.
# tests/ops/backup-service.test.ts runs this script against a real PostgreSQL.
set -eu
umask 077
DIR=${BACKUP_DIR:-/backups}
KEEP=${BACKUP_KEEP:-14}
MAX_AGE_DAYS=${BACKUP_MAX_AGE_DAYS:-30}
DATABASE=${PGDATABASE:-qadam}

log() { printf '{"level":"%s","time":"%s","event":"%s"%s}\n' "$1" "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$2" "${3:-}"; }
fail() { log error "$1" ",\"message\":\"$2\"" >&2; exit 1; }

newest() { ls -1 "$DIR"/qadam-*.dump 2>/dev/null | sort | tail -n 1; }

prune() {
  keep_newest=$(newest)
  # Beyond the newest KEEP (names sort by time).
  ls -1 "$DIR"/qadam-*.dump 2>/dev/null | sort -r | tail -n +"$((KEEP + 1))" | while read -r old; do rm -f "$old"; log info backup_pruned ",\"file\":\"$old\",\"why\":\"count\""; done
  # Older than MAX_AGE_DAYS, except the newest of all.
  find "$DIR" -maxdepth 1 -name 'qadam-*.dump' -mtime +"$MAX_AGE_DAYS" | while read -r old; do
    [ "$old" = "$keep_newest" ] && continue
    rm -f "$old"
    log info backup_pruned ",\"file\":\"$old\",\"why\":\"age\""
  done
}

backup_now() {
  mkdir -p "$DIR"
  file="$DIR/qadam-$(date -u +%Y%m%dT%H%M%SZ).dump"
  # Written under another name first: a dump cut short never looks like a backup.
  pg_dump --format=custom --no-owner --dbname="$DATABASE" --file="$file.partial" || { rm -f "$file.partial"; fail backup_failed "pg_dump failed"; }
  mv "$file.partial" "$file"
  chmod 600 "$file"
  log info backup_written ",\"file\":\"$file\",\"bytes\":$(wc -c < "$file")"
  prune
  if [ -n "${BACKUP_OFFSITE_COMMAND:-}" ]; then
    sh -c "$BACKUP_OFFSITE_COMMAND" backup-offsite "$file" || fail backup_offsite_failed "BACKUP_OFFSITE_COMMAND exited non-zero"
    log info backup_copied_offsite ",\"file\":\"$file\""
  fi
}

# Every check must hold in the restored copy: tables present, each user's balance equal to the
# sum of their ledger, the migrations table complete.
drill() {
  file=${1:-$(newest)}
  [ -n "$file" ] && [ -f "$file" ] || fail drill_failed "no backup file in $DIR"
  scratch="qadam_restore_drill_$$"
  psql -q -v ON_ERROR_STOP=1 --dbname=postgres -c "CREATE DATABASE \"$scratch\"" >/dev/null
  trap 'psql -q --dbname=postgres -c "DROP DATABASE IF EXISTS \"$scratch\" WITH (FORCE)" >/dev/null 2>&1 || true' EXIT
  pg_restore --no-owner --exit-on-error --single-transaction --dbname="$scratch" "$file" || fail drill_failed "pg_restore of $file failed"
  result=$(psql -At -v ON_ERROR_STOP=1 --dbname="$scratch" -c "
    SELECT (SELECT count(*) FROM information_schema.tables WHERE table_schema = 'public') || ' ' ||
           (SELECT count(*) FROM \"User\") || ' ' ||
           (SELECT count(*) FROM \"Payment\") || ' ' ||
           (SELECT count(*) FROM \"User\" u WHERE u.balance <> COALESCE((SELECT sum(l.amount) FROM \"LedgerEntry\" l WHERE l.\"userId\" = u.id), 0)) || ' ' ||
           (SELECT count(*) FROM _prisma_migrations WHERE finished_at IS NOT NULL)")
  set -- $result
  [ "$1" -gt 10 ] || fail drill_failed "only $1 tables restored"
  [ "$4" -eq 0 ] || fail drill_failed "$4 users whose balance is not their ledger's sum"
  [ "$5" -gt 0 ] || fail drill_failed "no applied migrations recorded"
  log info drill_passed ",\"file\":\"$file\",\"tables\":$1,\"users\":$2,\"payments\":$3,\"migrations\":$5"
}

# Replaces the whole public schema with FILE's, in one transaction. pg_restore's own --clean
# drops only what the backup holds, so after a rollback the newer version's functions, tables and
# indexes stayed behind and the next upgrade failed on them (issue 45). COMMIT is sent only once
# pg_restore has written all of FILE: without it psql's session ends and PostgreSQL rolls back.
restore() {
  file=${1:?restore needs the backup file}
  [ -f "$file" ] || fail restore_failed "no such file: $file"
  whole=$(mktemp)
  {
    printf 'BEGIN;\nDROP SCHEMA public CASCADE;\nCREATE SCHEMA public;\nGRANT USAGE ON SCHEMA public TO PUBLIC;\n'
    if pg_restore --no-owner --file=- "$file"; then printf '\nCOMMIT;\n'; echo yes > "$whole"; fi
  } | PGOPTIONS='-c client_min_messages=warning' psql -X -q -v ON_ERROR_STOP=1 --dbname="$DATABASE" >/dev/null || { rm -f "$whole"; fail restore_failed "psql stopped on an error restoring $file: nothing changed"; }
  [ "$(cat "$whole")" = yes ] || { rm -f "$whole"; fail restore_failed "pg_restore of $file failed: nothing changed"; }
  rm -f "$whole"
  log info restored ",\"file\":\"$file\""
}

schedule() {
  at=${BACKUP_AT:-02:30}
  log info backup_scheduled ",\"at\":\"$at\",\"keep\":$KEEP,\"maxAgeDays\":$MAX_AGE_DAYS"
  while :; do
    now=$(date +%s)
    next=$(date -d "$at" +%s)
    [ "$next" -gt "$now" ] || next=$((next + 86400))
    sleep $((next - now)) &
    # A stop signal ends the wait at once, not after a day.
    trap 'kill $! 2>/dev/null; exit 0' TERM INT
    wait $!
    # A failed night is logged; the schedule goes on.
    (backup_now) || true
  done
}

case "${1:-}" in
  schedule) schedule ;;
  now) backup_now ;;
  drill) drill "${2:-}" ;;
  restore) restore "${2:-}" ;;
  *) echo "usage: backup.sh schedule | now | drill [FILE] | restore FILE" >&2; exit 2 ;;
esac
