import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "../fixtures";
import { buildDirs } from "../servers";
import { staticServingTests } from "../static-serving";

// `pnpm start` (server/static-server.ts) serving the build: the same behaviour as nginx, over plain HTTP.

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

staticServingTests({
  client: path.join(appRoot, buildDirs.site, "client"),
  securityHeaders: [
    "content-security-policy",
    "x-content-type-options",
    "referrer-policy",
    "permissions-policy",
    "x-frame-options",
    "cross-origin-opener-policy",
    "cross-origin-resource-policy",
  ],
});

test("plain HTTP on localhost sends no HSTS, which would pin localhost to HTTPS", async ({ request }) => {
  expect((await request.get("/")).headers()["strict-transport-security"]).toBeUndefined();
});
