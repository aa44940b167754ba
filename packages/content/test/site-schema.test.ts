import { describe, expect, it } from "vitest";
import { siteSchema } from "../src/site/collections/site/schema.ts";

describe("site.yaml's production address", () => {
  it("may be left empty until it is known, and loses a trailing slash when given", () => {
    const base = siteSchema.shape.baseUrl;
    expect(base.parse("")).toBeNull();
    expect(base.parse(null)).toBeNull();
    expect(base.parse(undefined)).toBeNull();
    expect(base.parse("https://www.cornerstonelawtrust.org/")).toBe("https://www.cornerstonelawtrust.org");
    expect(base.safeParse("ftp://files.example").success).toBe(false);
  });
});

describe("hosts and addresses that become the security policy", () => {
  const { videoHost, assistant, scheduler } = siteSchema.shape.integrations.shape;
  const playerHosts = videoHost.shape.playerHosts;
  const connectSources = assistant.shape.connectSources;
  const scriptUrl = assistant.shape.scriptUrl;
  const accepts = (schema: { safeParse(value: unknown): { success: boolean } }, value: unknown) =>
    schema.safeParse(value).success;

  it("takes a host name as a host, in lower case, and nothing that could end or widen a rule", () => {
    expect(playerHosts.parse(["Player.Vimeo.com"])).toEqual(["player.vimeo.com"]);
    for (const bad of [
      "x; script-src-elem * 'unsafe-inline'",
      'player.vimeo.com"',
      "player.vimeo.com, evil.example",
      "player vimeo.com",
      "*.vimeo.com",
      "https://player.vimeo.com",
      "player.vimeo.com/video",
      "player.vimeo.com:443",
      "localhost",
      "player.vimeo.com$host",
    ]) {
      expect(accepts(playerHosts, [bad]), bad).toBe(false);
    }
  });

  it("takes an origin as an origin: https or wss, a host, perhaps a port, nothing after it", () => {
    expect(connectSources.parse(["https://API.elevenlabs.io/", "wss://api.elevenlabs.io:8443"])).toEqual([
      "https://api.elevenlabs.io",
      "wss://api.elevenlabs.io:8443",
    ]);
    expect(scheduler.shape.origin.parse("https://app.cal.com")).toBe("https://app.cal.com");
    for (const bad of [
      "http://api.elevenlabs.io",
      "api.elevenlabs.io",
      "https://api.elevenlabs.io/v1",
      "https://api.elevenlabs.io?x=1",
      "https://*.elevenlabs.io",
      "https://user:secret@api.elevenlabs.io",
      "https://api.elevenlabs.io;script-src",
      "https://api.elevenlabs.io 'unsafe-inline'",
      "https://api.elevenlabs.io:99999",
      "https://x;y.example",
    ]) {
      expect(accepts(connectSources, [bad]), bad).toBe(false);
    }
    expect(accepts(scheduler.shape.origin, "wss://app.cal.com")).toBe(false);
  });

  it("takes a script only from its provider's own host, never from a package CDN", () => {
    expect(scriptUrl.parse("https://elevenlabs.io/convai-widget/index.js")).toBe(
      "https://elevenlabs.io/convai-widget/index.js",
    );
    for (const bad of [
      "https://unpkg.com/@elevenlabs/convai-widget-embed",
      "https://cdn.jsdelivr.net/npm/@elevenlabs/convai-widget-embed",
      "https://cdnjs.cloudflare.com/ajax/libs/x/1.0/x.js",
      "https://esm.sh/@elevenlabs/convai-widget-embed",
      "https://cdn.skypack.dev/x",
      "https://raw.githubusercontent.com/x/y/main/x.js",
      "http://elevenlabs.io/convai-widget/index.js",
      "https://elevenlabs.io;/x.js",
    ]) {
      expect(accepts(scriptUrl, bad), bad).toBe(false);
    }
  });
});
