import { register } from "node:module";

/**
 * Scores a site on loopback with the Mozilla HTTP Observatory's own code (@mdn/mdn-http-observatory):
 * its retriever, its ten tests and its grade chart. Prints the result as JSON.
 *
 *   tsx e2e/nginx/observatory-scan.ts <host> <http port> <https port>
 *
 * Run with NODE_EXTRA_CA_CERTS naming the test certificate: the Observatory only credits HSTS and the
 * redirect on a certificate it can verify, and Node reads that variable at start-up only.
 *
 * Two pieces of the package cannot be used as they are, offline and on loopback:
 * - its `scan()` drops the ports (it calls `retrieve(hostname)`), so this file calls `retrieve` with
 *   them and adds the results up exactly as `scan()` in src/scanner/index.js does;
 * - the HSTS preload list is downloaded by the package's install script (from the internet, so pnpm
 *   does not run it). A loopback address is never on that list, so the lookup answers "not preloaded".
 */
const preloadListOffline = `
export async function load(url, context, nextLoad) {
  if (url.endsWith("/@mdn/mdn-http-observatory/src/analyzer/hsts.js")) {
    return {
      format: "module",
      shortCircuit: true,
      source: "export function hsts() { return new Map(); } export function isHstsPreloaded() { return null; }",
    };
  }
  return nextLoad(url, context);
}`;
register(`data:text/javascript,${encodeURIComponent(preloadListOffline)}`);

const [host, httpPort, httpsPort] = process.argv.slice(2);
if (!host || !httpPort || !httpsPort) throw new Error("usage: observatory-scan.ts <host> <http port> <https port>");

const { retrieve } = await import("@mdn/mdn-http-observatory/src/retriever/retriever.js");
const { ALL_TESTS } = await import("@mdn/mdn-http-observatory/src/constants.js");
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await import("@mdn/mdn-http-observatory/src/grader/charts.js");
const { getGradeForScore, getScoreModifier } = await import("@mdn/mdn-http-observatory/src/grader/grader.js");

const requests = await retrieve(host, { httpPort, httpsPort });
if (!requests.responses.auto) throw new Error(`The site at ${host} cannot be reached`);

// As scan(): every test's modifier counts; bonuses only once the penalties alone leave an A.
let withExtraCredit = 100;
let uncurved = 100;
const tests: Record<string, { pass: boolean | null; result: string | null; scoreModifier: number }> = {};
for (const test of ALL_TESTS) {
  const output = test(requests);
  const scoreModifier = output.result ? getScoreModifier(output.result) : 0;
  withExtraCredit += scoreModifier;
  if (scoreModifier < 0) uncurved += scoreModifier;
  tests[(output.constructor as { name: string }).name] = { pass: output.pass, result: output.result, scoreModifier };
}
const { score, grade } = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved);
console.log(JSON.stringify({ grade, score, statusCode: requests.responses.auto.status, tests }));
