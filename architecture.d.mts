// Types of architecture.mjs, which eslint.config.mjs and .dependency-cruiser.mjs load as plain JavaScript.
export type LibPart = { name: string; layer: number; path: string };

export declare const ROUTES: readonly string[];
export declare const PORTAL: readonly string[];
export declare const REFERENCE_UPSTREAM: string;
export declare const FORM_KIT: string;
export declare const PRIMITIVES: string;
export declare const SERVER_MODULES: readonly string[];
export declare const LIB_LAYERS: readonly (readonly [number, readonly string[]])[];

export declare function libParts(): LibPart[];
export declare function libPartOf(repoPath: string): LibPart | undefined;
export declare function globSource(glob: string): string;
export declare function isServerModule(repoPath: string): boolean;
