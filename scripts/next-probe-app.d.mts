export declare function buildProbeApp(files: Record<string, string>): { dir: string; output: string };
export declare function serveProbeApp(dir: string, options: { port: number; readyPath: string }): Promise<{ base: string; pid: number | undefined; stop(): Promise<void> }>;
