import fs from "node:fs";
import path from "node:path";
import { parseDocument } from "yaml";
import { contentCopy } from "./site-commands";

/**
 * A category with videos of both shapes, as an author pastes them (the real content lists none yet):
 * the grid's order, rows and offline players are tested on it.
 */
export const e2eVideoCategory = "trusts-estate-planning";
export const e2eVideos = [
  ["Forming a Trust", 56.25],
  ["The Trustee's Duties", 177.78],
  ["Schedule A in Practice", 56.25],
  ["Recording a Deed to the Trust", 56.25],
  ["Questions From Viewers About Trust Administration and Accounts", 177.78],
  ["Closing a Trust", 56.25],
] as const;

/** The repository the configured build's deployed editor (/admin) edits. */
export const e2eEditor = {
  repository: "cornerstone/website",
  branch: "main",
  authUrl: "https://auth.cornerstone.example",
};

/**
 * The real content, with the scheduler, payment widget and assistant switched on, videos listed, and
 * editing on the deployed site (/admin).
 */
export function configuredContent(): string {
  const dir = contentCopy("content");
  const file = path.join(dir, "site.yaml");
  const site = parseDocument(fs.readFileSync(file, "utf8"));
  site.setIn(["integrations", "assistant", "agentId"], "e2e-agent");
  site.setIn(["integrations", "scheduler", "calLink"], "cornerstone/90min");
  site.setIn(["integrations", "payment", "merchantId"], "e2e-merchant");
  site.set("editor", e2eEditor);
  fs.writeFileSync(file, site.toString());
  const category = path.join(dir, "videos", `${e2eVideoCategory}.yaml`);
  const videos = parseDocument(fs.readFileSync(category, "utf8"));
  videos.set("videoCount", e2eVideos.length);
  videos.set(
    "videos",
    e2eVideos.map(([title, aspect], i) => ({
      id: i + 1,
      title,
      embed: `<div style="padding:${aspect}% 0 0 0;position:relative;"><iframe src="https://player.vimeo.com/video/${100 + i}" style="position:absolute;top:0;left:0;width:100%;height:100%;" title="${title}"></iframe></div>`,
    })),
  );
  fs.writeFileSync(category, videos.toString());
  return dir;
}
