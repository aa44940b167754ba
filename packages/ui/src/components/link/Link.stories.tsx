import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { sampleArabic } from "../../storybook/fixtures";
import { rightToLeft } from "../../storybook/rtl";
import { pseudoStates, StateMatrix } from "../../storybook/StateMatrix";
import { buttonVariants } from "../button/buttonVariants";
import { Link } from "./Link";

/** The kit's look for a link standing on its own (in running text, `Prose` styles links itself). */
const linkClass = buttonVariants({ variant: "link" });

const meta = {
  title: "Components/Link",
  component: Link,
  parameters: {
    docs: {
      description: {
        component: `
Every link the site renders goes through \`Link\`: it decides how the browser should follow it. A page of the site
(\`/dictionary/trust\`) goes through the app's router (set once with \`LinkProvider\`), so navigation is instant; a web
address opens in a new tab and tells screen readers so; \`mailto:\`, \`tel:\` and \`#anchors\` are plain links.

\`Link\` has no look of its own: in running text \`Prose\` styles it; on its own give it the link look
(\`buttonVariants({ variant: "link" })\`, shown here); to look like a button use \`Button href\`. Name the
destination in the text (*Look up “trust” in the dictionary*), never *click here*.`,
      },
    },
  },
  args: { href: "/dictionary/trust", children: "Look up “trust” in the dictionary", className: linkClass },
  argTypes: {
    href: {
      description: "Where the link goes: a path of the site, a web address, `mailto:`, `tel:` or `#id`.",
      control: "text",
    },
    children: { description: "The link's text: say where it goes.", control: "text" },
    external: { control: "boolean", table: { defaultValue: { summary: "false" } } },
    target: {
      description: "Where to open it; web addresses default to `_blank` (a new tab).",
      control: "text",
      table: { defaultValue: { summary: '"_blank" for web addresses, else —' } },
    },
    className: { control: false, description: "The link's look: the kit's link classes here." },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Internal hrefs go through the app's link component (here Storybook's non-navigating stand-in). */
export const Internal: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "Look up “trust” in the dictionary" });
    await expect(link).toHaveAttribute("data-router-link");
    await expect(link).not.toHaveAttribute("target");
  },
};

/** Web links are plain anchors that open in a new tab and say so to screen readers. */
export const ExternalWebsite: Story = {
  args: {
    href: "https://www.law.cornell.edu/uscode/text/28/1746",
    children: "28 U.S.C. § 1746 — Unsworn declarations under penalty of perjury",
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", {
      name: /Unsworn declarations under penalty of perjury \(opens in a new tab\)/,
    });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link).not.toHaveAttribute("data-router-link");
  },
};

export const Email: Story = {
  args: { href: "mailto:contact@cornerstonelawtrust.example", children: "contact@cornerstonelawtrust.example" },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole("link", { name: "contact@cornerstonelawtrust.example" });
    await expect(link).not.toHaveAttribute("target");
    await expect(link).not.toHaveAttribute("data-router-link");
  },
};

/** The site lists no phone number (consultations are booked on /phone-consultation): a fictional 555 number. */
export const Phone: Story = {
  args: { href: "tel:+15555550100", children: "+1 555 555 0100" },
};

export const InPageAnchor: Story = {
  args: { href: "#core-services", children: "Core Services" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link")).not.toHaveAttribute("data-router-link");
  },
};

/** `external` forces a plain anchor for a relative href (e.g. a downloadable file). */
export const ForcedExternal: Story = {
  args: {
    href: "/downloads/county-recording-guide.pdf",
    external: true,
    children: "Guide to Recording Documents at a County Recorder (PDF)",
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("link")).not.toHaveAttribute("data-router-link");
  },
};

/** The link look at rest, hovered (a thicker underline), focused from the keyboard and pressed. */
export const States: Story = {
  globals: pseudoStates(),
  render: (args) => (
    <StateMatrix
      rowHeading="Link"
      rows={["internal", "web"] as const}
      states={["rest", "hover", "focus-visible", "pressed"] as const}
      renderCell={(row) => (
        <Link {...args} href={row === "web" ? "https://www.law.cornell.edu/wex/affidavit" : args.href}>
          {row === "web" ? "Affidavit (Wex)" : "Trust"}
        </Link>
      )}
    />
  ),
};

/** A long link in a narrow column wraps like the words around it; a long address breaks anywhere. */
export const LongText: Story = {
  args: {
    href: "https://www.law.cornell.edu/uscode/text/28/1746",
    children: "https://www.law.cornell.edu/uscode/text/28/1746#unsworn-declarations-under-penalty-of-perjury",
    className: `${linkClass} break-all`,
  },
  render: (args) => (
    <p className="w-64 border border-dashed border-border p-2">
      The statute is at <Link {...args} />, with its history and notes.
    </p>
  ),
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector("p")!;
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};

export const RightToLeft: Story = {
  decorators: [rightToLeft],
  args: { href: "/dictionary", children: sampleArabic.backToDictionary },
};
