// The parts of @mdn/mdn-http-observatory (plain JavaScript, no types) that observatory-scan.ts uses.

declare module "@mdn/mdn-http-observatory/src/retriever/retriever.js" {
  export interface Requests {
    responses: { auto: { status: number } | null };
  }
  export function retrieve(hostname: string, options: { httpPort?: string; httpsPort?: string }): Promise<Requests>;
}

declare module "@mdn/mdn-http-observatory/src/constants.js" {
  import type { Requests } from "@mdn/mdn-http-observatory/src/retriever/retriever.js";
  export const ALL_TESTS: ((requests: Requests) => { pass: boolean | null; result: string | null })[];
}

declare module "@mdn/mdn-http-observatory/src/grader/charts.js" {
  export const MINIMUM_SCORE_FOR_EXTRA_CREDIT: number;
}

declare module "@mdn/mdn-http-observatory/src/grader/grader.js" {
  export function getGradeForScore(score: number): { score: number; grade: string };
  export function getScoreModifier(expectation: string): number;
}
