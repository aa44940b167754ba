import { describe, expect, it } from "vitest";
import { parseEmbed } from "../src/site/collections/videos/embed.ts";

const host = { name: "Vimeo", playerHosts: ["player.vimeo.com"], playerParams: { badge: 0, autopause: 0 } };
const vimeo = (padding: string | null, src = "https://player.vimeo.com/video/123?title=0&amp;byline=0") =>
  `${padding === null ? "<div>" : `<div style="padding:${padding};position:relative;">`}<iframe src="${src}" frameborder="0" allow="autoplay; fullscreen" style="position:absolute;top:0;left:0;width:100%;height:100%;" title="A lesson"></iframe></div><script src="https://player.vimeo.com/api/player.js"></script>`;

describe("parseEmbed", () => {
  it("reads a portrait embed: src, aspect from the padding, title, and the player parameters", () => {
    const result = parseEmbed(vimeo("177.78% 0 0 0"), host);
    expect(result).toEqual({
      embed: {
        provider: "Vimeo",
        src: "https://player.vimeo.com/video/123?title=0&byline=0&badge=0&autopause=0",
        aspect: 177.78,
        title: "A lesson",
      },
    });
  });
  it("reads a landscape embed", () => {
    expect(parseEmbed(vimeo("56.25% 0 0 0"), host)).toMatchObject({ embed: { aspect: 56.25 } });
  });
  it("defaults to 56.25% when no padding is given", () => {
    expect(parseEmbed(vimeo(null), host)).toMatchObject({ embed: { aspect: 56.25 } });
  });
  it("accepts a bare player URL", () => {
    expect(parseEmbed("https://player.vimeo.com/video/9", host)).toMatchObject({
      embed: { src: "https://player.vimeo.com/video/9?badge=0&autopause=0", aspect: 56.25 },
    });
  });
  it("keeps a parameter the author set over the default", () => {
    expect(parseEmbed("https://player.vimeo.com/video/9?badge=1", host)).toMatchObject({
      embed: { src: "https://player.vimeo.com/video/9?badge=1&autopause=0" },
    });
  });
  it.each([
    [
      vimeo("56.25% 0 0 0", "https://evil.example/video/1"),
      /evil\.example, expected an https address on the video host/,
    ],
    [vimeo("56.25% 0 0 0", "http://player.vimeo.com/video/1"), /http:\/\/player\.vimeo\.com/],
    ["<div>no frame here</div>", /exactly one <iframe>, found 0/],
    [`${vimeo("50%")}${vimeo("50%")}`, /exactly one <iframe>, found 2/],
    ['<iframe title="x"></iframe>', /has no src/],
    [vimeo("900% 0 0 0"), /not a plausible aspect ratio/],
    ["https://", /not a valid URL/],
  ])("rejects %#", (code, message) => {
    const result = parseEmbed(code, host);
    expect("error" in result && result.error).toMatch(message);
  });
  it("never passes the pasted script or markup through", () => {
    const result = parseEmbed(`${vimeo("56.25%")}<script>alert(1)</script>`, host);
    expect(JSON.stringify(result)).not.toMatch(/script|alert/);
  });
});
