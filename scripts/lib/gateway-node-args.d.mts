// Types for gateway-node-args.mjs (a plain script that the tests and benchmarks import too).
export declare const GATEWAY_HEAP_MB: number;
export declare const GATEWAY_SEMI_SPACE_MB: { embedded: number; postgres: number };
export declare const GATEWAY_HEAP_GROWING_PERCENT: number;
export declare const GATEWAY_MALLOC_ENV: Record<string, string>;
export declare function gatewayNodeArgs(execArgv?: readonly string[], env?: Record<string, string | undefined>): string[];
export declare function gatewayEnv<E extends Record<string, string | undefined>>(env?: E): E & Record<string, string>;
export declare function gatewayCommand(root: string, env?: Record<string, string | undefined>): { compiled: boolean; args: string[] };
