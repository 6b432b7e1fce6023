// Types of tooling/chromium-paths.mjs.

export declare const chromiumPath: string | undefined;
export declare const headlessShellPath: string | undefined;
