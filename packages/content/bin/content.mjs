#!/usr/bin/env node
// The package ships its TypeScript sources, with no build step: the CLI runs from a bundle of them,
// built on first use and whenever a source changes, or else through tsx.
import { cliBundle } from "./cli-bundle.mjs";

const bundle = await cliBundle();
if (bundle) {
  await import(bundle);
} else {
  const { register } = await import("tsx/esm/api");
  register();
  await import("../src/site/cli.ts");
}
