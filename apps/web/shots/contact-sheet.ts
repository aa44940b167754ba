import type { Scripting } from "./options";
import type { Shot } from "./shoot";

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const scriptingLabel: Record<Scripting, string> = { js: "With JavaScript", "no-js": "Without JavaScript" };

/** A picture's scripting, as lists of pictures too wide name it. */
export const scriptingShort = (shot: Shot) => (shot.scripting === "js" ? "JS" : "no JS");

/** The anchor of a route's page in the sheet. */
const anchor = (route: string) => `r${route.replace(/[^a-zA-Z0-9]+/g, "-")}`;

export const isTooWide = (shot: Shot) => shot.overflow.page > shot.overflow.viewport;

export function figures(shots: Shot[]) {
  return {
    routes: new Set(shots.map((shot) => shot.route.path)).size,
    widths: [...new Set(shots.map((shot) => shot.width))].sort((a, b) => a - b),
    pictures: shots.filter((shot) => shot.height > 0).length,
    tooWide: shots.filter(isTooWide),
    problems: shots.filter((shot) => shot.problems.length > 0),
  };
}

function figure(shot: Shot): string {
  const wide = isTooWide(shot);
  const notes = [
    ...(wide ? [`scrolls sideways: ${shot.overflow.page} px wide`, ...shot.overflow.culprits] : []),
    ...shot.problems,
  ];
  const picture =
    shot.height > 0
      ? `<a href="${escape(shot.file)}" target="_blank"><img src="${escape(shot.file)}" loading="lazy" alt="${escape(
          `${shot.route.path} at ${shot.width} px, ${scriptingLabel[shot.scripting].toLowerCase()}`,
        )}" style="--w:${wide ? shot.overflow.page : shot.width};--h:${shot.height}"></a>`
      : `<p class="missing">No picture</p>`;
  return `<figure class="${wide || shot.problems.length > 0 ? "flagged" : ""}" style="--w:${shot.width}">
<figcaption>${shot.width} px</figcaption>
${picture}
${notes.map((note) => `<p class="note">${escape(note)}</p>`).join("\n")}
</figure>`;
}

/** A route's pictures; the first route's show until another is chosen. */
function routeSection(route: string, shots: Shot[], first: boolean): string {
  const rows = (["js", "no-js"] as const)
    .map((scripting) => shots.filter((shot) => shot.scripting === scripting))
    .filter((row) => row.length > 0)
    .map(
      (row) => `<div class="row"><h3>${scriptingLabel[row[0]!.scripting]}</h3>
<div class="strip">${row.map(figure).join("\n")}</div></div>`,
    );
  const notFound = shots[0]!.route.notFound ? ` <span class="tag">not found (404)</span>` : "";
  return `<section class="route${first ? " first" : ""}" id="${anchor(route)}"><h2>${escape(route)}${notFound}</h2>\n${rows.join("\n")}</section>`;
}

/**
 * One HTML page to review every picture: a list of routes, one route at a time with its widths side
 * by side (with and without JavaScript), pages wider than the window outlined in red with what sticks
 * out. ← and → (or j and k) page through the routes.
 */
export function contactSheet(shots: Shot[], takenAt: Date): string {
  const byRoute = new Map<string, Shot[]>();
  for (const shot of shots) byRoute.set(shot.route.path, [...(byRoute.get(shot.route.path) ?? []), shot]);
  const sum = figures(shots);
  const flaggedRoutes = new Set([...sum.tooWide, ...sum.problems].map((shot) => shot.route.path));
  const index = [...byRoute.keys()]
    .map(
      (route) =>
        `<li${flaggedRoutes.has(route) ? ` class="flagged"` : ""}><a href="#${anchor(route)}">${escape(route)}</a></li>`,
    )
    .join("\n");
  const wideList = sum.tooWide
    .map(
      (shot) =>
        `<li><a href="#${anchor(shot.route.path)}">${escape(shot.route.path)}</a> at ${shot.width} px ` +
        `(${scriptingShort(shot)}): ${shot.overflow.page} px wide</li>`,
    )
    .join("\n");

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Shots: ${sum.routes} routes × ${sum.widths.length} widths</title>
<style>
:root { --scale: 0.25; color-scheme: light; font: 14px/1.45 system-ui, sans-serif; color: #1e293b; background: #e5e7eb; }
body { margin: 0; display: grid; grid-template-columns: 16rem 1fr; grid-template-rows: auto 1fr; height: 100vh; }
header { grid-column: 1 / -1; display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem; align-items: center; padding: 0.6rem 1rem; background: #0f2742; color: #fff; }
header label, header button { font: inherit; }
header select, header button { font: inherit; padding: 0.15rem 0.4rem; }
nav { overflow-y: auto; background: #fff; border-right: 1px solid #cbd5e1; padding: 0.5rem 0; }
nav ol { list-style: none; margin: 0; padding: 0; }
nav a { display: block; padding: 0.1rem 1rem; color: inherit; text-decoration: none; overflow-wrap: anywhere; }
nav a:hover { background: #e7ecf3; }
nav a.current { background: #0f2742; color: #fff; }
nav li.flagged a::after, .tag { content: " ⚠"; color: #b42318; }
main { overflow: auto; padding: 1rem; }
.summary { background: #fff; padding: 0.75rem 1rem; border-radius: 6px; margin-bottom: 1rem; }
.summary ul { margin: 0.25rem 0 0; padding-left: 1.25rem; columns: 2; }
.route { display: none; }
.route:target, .route.first:not(:has(~ .route:target)) { display: block; }
h2 { margin: 0 0 0.5rem; font-size: 1.25rem; }
h3 { margin: 0.75rem 0 0.25rem; font-size: 0.9rem; text-transform: uppercase; letter-spacing: 0.05em; color: #475569; }
.strip { display: flex; gap: 1rem; align-items: flex-start; }
figure { margin: 0; flex: none; width: calc(var(--w) * var(--scale) * 1px); min-width: 7rem; }
figcaption { font-weight: 600; margin-bottom: 0.25rem; }
.note { margin: 0.25rem 0 0; font-size: 0.85em; color: #b42318; overflow-wrap: anywhere; }
figure a { display: block; max-height: 80vh; overflow: auto; border: 1px solid #94a3b8; background: #fff; }
figure.flagged a { border: 3px solid #b42318; }
img { display: block; width: calc(var(--w) * var(--scale) * 1px); height: auto; aspect-ratio: var(--w) / var(--h); }
.missing { color: #b42318; }
</style>
</head>
<body>
<header>
<strong>${sum.routes} routes × ${sum.widths.join(", ")} px = ${sum.pictures} pictures</strong>
<span>${sum.tooWide.length} wider than the window · ${sum.problems.length} with problems · taken ${escape(takenAt.toISOString())}</span>
<span><button type="button" id="prev" title="Previous route (← or k)">←</button>
<button type="button" id="next" title="Next route (→ or j)">→</button></span>
<label>Scale <select id="scale"><option selected>0.25</option><option>0.33</option><option>0.5</option><option>1</option></select></label>
</header>
<nav aria-label="Routes"><ol>
${index}
</ol></nav>
<main>
<div class="summary"><strong>Pages wider than the window: ${sum.tooWide.length}</strong>${
    wideList ? `<ul>${wideList}</ul>` : ""
  }</div>
${[...byRoute].map(([route, routeShots], i) => routeSection(route, routeShots, i === 0)).join("\n")}
</main>
<script>
const sections = [...document.querySelectorAll(".route")];
const links = [...document.querySelectorAll("nav a")];
const current = () => Math.max(0, sections.findIndex((s) => "#" + s.id === location.hash));
const show = () => {
  links.forEach((a, i) => a.classList.toggle("current", i === current()));
  links[current()]?.scrollIntoView({ block: "nearest" });
  document.querySelector("main").scrollTop = 0;
};
const go = (step) => { location.hash = sections[Math.min(sections.length - 1, Math.max(0, current() + step))].id; };
document.getElementById("prev").onclick = () => go(-1);
document.getElementById("next").onclick = () => go(1);
document.getElementById("scale").onchange = (e) => document.documentElement.style.setProperty("--scale", e.target.value);
addEventListener("keydown", (e) => {
  if (e.target.closest("select")) return;
  if (e.key === "ArrowRight" || e.key === "j") go(1);
  if (e.key === "ArrowLeft" || e.key === "k") go(-1);
});
addEventListener("hashchange", show);
show();
</script>
</body>
</html>
`;
}
