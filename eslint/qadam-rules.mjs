import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// The house rules that were source-scanning tests (CONTRIBUTING.md, "Tests"), as rules of the
// `qadam` ESLint plugin (eslint.config.mjs): the linter names file and line as code is written.

/** Every node under `root`, parents before children. */
function walk(root, visitorKeys, visit) {
  const stack = [root];
  while (stack.length) {
    const node = stack.pop();
    visit(node);
    for (const key of visitorKeys[node.type] ?? []) {
      const child = node[key];
      if (Array.isArray(child)) {
        for (let i = child.length - 1; i >= 0; i -= 1) if (child[i]) stack.push(child[i]);
      }
      else if (child && typeof child.type === "string") stack.push(child);
    }
  }
}

function calleeName(call) {
  const callee = call.callee;
  if (callee.type === "Identifier") return callee.name;
  if (callee.type === "MemberExpression" && callee.property.type === "Identifier") return callee.property.name;
  return null;
}

function unwrap(node) {
  let current = node;
  while (["AwaitExpression", "TSAsExpression", "TSNonNullExpression", "ChainExpression", "TSSatisfiesExpression"].includes(current.type)) {
    current = current.type === "AwaitExpression" ? current.argument : current.expression;
  }
  return current;
}

/** Calls that answer server data when they GET (apiCall is the pages' one helper). */
const FETCHERS = new Set(["apiFetch", "fetch", "apiCall"]);

/** A fetch with no method: a GET (apiFetch sends a body with `json` as a POST). */
function isGet(call) {
  const init = call.arguments[1];
  if (!init) return true;
  if (init.type !== "ObjectExpression") return false;
  return !init.properties.some((property) => property.type === "Property" && property.key.type === "Identifier" && ["method", "json", "body"].includes(property.key.name));
}

/** Whether `node` reads one of `names` (with `onlyData`: its `.data`, not `.ok` or `.status`). */
function mentions(node, names, onlyData, visitorKeys) {
  let found = false;
  walk(node, visitorKeys, (child) => {
    if (found || child.type !== "Identifier" || !names.has(child.name)) return;
    const parent = child.parent;
    const isMember = parent?.type === "MemberExpression";
    // `result.ok`, `result.status` and `result.message` say how the request went; `result.data` is the server's data.
    const isData = isMember && parent.object === child ? parent.property.type === "Identifier" && parent.property.name === "data" : !isMember || parent.object === child;
    if (!onlyData || isData) found = true;
  });
  return found;
}

/**
 * CONTRIBUTING.md, "Admin data" (and the student's pages, on the same layer): server data is
 * read through TanStack Query and never copied into useState. Options: `dataLayer`, the
 * folders whose fetch helpers may GET directly.
 */
export const serverDataInQueryCache = {
  meta: {
    type: "problem",
    schema: [{ type: "object", properties: { dataLayer: { type: "array", items: { type: "string" } } }, additionalProperties: false }],
    messages: {
      read: "{{name}}() reads the server outside the data layer: use useQuery with the area's fetch helper.",
      then: "A useState setter passed to .then(): fetched data goes to the query cache, not to state.",
      copy: "Fetched data copied into state with {{name}}(): derive it from the query's data.",
      initial: "A useState started with a query's data: derive it instead.",
    },
  },
  create(context) {
    const dataLayer = context.options[0]?.dataLayer ?? [];
    const inDataLayer = dataLayer.some((folder) => context.filename.includes(`/${folder}/`));
    const { visitorKeys } = context.sourceCode;
    return {
      "Program:exit"(program) {
        const setters = new Set();
        const answers = new Set();
        const queries = new Set();
        walk(program, visitorKeys, (node) => {
          if (node.type !== "VariableDeclarator" || !node.init) return;
          const init = unwrap(node.init);
          if (init.type !== "CallExpression") return;
          const name = calleeName(init);
          if (name === "useState" && node.id.type === "ArrayPattern" && node.id.elements[1]?.type === "Identifier") setters.add(node.id.elements[1].name);
          // A read's answer is server data; a write's (its confirmation, its message) is not.
          if (FETCHERS.has(name) && isGet(init) && node.id.type === "Identifier") answers.add(node.id.name);
          if ((name === "useQuery" || name === "useSuspenseQuery") && node.id.type === "Identifier") queries.add(node.id.name);
        });
        walk(program, visitorKeys, (node) => {
          if (node.type !== "CallExpression") return;
          const name = calleeName(node);
          if (!inDataLayer && (name === "apiFetch" || name === "fetch") && node.callee.type === "Identifier" && isGet(node)) {
            context.report({ node, messageId: "read", data: { name } });
          }
          if (name === "then" && node.arguments.some((argument) => argument.type === "Identifier" && setters.has(argument.name))) {
            context.report({ node, messageId: "then" });
          }
          if (setters.has(name) && node.callee.type === "Identifier") {
            const argument = node.arguments[0];
            if (argument && (mentions(argument, answers, true, visitorKeys) || mentions(argument, queries, true, visitorKeys))) {
              context.report({ node, messageId: "copy", data: { name } });
            }
          }
          if (name === "useState" && node.arguments[0] && mentions(node.arguments[0], queries, true, visitorKeys)) {
            context.report({ node, messageId: "initial" });
          }
        });
      },
    };
  },
};

const isMessage = (node) => {
  const target = node && unwrap(node);
  if (!target) return false;
  if (target.type === "Identifier") return target.name === "message";
  return target.type === "MemberExpression" && !target.computed && target.property.name === "message";
};
const WORD_CHECKS = new Set(["includes", "startsWith", "endsWith", "match", "search", "indexOf"]);
// A form schema's message is a key (api.validation.…): looking at its prefix is not reading words.
const isKeyPrefix = (node) =>
  node && ((node.type === "Identifier" && node.name === "PREFIX") || (node.type === "Literal" && typeof node.value === "string" && node.value.startsWith("api.")));

/** DESIGN.md: clients translate by `code`, never by matching the words of an answer's message. */
export const noMessageMatching = {
  meta: {
    type: "problem",
    messages: { words: "This reads the words of a message: act on the answer's `code` (DESIGN.md, API contract)." },
  },
  create(context) {
    return {
      CallExpression(node) {
        const callee = node.callee.type === "ChainExpression" ? node.callee.expression : node.callee;
        if (callee.type !== "MemberExpression" || callee.property.type !== "Identifier") return;
        const method = callee.property.name;
        if (WORD_CHECKS.has(method) && isMessage(callee.object) && !isKeyPrefix(node.arguments[0])) context.report({ node, messageId: "words" });
        if (method === "test" && isMessage(node.arguments[0])) context.report({ node, messageId: "words" });
      },
      BinaryExpression(node) {
        if (!["===", "==", "!==", "!="].includes(node.operator)) return;
        const [message, other] = isMessage(node.left) ? [node.left, node.right] : isMessage(node.right) ? [node.right, node.left] : [];
        // A word with an apostrophe inside (Uzbek): a sentence, not a key.
        if (message && other.type === "Literal" && typeof other.value === "string" && /[a-z]'[a-z]/i.test(other.value)) context.report({ node, messageId: "words" });
      },
    };
  },
};

/** A module that must import nothing (the client-safe phone rules: a page that formats a phone carries no zod). */
export const noImports = {
  meta: { type: "problem", messages: { imports: "This module imports nothing (it is loaded by client bundles that must stay free of {{source}})." } },
  create(context) {
    return {
      ImportDeclaration(node) {
        context.report({ node, messageId: "imports", data: { source: node.source.value } });
      },
    };
  },
};

const AREA_IMPORT = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\sfrom\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;
const SOURCE_FILE = /\.(ts|tsx|mts|mjs)$/;
const NOT_SHIPPED = /\.test\.|\.fixture\./;
const areaGraphs = new Map();

/** The area (lib/<area>/…) a module specifier written in `file` names, or null (a package, lib's top-level files, outside lib). */
function areaOf(specifier, file, root) {
  let target;
  if (specifier.startsWith("@/lib/")) target = specifier.slice("@/lib/".length);
  else if (specifier.startsWith(".")) target = path.relative(root, path.resolve(path.dirname(file), specifier));
  else return null;
  const parts = target.split(/[\\/]/);
  return parts.length >= 2 && parts[0] !== ".." ? parts[0] : null;
}

/** Which areas each area of `root` imports, with one file that does, from the modules themselves (tests left out). */
function areaGraph(root) {
  const cached = areaGraphs.get(root);
  if (cached) return cached;
  const graph = new Map();
  const visit = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (SOURCE_FILE.test(entry.name) && !NOT_SHIPPED.test(entry.name)) {
        const area = path.relative(root, file).split(path.sep)[0];
        if (area === entry.name) continue;
        for (const match of readFileSync(file, "utf8").matchAll(AREA_IMPORT)) {
          const target = areaOf(match[1] ?? match[2], file, root);
          if (!target || target === area) continue;
          if (!graph.has(area)) graph.set(area, new Map());
          if (!graph.get(area).has(target)) graph.get(area).set(target, path.relative(path.dirname(root), file));
        }
      }
    }
  };
  visit(root);
  areaGraphs.set(root, graph);
  return graph;
}

/**
 * No two areas of lib import each other (lib/<a>/… and lib/<b>/…): an import of area B from area
 * A is refused while any module of B imports A. `allow` lists the pairs still tangled (issue 43
 * left them; each is to be untangled, then taken off the list).
 */
export const noAreaCycles = {
  meta: {
    type: "problem",
    schema: [{ type: "object", properties: { root: { type: "string" }, allow: { type: "array", items: { type: "array", items: { type: "string" }, minItems: 2, maxItems: 2 } } }, additionalProperties: false }],
    messages: { cycle: "lib/{{from}} imports lib/{{to}}, and lib/{{to}} imports lib/{{from}} ({{example}}): two areas must not import each other. Move what both need to one of them, or to an area of its own." },
  },
  create(context) {
    const options = context.options[0] ?? {};
    const root = path.resolve(context.cwd, options.root ?? "lib");
    const file = context.filename;
    const relative = path.relative(root, file);
    if (relative.startsWith("..") || path.isAbsolute(relative)) return {};
    const parts = relative.split(path.sep);
    if (parts.length < 2) return {};
    const from = parts[0];
    const allowed = new Set((options.allow ?? []).flatMap(([a, b]) => [`${a}>${b}`, `${b}>${a}`]));
    const check = (node, specifier) => {
      if (typeof specifier !== "string") return;
      const to = areaOf(specifier, file, root);
      if (!to || to === from || allowed.has(`${from}>${to}`)) return;
      const example = areaGraph(root).get(to)?.get(from);
      if (example) context.report({ node, messageId: "cycle", data: { from, to, example } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === "Literal" && check(node, node.source.value),
    };
  },
};
