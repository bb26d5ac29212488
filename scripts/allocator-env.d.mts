export declare const allocatorEnv: { MALLOC_ARENA_MAX: string; MALLOC_MMAP_THRESHOLD_: string };
