import os from "node:os";
import path from "node:path";

/** The editor's port in e2e: inside this run's range (E2E_PORT_BASE), clear of the site's servers. */
export const editorPort = Number(process.env.E2E_PORT_BASE ?? 4600) + 50;

/** The copy of content/ the editor edits in e2e, fresh for each run (the repository's is never touched). */
export const e2eContent = path.join(os.tmpdir(), `site-editor-e2e-${editorPort}`);
