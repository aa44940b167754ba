/** See cli-bundle.mjs: the path of an up-to-date bundle of the CLI, or undefined when it cannot be built. */
export function cliBundle(options?: { src?: string; entry?: string; cacheDir?: string }): Promise<string | undefined>;
