import { runContentCli } from "../cli/main.ts";
import { site } from "./index.ts";

// `pnpm content …`: the engine's command line over this site.
process.exitCode = await runContentCli(site, process.argv.slice(2));
