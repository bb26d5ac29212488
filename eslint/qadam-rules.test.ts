import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import { afterAll, describe, it } from "vitest";
import { noAreaCycles, noImports, noMessageMatching, serverDataInQueryCache } from "./qadam-rules.mjs";

// The qadam plugin's rules (eslint.config.mjs), each on the code it must refuse and the code it must let through.

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } } });

tester.run("server-data-in-query-cache", serverDataInQueryCache, {
  valid: [
    {
      code: `
        export function View() {
          const [page, setPage] = useState(1);
          const [openId, setOpenId] = useState<string | null>(null);
          const list = useQuery({ queryKey: ["admin", "users", page], queryFn: () => apiCall("/api/admin/users", { params: { page } }) });
          const opened = list.data?.users.find((user) => user.id === openId) ?? null;
          const save = useMutation({ mutationFn: (body) => apiCall("/api/admin/users/1", { method: "PUT", json: body }) });
          async function remove(id: string) {
            const result = await apiFetch("/api/admin/users/" + id, { method: "DELETE" });
            if (result.ok) setOpenId(null);
            else setPage(1);
          }
          // A write's own answer (its confirmation) may be shown from state.
          async function pay(body) {
            const response = await apiFetch("/api/payments/create", { json: body });
            if (response.ok) setNotice(response.data.message);
          }
        }`,
      filename: "/repo/components/admin/users/view.tsx",
    },
    // The data layer's own helpers read with apiFetch.
    { code: `export async function readAll(path) { const result = await apiFetch(path); return result.data; }`, filename: "/repo/components/admin/data/read-all.ts", options: [{ dataLayer: ["components/admin/data"] }] },
  ],
  invalid: [
    {
      code: `
        export function View() {
          const [list, setList] = useState(null);
          const [error, setError] = useState(null);
          useEffect(() => { apiFetch("/api/admin/dashboard").then(setList); }, []);
          async function load() {
            const result = await apiFetch("/api/admin/users?page=1");
            if (result.ok) return setList(result.data);
            setError(result.status === 401 ? "auth" : "load");
          }
        }`,
      filename: "/repo/components/admin/x/view.tsx",
      errors: [
        { messageId: "then", line: 5 },
        { messageId: "read", line: 5 },
        { messageId: "read", line: 7 },
        { messageId: "copy", line: 8 },
      ],
    },
    {
      code: `
        export function View() {
          const list = useQuery({ queryKey: ["admin", "users"], queryFn: () => apiCall("/api/admin/users") });
          const [rows, setRows] = useState(list.data?.users ?? []);
          useEffect(() => setRows(list.data?.users ?? []), [list.data]);
          const [page, setPage] = useState(1);
          const jump = () => setPage(list.data?.pages ?? 1);
        }`,
      filename: "/repo/components/admin/x/view.tsx",
      errors: [
        { messageId: "initial", line: 4 },
        { messageId: "copy", line: 5 },
        { messageId: "copy", line: 7 },
      ],
    },
    {
      // The student's profile as it was read before TanStack Query (components/auth/use-profile.ts).
      code: `
        export function useProfile() {
          const [state, setState] = useState({ status: "loading" });
          const load = useCallback(async () => {
            const result = await apiFetch("/api/user/profile");
            if (result.ok) setState({ status: "user", user: result.data.user });
          }, []);
        }`,
      filename: "/repo/components/auth/use-profile.ts",
      options: [{ dataLayer: ["components/student-data"] }],
      errors: [{ messageId: "read", line: 5 }, { messageId: "copy", line: 6 }],
    },
  ],
});

tester.run("no-message-matching", noMessageMatching, {
  valid: [
    `if (result.code === "insufficient_funds") show();`,
    `const key = message?.startsWith(PREFIX) ? message.slice(PREFIX.length) : null;`,
    `if (issue.message.startsWith("api.validation.")) translate();`,
  ],
  invalid: [
    { code: `if (result.message?.includes("yetarli emas")) topUp();`, errors: [{ messageId: "words" }] },
    { code: `if (/Mablag'/.test(error.message)) topUp();`, errors: [{ messageId: "words" }] },
    { code: `if (message === "To'lov topilmadi") reload();`, errors: [{ messageId: "words" }] },
  ],
});

tester.run("no-imports", noImports, {
  valid: [`export function formatPhone(value: string) { return value; }`],
  invalid: [{ code: `import { z } from "zod";\nexport const phone = z.string();`, errors: [{ messageId: "imports" }] }],
});

// Two areas of a made-up lib: a imports b; b imports a only from a test, which does not count.
const areas = mkdtempSync(path.join(tmpdir(), "qadam-areas-"));
const lib = path.join(areas, "lib");
const write = (file: string, code: string) => {
  mkdirSync(path.dirname(path.join(lib, file)), { recursive: true });
  writeFileSync(path.join(lib, file), code);
};
write("a/one.ts", `import { two } from "@/lib/b/two";\nexport const one = two;`);
write("b/two.ts", `import { three } from "../c/three";\nexport const two = three;`);
write("b/two.test.ts", `import { one } from "@/lib/a/one";`);
write("c/three.ts", `import type { One } from "@/lib/a/one";\nexport const three = 3;`);
write("top.ts", `import { one } from "./a/one";`);
afterAll(() => rmSync(areas, { recursive: true, force: true }));

tester.run("no-area-cycles", noAreaCycles, {
  valid: [
    // b never imports a outside its tests; lib's top-level files are no area.
    { code: `import { two } from "@/lib/b/two";`, filename: path.join(lib, "a/one.ts"), options: [{ root: lib }] },
    { code: `import { one } from "./a/one";`, filename: path.join(lib, "top.ts"), options: [{ root: lib }] },
    { code: `import { z } from "zod"; import { env } from "@/lib/env";`, filename: path.join(lib, "b/two.ts"), options: [{ root: lib }] },
    // A pair still tangled may be allowed by name.
    { code: `import { three } from "@/lib/c/three";`, filename: path.join(lib, "a/one.ts"), options: [{ root: lib, allow: [["c", "a"]] }] },
  ],
  invalid: [
    // c imports a (a type counts too), so a may not import c, by alias, relative path or import().
    { code: `import { three } from "@/lib/c/three";`, filename: path.join(lib, "a/one.ts"), options: [{ root: lib }], errors: [{ messageId: "cycle", data: { from: "a", to: "c", example: "lib/c/three.ts" } }] },
    { code: `export { three } from "../../c/three";`, filename: path.join(lib, "a/deep/four.ts"), options: [{ root: lib }], errors: [{ messageId: "cycle" }] },
    { code: `const c = import("@/lib/c/three");`, filename: path.join(lib, "a/one.ts"), options: [{ root: lib }], errors: [{ messageId: "cycle" }] },
  ],
});
