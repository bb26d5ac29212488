import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// CONTRIBUTING.md "Admin data": the admin area reads the server through TanStack Query only.
// This test reads every admin component and names each place that goes back to the old
// pattern — `useEffect(() => { apiFetch(url).then(setX) })`, or `const result = await
// apiFetch(url); setList(result.data)` — so a regression fails here, file and line.

const ADMIN = join(__dirname, "..");
const DATA = join(ADMIN, "data");
/**
 * Files not yet moved onto the query cache, each owned by another change in progress. The list
 * only shrinks: a file leaves it when its screen reads through useQuery.
 */
const NOT_YET_MOVED = new Set(["components/admin/offline/register/register-view.tsx"]);
/** Calls that answer server data. */
const FETCHERS = new Set(["apiFetch", "fetch", "adminFetch", "adminSend"]);

function calleeName(call: ts.CallExpression): string | null {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return null;
}

function unwrap(node: ts.Expression): ts.Expression {
  let current = node;
  while (ts.isAwaitExpression(current) || ts.isParenthesizedExpression(current) || ts.isAsExpression(current) || ts.isNonNullExpression(current)) current = current.expression;
  return current;
}

/** A fetch with no method: a GET (apiFetch sends a body with `json` as a POST). */
function isGet(call: ts.CallExpression): boolean {
  const init = call.arguments[1];
  if (!init) return true;
  if (!ts.isObjectLiteralExpression(init)) return false;
  return !init.properties.some((property) => property.name && ts.isIdentifier(property.name) && ["method", "json", "body"].includes(property.name.text));
}

function mentions(node: ts.Node, names: Set<string>, onlyData: boolean): boolean {
  let found = false;
  const visit = (child: ts.Node) => {
    if (found) return;
    if (ts.isIdentifier(child) && names.has(child.text)) {
      const parent = child.parent;
      // `result.ok`, `result.status` and `result.message` say how the request went; `result.data` is the server's data.
      const isData = ts.isPropertyAccessExpression(parent) && parent.expression === child ? parent.name.text === "data" : !ts.isPropertyAccessExpression(parent) || parent.expression === child;
      if (!onlyData || isData) found = true;
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

/** Each place in one file where server data is read around the query cache or copied into useState. */
export function adminDataViolations(source: string, fileName: string, inDataLayer = false): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const line = (node: ts.Node) => file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
  const setters = new Set<string>();
  // Variables holding an answer (`const result = await apiFetch(…)`) or a query (`const list = useQuery(…)`).
  const answers = new Set<string>();
  const queries = new Set<string>();
  const found: string[] = [];

  const collect = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && node.initializer) {
      const init = unwrap(node.initializer);
      if (ts.isCallExpression(init)) {
        const name = calleeName(init);
        if (name === "useState" && ts.isArrayBindingPattern(node.name)) {
          const setter = node.name.elements[1];
          if (setter && ts.isBindingElement(setter) && ts.isIdentifier(setter.name)) setters.add(setter.name.text);
        }
        if (name && FETCHERS.has(name) && ts.isIdentifier(node.name)) answers.add(node.name.text);
        if ((name === "useQuery" || name === "useSuspenseQuery") && ts.isIdentifier(node.name)) queries.add(node.name.text);
      }
    }
    ts.forEachChild(node, collect);
  };
  collect(file);

  const check = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const name = calleeName(node);
      if (!inDataLayer && (name === "apiFetch" || name === "fetch") && ts.isIdentifier(node.expression) && isGet(node)) {
        found.push(`${fileName}:${line(node)} reads with ${name}() outside components/admin/data: use useQuery with adminFetch`);
      }
      if (name === "then" && node.arguments.some((argument) => ts.isIdentifier(argument) && setters.has(argument.text))) {
        found.push(`${fileName}:${line(node)} passes a useState setter to .then(): fetched data goes to the query cache, not to state`);
      }
      if (name && setters.has(name) && ts.isIdentifier(node.expression)) {
        const argument = node.arguments[0];
        if (argument && (mentions(argument, answers, true) || mentions(argument, queries, true))) {
          found.push(`${fileName}:${line(node)} copies fetched data into state with ${name}(): derive it from the query's data`);
        }
      }
      if (name === "useState") {
        const initial = node.arguments[0];
        if (initial && mentions(initial, queries, true)) found.push(`${fileName}:${line(node)} starts a useState with a query's data: derive it instead`);
      }
    }
    ts.forEachChild(node, check);
  };
  check(file);
  return found;
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

describe("admin data rule", () => {
  it("finds the old pattern: a GET in an effect whose answer goes into useState", () => {
    const old = `
      export function View() {
        const [list, setList] = useState(null);
        const [error, setError] = useState(null);
        useEffect(() => { apiFetch("/api/admin/dashboard").then(setList); }, []);
        async function load() {
          const result = await apiFetch("/api/admin/users?page=1");
          if (result.ok) return setList(result.data);
          setError(result.status === 401 ? "auth" : "load");
        }
      }`;
    const found = adminDataViolations(old, "components/admin/x/view.tsx");
    expect(found).toEqual([
      expect.stringContaining("view.tsx:5 passes a useState setter to .then()"),
      expect.stringContaining("view.tsx:5 reads with apiFetch()"),
      expect.stringContaining("view.tsx:7 reads with apiFetch()"),
      expect.stringContaining("view.tsx:8 copies fetched data into state with setList()"),
    ]);
  });

  it("finds a query's data copied into state, and passes what the rule allows", () => {
    const copied = `
      export function View() {
        const list = useQuery({ queryKey: ["admin", "users"], queryFn: () => adminFetch("/api/admin/users") });
        const [rows, setRows] = useState(list.data?.users ?? []);
        useEffect(() => setRows(list.data?.users ?? []), [list.data]);
        const [page, setPage] = useState(1);
        const jump = () => setPage(list.data?.pages ?? 1);
      }`;
    expect(adminDataViolations(copied, "v.tsx")).toEqual([
      expect.stringContaining("v.tsx:4 starts a useState"),
      expect.stringContaining("v.tsx:5 copies fetched data into state with setRows()"),
      expect.stringContaining("v.tsx:7 copies fetched data into state with setPage()"),
    ]);

    const allowed = `
      export function View() {
        const [page, setPage] = useState(1);
        const [openId, setOpenId] = useState<string | null>(null);
        const list = useQuery({ queryKey: ["admin", "users", page], queryFn: () => adminFetch("/api/admin/users", { page }) });
        const opened = list.data?.users.find((user) => user.id === openId) ?? null;
        const save = useMutation({ mutationFn: (body) => adminSend("/api/admin/users/1", { method: "PUT", json: body }) });
        async function remove(id: string) {
          const result = await apiFetch("/api/admin/users/" + id, { method: "DELETE" });
          if (result.ok) setOpenId(null);
          else setPage(1);
        }
      }`;
    expect(adminDataViolations(allowed, "v.tsx")).toEqual([]);
  });

  it("no admin component reads the server around the query cache or holds server data in useState", () => {
    const found = sources(ADMIN)
      .map((path) => ({ path, name: relative(join(ADMIN, "../.."), path) }))
      .filter(({ name }) => !NOT_YET_MOVED.has(name))
      .flatMap(({ path, name }) => adminDataViolations(readFileSync(path, "utf8"), name, path.startsWith(DATA)));
    expect(found).toEqual([]);
  });
});
