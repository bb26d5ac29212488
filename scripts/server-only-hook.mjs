// `server-only` throws unless resolved with the react-server condition, which only Next's
// bundler uses (Next aliases it there itself). Plain Node runs only server code: the custom
// server under tsx, the db:* scripts, tests that spawn them. This resolves it to an empty
// module there. Load it before tsx: node --import ./scripts/server-only-hook.mjs --import tsx …
import { register } from "node:module";

const hooks = `export async function resolve(specifier, context, nextResolve) {
  return specifier === "server-only" ? { url: "data:text/javascript,", shortCircuit: true } : nextResolve(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
