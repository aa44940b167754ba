import { runCheck } from "./check.ts";

const [command, ...rest] = process.argv.slice(2);
if (command === "check") {
  process.exitCode = runCheck(rest);
} else {
  console.log("usage: content check [--root <content folder>]");
  process.exitCode = command === undefined || command === "--help" ? 0 : 2;
}
