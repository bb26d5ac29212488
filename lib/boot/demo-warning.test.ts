import { describe, expect, it } from "vitest";
import { demoExposureWarning } from "./demo-warning";

describe("demoExposureWarning", () => {
  it.each(["127.0.0.1", "localhost", "::1"])("stays quiet on %s", (host) => {
    expect(demoExposureWarning(host, { publicAdmin: true })).toBeNull();
  });

  it.each(["0.0.0.0", "::", "192.168.1.10"])("warns on %s that it is a demo and how to run for real", (host) => {
    const warning = demoExposureWarning(host, { publicAdmin: true });
    expect(warning).toContain(`DEMO MODE, listening on ${host}`);
    expect(warning).toContain("public demo one");
    expect(warning).toContain("DATABASE_URL");
    expect(warning).toContain("NODE_ENV=production");
  });

  it("does not claim a public admin password when ADMIN_PASSWORD was set", () => {
    expect(demoExposureWarning("0.0.0.0", { publicAdmin: false })).not.toContain("public demo one");
  });
});
