/** Sample data shared by the stories. */

const logoSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="9" fill="#0f2742"/><path d="M20 9v21M12 30h16M11 14h18" stroke="#b08d57" stroke-width="2" stroke-linecap="round"/><path d="M11 14l-4 8h8zM29 14l-4 8h8z" fill="none" stroke="#b08d57" stroke-width="1.6" stroke-linejoin="round"/></svg>`;

export const sampleLogo = {
  src: `data:image/svg+xml,${encodeURIComponent(logoSvg)}`,
  alt: "Scales of justice logo",
  href: "/",
};

export const sampleSiteName = "Know Your Rights Academy";

export const sampleNavLinks = [
  { label: "Courses", href: "/courses" },
  { label: "Articles", href: "/articles" },
  { label: "Videos", href: "/videos" },
  { label: "About", href: "/about" },
];

export const sampleCta = { label: "Book a consultation", href: "/contact" };

const mockPage = (body: string, background: string) =>
  `data:text/html;charset=utf-8,${encodeURIComponent(
    `<!doctype html><html lang="en"><body style="margin:0;height:100vh;display:grid;place-items:center;background:${background};color:#fff;font:600 18px system-ui,sans-serif">${body}</body></html>`,
  )}`;

/** A self-contained stand-in for a video player (stories must not depend on the network). */
export const samplePlayerSrc = mockPage(
  `<div style="text-align:center"><div style="width:64px;height:64px;margin:0 auto 12px;border-radius:50%;background:#b08d57;display:grid;place-items:center"><div style="margin-left:6px;border-left:20px solid #0f2742;border-top:12px solid transparent;border-bottom:12px solid transparent"></div></div>Sample video player</div>`,
  "#0b1d31",
);

/** A self-contained stand-in for a third-party widget. */
export const sampleWidgetSrc = mockPage(`<div>Sample booking widget</div>`, "#1f5fa8");

/**
 * A frame URL the browser refuses to load from a web page, so no load event ever arrives: the
 * frame stays `loading` until its timeout, like a host that never answers.
 */
export const neverLoadingSrc = "file:///never-loads.html";
