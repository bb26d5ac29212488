-- The app's own PostgreSQL role (issue 45 item 10): `qadam_app` reads and writes rows of the
-- schema's tables and nothing else. It cannot create, alter or drop a table or the schema,
-- create roles or databases, or write the migration records; the owner (POSTGRES_USER) keeps
-- all of that and runs the migrations.
--
-- Run by the owner after the migrations, at every `docker compose up` (compose's `migrate`
-- service: `node server.js migrate`, then this file through psql), so that a new database, an
-- existing one and one restored from a backup all end up the same; safe to run again. The
-- password comes from the environment: POSTGRES_APP_PASSWORD (a changed one takes effect at the
-- next run). tests/ops/app-role.test.ts runs it on a real PostgreSQL and checks what the role
-- can and cannot do.
--
--   POSTGRES_APP_PASSWORD=… psql --no-psqlrc -v ON_ERROR_STOP=1 -f deploy/postgres/app-role.sql

\set QUIET on
\set ON_ERROR_STOP on
\getenv app_password POSTGRES_APP_PASSWORD
\if :{?app_password}
\else
  DO $$ BEGIN RAISE EXCEPTION 'POSTGRES_APP_PASSWORD is not set: put the app role''s password in .env (openssl rand -base64 32)'; END $$;
\endif

SELECT 'CREATE ROLE qadam_app' WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'qadam_app') \gexec
-- Every attribute said, so that a role someone widened by hand is narrowed again.
SELECT format('ALTER ROLE qadam_app WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT NOREPLICATION NOBYPASSRLS PASSWORD %L', :'app_password') \gexec

-- This database, and its public schema to use but not to create in (PostgreSQL 15 and later
-- give PUBLIC no CREATE there; a database made by an older one did).
SELECT format('GRANT CONNECT ON DATABASE %I TO qadam_app', current_database()) \gexec
REVOKE CREATE ON SCHEMA public FROM PUBLIC;
REVOKE ALL ON SCHEMA public FROM qadam_app;
GRANT USAGE ON SCHEMA public TO qadam_app;

-- Rows: read, insert, change, delete. No TRUNCATE, REFERENCES or TRIGGER.
REVOKE ALL ON ALL TABLES IN SCHEMA public FROM qadam_app;
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO qadam_app;
REVOKE ALL ON ALL SEQUENCES IN SCHEMA public FROM qadam_app;
GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO qadam_app;
-- Tables the owner makes later (a migration, a restore) are the app's to use at once, before
-- this file runs again. Not tied to the schema, so a restore that recreates it keeps them.
ALTER DEFAULT PRIVILEGES GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO qadam_app;
ALTER DEFAULT PRIVILEGES GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO qadam_app;

-- The migration records are the owner's: the app reads them (readiness compares them with the
-- migrations it ships) and writes none.
SELECT format('REVOKE INSERT, UPDATE, DELETE ON %s FROM qadam_app', name)
  FROM unnest(ARRAY['_prisma_migrations', '_qadam_migration_compat']) AS name WHERE to_regclass(name) IS NOT NULL \gexec
