// Types of static-headers.mjs, which next.config.mjs loads as plain JavaScript.
export declare const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>>;
