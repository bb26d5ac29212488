// glibc's allocator settings the server runs with: npm start (scripts/start.mjs), the benchmarks'
// servers (scripts/bench-servers.mjs) and tests/ops/receipt-memory.test.ts take them from here;
// the Dockerfile and deploy/qadam.service repeat them.
//
// MALLOC_ARENA_MAX=2: a receipt's image work runs on libuv's threads, and glibc would otherwise
// keep what each of them freed in an arena of its own.
// MALLOC_MMAP_THRESHOLD_=131072: glibc's own starting value, pinned. Left to itself glibc raises
// the threshold (up to 32 MB) each time a large block is freed, and from then on serves the image
// buffers from its heap, which keeps the memory once they are freed (issue 46 item 9: twelve
// uploads took RSS to 374-393 MB and it stayed there; pinned, 343-362 MB and back to ~320).
export const allocatorEnv = { MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "131072" };
