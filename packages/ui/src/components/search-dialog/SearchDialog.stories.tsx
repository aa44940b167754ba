import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/Button";
import { SearchDialog } from "./SearchDialog";
import { SearchPanel, type SearchExcerptPart, type SearchResult, type SearchResultGroup } from "./SearchPanel";

/** What the site's index finds, as the app hands it to the kit: sections, titles, marked excerpts. */
const siteResults: { section: string; result: SearchResult }[] = [
  {
    section: "Dictionary",
    result: {
      href: "/dictionary/trust",
      title: "Trust",
      excerpt: marked(
        "A [trust] is a relationship in which one person, the trustee, holds property for the benefit of another.",
      ),
    },
  },
  {
    section: "Dictionary",
    result: {
      href: "/dictionary/trustee",
      title: "Trustee",
      excerpt: marked("The person who holds and manages [trust] property for the beneficiaries."),
    },
  },
  {
    section: "Lessons",
    result: {
      href: "/diy-processes/trust-estate-establishment#step-2",
      title: "Step 2: Drafting Trust Documents",
      context: "Establish a private non-statutory Trust/Estate",
      excerpt: marked("The core documents: the [trust] indenture, a certificate of [trust] and schedule A."),
    },
  },
  {
    section: "FAQ",
    result: {
      href: "/faq#can-i-make-a-large-donation-to-the-trust",
      title: "Can I make a large donation to the trust?",
      excerpt: marked("Yes. The [trust] accepts donations of any size."),
    },
  },
  {
    section: "Videos",
    result: {
      href: "/video-library/trusts-estate-planning",
      title: "Trusts and Estate Planning",
      excerpt: marked("Videos on private [trusts], trustees and estate planning."),
    },
  },
  {
    section: "Pages",
    result: {
      href: "/services/private-trust",
      title: "Private Trust Formation",
      excerpt: marked("Full documentation of your private [trust] within 10 days."),
    },
  },
];

/** "[word]" marks a matched word, as the index's excerpts do. */
function marked(text: string): SearchExcerptPart[] {
  return text
    .split(/(\[[^\]]+\])/)
    .filter((part) => part !== "")
    .map((part) => (part.startsWith("[") ? { text: part.slice(1, -1), marked: true } : { text: part, marked: false }));
}

function groupsFor(query: string): SearchResultGroup[] {
  const needle = query.trim().toLowerCase();
  if (needle === "") return [];
  const groups = new Map<string, SearchResult[]>();
  for (const { section, result } of siteResults) {
    const text = [result.title, ...result.excerpt.map((part) => part.text)].join(" ").toLowerCase();
    if (text.includes(needle)) groups.set(section, [...(groups.get(section) ?? []), result]);
  }
  return [...groups].map(([label, results]) => ({ label, results }));
}

const statusFor = (query: string, groups: readonly SearchResultGroup[]) => {
  if (query.trim() === "") return "";
  const count = groups.reduce((total, group) => total + group.results.length, 0);
  return count === 0 ? `No results for “${query}”` : `${count} ${count === 1 ? "result" : "results"}`;
};

/** Holds the query and filters the sample results like the app does with its index. */
function SiteSearch({
  initialQuery = "",
  defaultOpen = true,
  onChoose,
}: {
  initialQuery?: string;
  defaultOpen?: boolean;
  onChoose?: (result: SearchResult) => void;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const [query, setQuery] = useState(initialQuery);
  const groups = groupsFor(query);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Search
      </Button>
      <SearchDialog
        open={open}
        onOpenChange={setOpen}
        title="Search the site"
        description="Results appear as you type. Arrow keys move through them, Enter opens one, Escape closes."
        label="Search the site"
        placeholder="Search terms, processes, lessons, FAQ, videos…"
        query={query}
        onQueryChange={setQuery}
        groups={groups}
        status={statusFor(query, groups)}
        message={query.trim() === "" ? "Type a word to search." : "Try another word, or fewer words."}
        {...(onChoose ? { onChoose } : {})}
      />
    </>
  );
}

const meta = {
  title: "Components/SearchDialog",
  component: SearchDialog,
  parameters: { docs: { story: { inline: false, iframeHeight: 700 } } },
  args: {
    open: true,
    onOpenChange: fn(),
    title: "Search the site",
    description: "Results appear as you type.",
    label: "Search the site",
    query: "",
    onQueryChange: fn(),
    groups: [],
    status: "",
  },
} satisfies Meta<typeof SearchDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: "phone", isRotated: false } };
const desktop = { viewport: { value: "desktop", isRotated: false } };

/** Results for "trust", grouped by section, with the matched words marked. */
export const ResultsDesktop: Story = {
  globals: desktop,
  render: () => <SiteSearch initialQuery="trust" />,
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Search the site" });
    const field = within(dialog).getByRole("combobox", { name: "Search the site" });
    await waitFor(() => expect(field).toHaveFocus());
    const list = within(dialog).getByRole("listbox");
    const groups = within(list).getAllByRole("group");
    await expect(groups.map((group) => group.firstChild?.textContent)).toEqual([
      "Dictionary",
      "Lessons",
      "FAQ",
      "Videos",
      "Pages",
    ]);
    await expect(groups[0]).toHaveAccessibleName("Dictionary");
    await expect(within(dialog).getByRole("status")).toHaveTextContent("6 results");
    const first = within(list).getAllByRole("option")[0]!;
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(field).toHaveAttribute("aria-activedescendant", first.id);
    await expect(first.querySelector("mark")).toHaveTextContent("trust");
    await expect(dialog.offsetWidth).toBe(672); // max-w-2xl
  },
};

/** At 375 px the dialog takes the width and the results scroll under the field. */
export const ResultsPhone: Story = {
  globals: phone,
  render: () => <SiteSearch initialQuery="trust" />,
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Search the site" });
    await expect(dialog.offsetWidth).toBe(window.innerWidth - 32);
    await expect(dialog.offsetHeight).toBeLessThanOrEqual(window.innerHeight * 0.9 + 1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Nothing typed yet: a hint, no list, nothing announced. */
export const Empty: Story = {
  render: () => <SiteSearch />,
  play: async () => {
    const dialog = await screen.findByRole("dialog");
    // Visible once the opening animation has faded the dialog in.
    await waitFor(() => expect(within(dialog).getByText("Type a word to search.")).toBeVisible());
    await expect(within(dialog).queryByRole("option")).toBeNull();
    await expect(within(dialog).getByRole("combobox")).toHaveAttribute("aria-expanded", "false");
  },
};

/** Markup and regular-expression characters are shown as text, never interpreted. */
export const HostileQuery: Story = {
  render: () => <SiteSearch initialQuery={'<img src=x onerror="alert(1)"> .*+?^${}()|[]\\'} />,
  play: async () => {
    const dialog = await screen.findByRole("dialog");
    await expect(within(dialog).getByRole("status")).toHaveTextContent(
      'No results for “<img src=x onerror="alert(1)">',
    );
    await expect(dialog.querySelector("img")).toBeNull();
  },
};

/** Typing narrows the results; arrows move (and wrap), Enter chooses and closes, Escape closes. */
export const KeyboardOnly: Story = {
  render: () => <SiteSearchWithTrigger />,
  play: async ({ canvasElement, step }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Search" });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole("dialog");
    const field = within(dialog).getByRole("combobox");
    await waitFor(() => expect(field).toHaveFocus());

    await step("Typing shows results and announces their count", async () => {
      await userEvent.keyboard("trust");
      await expect(within(dialog).getByRole("status")).toHaveTextContent("6 results");
    });

    await step("Arrow keys move through the results and wrap around", async () => {
      const options = within(dialog).getAllByRole("option");
      await userEvent.keyboard("{ArrowDown}");
      await expect(options[1]).toHaveAttribute("aria-selected", "true");
      await expect(field).toHaveAttribute("aria-activedescendant", options[1]!.id);
      await userEvent.keyboard("{ArrowUp}{ArrowUp}");
      await expect(options.at(-1)).toHaveAttribute("aria-selected", "true");
      await userEvent.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
      await expect(options[2]).toHaveAttribute("aria-selected", "true");
      await expect(field).toHaveFocus();
    });

    await step("Enter chooses the highlighted result and closes the dialog", async () => {
      await userEvent.keyboard("{Enter}");
      await expect(chosen).toHaveBeenCalledWith(expect.objectContaining({ title: "Step 2: Drafting Trust Documents" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    });

    await step("A new query highlights its first result again; Escape closes", async () => {
      await userEvent.click(trigger);
      const reopened = await screen.findByRole("dialog");
      const input = within(reopened).getByRole("combobox");
      await waitFor(() => expect(input).toHaveFocus());
      await userEvent.keyboard("{ArrowDown}");
      await userEvent.keyboard("{Backspace}");
      await expect(within(reopened).getAllByRole("option")[0]).toHaveAttribute("aria-selected", "true");
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      await waitFor(() => expect(trigger).toHaveFocus());
    });
  },
};

const chosen = fn();

function SiteSearchWithTrigger() {
  return <SiteSearch defaultOpen={false} onChoose={chosen} />;
}

/** The same panel in a page (the /search page): the results flow with the page. */
export const InPage: Story = {
  render: function InPageSearch() {
    const [query, setQuery] = useState("trust");
    const groups = groupsFor(query);
    return (
      <div className="max-w-3xl">
        <SearchPanel
          layout="page"
          label="Search the site"
          query={query}
          onQueryChange={setQuery}
          groups={groups}
          status={statusFor(query, groups)}
          message="Try another word, or fewer words."
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("option")).toHaveLength(6);
    await userEvent.clear(canvas.getByRole("combobox"));
    await userEvent.type(canvas.getByRole("combobox"), "zzz");
    await expect(canvas.getByRole("status")).toHaveTextContent("No results for “zzz”");
    await expect(canvas.getByText("Try another word, or fewer words.")).toBeVisible();
  },
};
