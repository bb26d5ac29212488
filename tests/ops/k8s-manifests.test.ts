import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ConfigMap, Secret, Service } from "kubernetes-models/v1";
import { Deployment } from "kubernetes-models/apps/v1";
import type { IPodSpec } from "kubernetes-models/v1";
import { Job } from "kubernetes-models/batch/v1";
import { PodDisruptionBudget } from "kubernetes-models/policy/v1";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { parseAllDocuments } from "yaml";
import { DRAIN } from "@/lib/boot/shutdown";

// deploy/k8s/ validated against the Kubernetes API's JSON schemas (kubernetes-models ships
// them compiled), then the promises docs/operations.md makes about them (issue 24, item 11).
const DIR = path.resolve(import.meta.dirname, "../../deploy/k8s");
const MODELS = { ConfigMap, Secret, Service, Deployment, Job, PodDisruptionBudget } as const;
type Manifest = { apiVersion: string; kind: keyof typeof MODELS; metadata: { name: string } } & Record<string, unknown>;

const manifests: Manifest[] = readdirSync(DIR)
  .filter((file) => file.endsWith(".yaml"))
  .flatMap((file) => parseAllDocuments(readFileSync(path.join(DIR, file), "utf8")).map((document) => document.toJS() as Manifest));
const one = <K extends keyof typeof MODELS>(kind: K) => manifests.find((manifest) => manifest.kind === kind) as InstanceType<(typeof MODELS)[K]>;

// The schemas above accept keys they do not know, so a misspelt field (`readinesProbe`,
// `terminationGracePeriodSecond`) would pass and be dropped by the API server. The same
// package's TypeScript interfaces know every field: each manifest is type-checked as an object
// literal of its kind, whose excess-property check refuses any key the interface lacks, at
// any depth.
const INTERFACES: Record<Manifest["kind"], string> = {
  ConfigMap: "kubernetes-models/v1",
  Secret: "kubernetes-models/v1",
  Service: "kubernetes-models/v1",
  Deployment: "kubernetes-models/apps/v1",
  Job: "kubernetes-models/batch/v1",
  PodDisruptionBudget: "kubernetes-models/policy/v1",
};
const ROOT = path.resolve(import.meta.dirname, "../..");

function unknownFields(documents: Manifest[]): string[] {
  const file = path.join(ROOT, "tests/ops/k8s-manifests.typecheck.ts");
  const text = [
    ...documents.map((manifest, index) => `import type { I${manifest.kind} as T${index} } from "${INTERFACES[manifest.kind]}";`),
    ...documents.map((manifest, index) => `export const m${index}: T${index} = ${JSON.stringify(manifest, null, 1)};`),
  ].join("\n");
  const options: ts.CompilerOptions = { strict: true, noEmit: true, skipLibCheck: true, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, target: ts.ScriptTarget.ES2022, types: [] };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.fileExists = (name) => name === file || ts.sys.fileExists(name);
  host.readFile = (name) => (name === file ? text : readFile(name));
  host.getSourceFile = (name, version) => (name === file ? ts.createSourceFile(name, text, version) : getSourceFile(name, version));
  const program = ts.createProgram([file], options, host);
  return ts.getPreEmitDiagnostics(program, program.getSourceFile(file)).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, " "));
}

describe("deploy/k8s", () => {
  it.each(manifests.map((manifest) => [`${manifest.kind} ${manifest.metadata.name}`, manifest] as const))("%s is valid against the Kubernetes schema", (_name, manifest) => {
    const Model = MODELS[manifest.kind];
    expect(Model, `no schema for kind ${manifest.kind}`).toBeTruthy();
    const model = new Model(manifest as never);
    expect(model.apiVersion).toBe(manifest.apiVersion);
    expect(() => model.validate()).not.toThrow();
  });

  it("has no field its kind does not know, at any depth", () => {
    expect(unknownFields(manifests)).toEqual([]);
  });

  it("would catch a misspelt field deep in a manifest", () => {
    const deployment = structuredClone(manifests.find((manifest) => manifest.kind === "Deployment")!) as Manifest & { spec: { template: { spec: { containers: Record<string, unknown>[] } } } };
    const [container] = deployment.spec.template.spec.containers;
    container!.readinesProbe = container!.readinessProbe;
    delete container!.readinessProbe;
    expect(unknownFields([deployment])).toEqual([expect.stringMatching(/'"readinesProbe"' does not exist in type 'IContainer'/)]);
  });

  it("has a Deployment, a Service, a PodDisruptionBudget, a migration Job, a ConfigMap and a Secret", () => {
    expect(manifests.map((manifest) => manifest.kind).sort()).toEqual(["ConfigMap", "Deployment", "Job", "PodDisruptionBudget", "Secret", "Service"]);
  });

  it("probes readiness and liveness apart, drains within the grace period and requests resources", () => {
    const deployment = one("Deployment");
    const pod = deployment.spec!.template.spec!;
    const [container] = pod.containers;
    expect(container!.readinessProbe?.httpGet?.path).toBe("/api/health/ready");
    expect(container!.livenessProbe?.httpGet?.path).toBe("/api/health/live");
    // The preStop sleep counts in the grace period; the drain's last step follows it.
    const preStop = Number(container!.lifecycle?.preStop?.exec?.command?.at(-1));
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(preStop + DRAIN.listenDeadlineMs / 1000 + 1);
    expect(container!.resources?.requests).toMatchObject({ cpu: expect.any(String), memory: expect.any(String) });
    expect(container!.resources?.limits?.memory).toBe("512Mi");
    expect(container!.envFrom?.map((source) => source.secretRef?.name ?? source.configMapRef?.name)).toEqual(["qadam-config", "qadam-secrets"]);
    expect(deployment.spec!.strategy?.rollingUpdate).toMatchObject({ maxUnavailable: 0 });
  });

  it("selects the Deployment's pods from the Service and the PodDisruptionBudget", () => {
    const labels = one("Deployment").spec!.template.metadata!.labels!;
    const matches = (selector: Record<string, string>) => Object.entries(selector).every(([key, value]) => labels[key] === value);
    expect(matches(one("Service").spec!.selector!)).toBe(true);
    expect(matches(one("PodDisruptionBudget").spec!.selector!.matchLabels!)).toBe(true);
    expect(one("PodDisruptionBudget").spec!.minAvailable).toBe(1);
  });

  it("migrates in a Job with the same image and settings, running `node server.js migrate`", () => {
    const job = one("Job").spec!.template.spec!;
    const web = one("Deployment").spec!.template.spec!.containers[0]!;
    expect(job.containers[0]!.args).toEqual(["node", "server.js", "migrate"]);
    expect(job.containers[0]!.image).toBe(web.image);
    expect(job.containers[0]!.envFrom).toEqual(web.envFrom);
    expect(job.restartPolicy).toBe("Never");
  });

  // The "restricted" Pod Security Standard (kubernetes.io/docs/concepts/security/pod-security-standards),
  // which a namespace labelled pod-security.kubernetes.io/enforce=restricted holds every pod to.
  function restrictedViolations(pod: IPodSpec): string[] {
    const violations: string[] = [];
    if (pod.hostNetwork || pod.hostPID || pod.hostIPC) violations.push("host namespaces");
    const allowedVolumes = ["configMap", "csi", "downwardAPI", "emptyDir", "ephemeral", "persistentVolumeClaim", "projected", "secret"];
    for (const volume of pod.volumes ?? []) {
      const kinds = Object.keys(volume).filter((key) => key !== "name");
      if (!kinds.every((kind) => allowedVolumes.includes(kind))) violations.push(`volume ${volume.name}: ${kinds.join(",")}`);
    }
    for (const container of [...pod.containers, ...(pod.initContainers ?? [])]) {
      const own = container.securityContext ?? {};
      const runAsNonRoot = own.runAsNonRoot ?? pod.securityContext?.runAsNonRoot;
      const runAsUser = own.runAsUser ?? pod.securityContext?.runAsUser;
      const seccomp = own.seccompProfile?.type ?? pod.securityContext?.seccompProfile?.type;
      if (runAsNonRoot !== true) violations.push(`${container.name}: runAsNonRoot`);
      if (runAsUser === 0) violations.push(`${container.name}: runAsUser 0`);
      if (own.privileged) violations.push(`${container.name}: privileged`);
      if (own.allowPrivilegeEscalation !== false) violations.push(`${container.name}: allowPrivilegeEscalation`);
      if (!own.capabilities?.drop?.includes("ALL")) violations.push(`${container.name}: capabilities drop ALL`);
      if ((own.capabilities?.add ?? []).some((capability) => capability !== "NET_BIND_SERVICE")) violations.push(`${container.name}: capabilities add`);
      if (seccomp !== "RuntimeDefault" && seccomp !== "Localhost") violations.push(`${container.name}: seccompProfile RuntimeDefault`);
      for (const port of container.ports ?? []) if (port.hostPort) violations.push(`${container.name}: hostPort`);
    }
    return violations;
  }

  it.each([
    ["Deployment", () => one("Deployment").spec!.template.spec!],
    ["Job", () => one("Job").spec!.template.spec!],
  ])("the %s's pods meet the restricted Pod Security Standard", (_kind, pod) => {
    expect(restrictedViolations(pod())).toEqual([]);
  });

  it("keeps every secret in the Secret, and the example's values are ones production refuses", () => {
    const config = one("ConfigMap").data!;
    for (const key of ["JWT_SECRET", "ADMIN_PASSWORD", "PGPASSWORD", "DATABASE_URL"]) expect(config).not.toHaveProperty(key);
    expect(Object.values(one("Secret").stringData!).every((value) => value.startsWith("change-me"))).toBe(true);
  });
});
