import { viewports } from "@site/ui/storybook";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import type { ScreenParameters } from "./screen-story";

/** Every file of every screen folder (not loaded: only the names are read). */
const screenFiles = Object.keys(import.meta.glob("../screens/*/*.tsx"));

interface StoryModule {
  default: { title: string; parameters: { screen: ScreenParameters } };
  [story: string]: unknown;
}
const storyModules = import.meta.glob<StoryModule>("../screens/*/*.stories.tsx", { eager: true });

/** Screen folders with nothing to picture, and why. */
const withoutStories: Record<string, string> = {
  redirect:
    "An entry's older address (/diy/<id>) only sends the visitor on to the entry's page, whose screen has its stories.",
};

const widths = Object.keys(viewports);
const folderOf = (path: string) => /\.\.\/screens\/([^/]+)\//.exec(path)![1]!;

/** Each screen folder's route modules, and the stories that show each and at which widths. */
const coverage = [...new Set(screenFiles.map(folderOf))].sort().map((folder) => {
  const routes = screenFiles
    .filter((path) => folderOf(path) === folder && /(^|[/-])route\.tsx$/.test(path))
    .map((path) => path.replace(/^\.\.\//, ""));
  const files = Object.entries(storyModules).filter(([path]) => folderOf(path) === folder);
  return {
    folder,
    excluded: withoutStories[folder],
    routes: routes.map((route) => {
      const shownBy = files.filter(([, module]) => module.default.parameters.screen.file === route);
      const stories = shownBy.flatMap(([, module]) =>
        Object.entries(module)
          .filter(([name]) => name !== "default")
          .map(([, story]) => story as StoryObj),
      );
      const at = new Set(stories.map((story) => (story.globals?.viewport as { value?: string } | undefined)?.value));
      return {
        route,
        titles: shownBy.map(([, module]) => module.default.title),
        missingWidths: widths.filter((width) => !at.has(width)),
      };
    }),
  };
});

/** What a screen folder lacks: a route without a Screens story, or a width without a picture. */
const gaps = coverage
  .filter(({ excluded }) => !excluded)
  .flatMap(({ folder, routes }) => [
    ...(routes.length === 0 ? [`screens/${folder}: no route module`] : []),
    ...routes.flatMap(({ route, titles, missingWidths }) => [
      ...(titles.length === 0 ? [`${route}: no story`] : []),
      ...titles
        .filter((title) => !title.startsWith("Screens/"))
        .map((title) => `${route}: "${title}" is not under Screens/`),
      ...(titles.length > 0 && missingWidths.length > 0 ? [`${route}: no story at ${missingWidths.join(", ")}`] : []),
    ]),
  ]);

function ScreenCoverage() {
  return (
    <table className="border-separate border-spacing-x-4 border-spacing-y-2 text-left text-sm">
      <thead>
        <tr>
          <th scope="col">Screen folder</th>
          <th scope="col">Route module</th>
          <th scope="col">Stories</th>
        </tr>
      </thead>
      <tbody>
        {coverage.flatMap(({ folder, excluded, routes }) =>
          excluded
            ? [
                <tr key={folder}>
                  <th scope="row">{folder}</th>
                  <td colSpan={2}>No story: {excluded}</td>
                </tr>,
              ]
            : routes.map(({ route, titles, missingWidths }) => (
                <tr key={route}>
                  <th scope="row">{folder}</th>
                  <td className="font-mono">{route.replace(`screens/${folder}/`, "")}</td>
                  <td>
                    {titles.join(", ") || "none"}
                    {missingWidths.length > 0 ? ` (none at ${missingWidths.join(", ")})` : ""}
                  </td>
                </tr>
              )),
        )}
      </tbody>
    </table>
  );
}

/**
 * Every screen folder under `apps/web/app/screens/` has Screens stories, for each of its route
 * modules, at 375, 768 and 1280 px. A folder added without them fails this story's test.
 */
const meta = {
  title: "Checks/Screen stories",
  component: ScreenCoverage,
  tags: ["!autodocs"],
} satisfies Meta<typeof ScreenCoverage>;

export default meta;

export const EveryScreen: StoryObj<typeof meta> = {
  play: async () => {
    await expect(gaps).toEqual([]);
  },
};
