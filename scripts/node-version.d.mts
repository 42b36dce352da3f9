// Types of scripts/node-version.mjs, for the tests that import it.
export declare function supportedNodeRange(): string;
export declare function checkNodeVersion(version?: string, range?: string): { ok: true } | { ok: false; message: string };
