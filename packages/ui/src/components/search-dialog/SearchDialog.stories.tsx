import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { sampleArabic } from "../../storybook/fixtures";
import { rightToLeft } from "../../storybook/rtl";
import { pseudoStates, StateMatrix } from "../../storybook/StateMatrix";
import { Button } from "../button/Button";
import { SearchDialog, type SearchDialogProps } from "./SearchDialog";
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

function groupsFor(query: string, index = siteResults): SearchResultGroup[] {
  const needle = query.trim().toLowerCase();
  if (needle === "") return [];
  const groups = new Map<string, SearchResult[]>();
  for (const { section, result } of index) {
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

const hint = "Find dictionary terms, DIY processes and their lessons, FAQ answers, video topics and pages.";
const nothingFound = "Check the spelling, or try fewer or other words.";

/**
 * The dialog as the app drives it: it holds whether it is open and the query, and searches the
 * sample index as the visitor types. The texts come from the controls; `query` is where it starts.
 */
function SiteSearch({
  open: initiallyOpen,
  query: initialQuery,
  onOpenChange,
  onQueryChange,
  message,
  index = siteResults,
  countOf = statusFor,
  ...props
}: SearchDialogProps & { index?: typeof siteResults; countOf?: typeof statusFor }) {
  const [open, setOpen] = useState(initiallyOpen);
  const [query, setQuery] = useState(initialQuery);
  const groups = groupsFor(query, index);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Search
      </Button>
      <SearchDialog
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange(next);
        }}
        query={query}
        onQueryChange={(next) => {
          setQuery(next);
          onQueryChange(next);
        }}
        groups={groups}
        status={countOf(query, groups)}
        message={query.trim() === "" ? hint : message}
      />
    </>
  );
}

/** Stories whose results follow the typed query: the results and count are not controls there. */
const searching = {
  render: (args: SearchDialogProps) => <SiteSearch key={`${args.open}-${args.query}`} {...args} />,
  argTypes: {
    groups: { control: false, description: "Found in the sample index for the query, as the visitor types." },
    status: { control: false, description: "The count of what was found, as the visitor types." },
  },
} as const;

const meta = {
  title: "Components/SearchDialog",
  component: SearchDialog,
  subcomponents: { SearchPanel },
  parameters: {
    docs: {
      description: {
        component: `
The site search: a field over results grouped by section (dictionary, lessons, FAQ, videos, pages), each with its
title, what it belongs to and an excerpt with the matched words marked. \`SearchDialog\` opens it over any page (the
header's search button, \`/\`, Ctrl/⌘+K); \`SearchPanel layout="page"\` is the same panel in a page (\`/search\`).

The kit only shows: the app searches its index and passes \`groups\`, \`status\` (the count, shown and announced to
screen readers whenever it changes) and \`message\` (what stands where results go while there are none: a hint,
nothing found, loading, a failure). Excerpts are text parts, never HTML, so nothing found in the index can run as
markup. Focus stays in the field: the arrow keys move the highlight through the results (the pointer moves it too),
Enter follows the highlighted one and closes the dialog, Escape closes it and focus returns to what had it. The
dialog keeps one height (\`DialogContent size="search"\`), so the panel does not jump as results come and go. On a
page the results are links in the page's Tab order; the arrow keys move focus between the field and them.`,
      },
      story: { inline: false, iframeHeight: 700 },
    },
  },
  args: {
    open: true,
    onOpenChange: fn(),
    title: "Search the site",
    description:
      "Results appear as you type. The arrow keys move through them, Enter opens one, Escape closes the search.",
    label: "Search the site",
    placeholder: "Search terms, processes, lessons, FAQ, videos…",
    query: "",
    onQueryChange: fn(),
    groups: [],
    status: "",
    message: nothingFound,
    onChoose: fn(),
  },
  argTypes: {
    open: { control: "boolean" },
    title: { control: "text" },
    description: { control: "text" },
    label: { control: "text" },
    placeholder: { control: "text", table: { defaultValue: { summary: "— (none)" } } },
    query: { control: "text" },
    groups: { control: "object" },
    status: { control: "text" },
    message: { control: "text", table: { defaultValue: { summary: "— (nothing)" } } },
    onOpenChange: { control: false },
    onQueryChange: { control: false },
    onChoose: { control: false },
    className: { control: false },
  },
} satisfies Meta<typeof SearchDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: "phone", isRotated: false } };
const desktop = { viewport: { value: "desktop", isRotated: false } };

/** Results for "trust", grouped by section, with the matched words marked; the first is highlighted. */
export const ResultsDesktop: Story = {
  ...searching,
  globals: desktop,
  args: { query: "trust" },
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
  ...searching,
  globals: phone,
  args: { query: "trust" },
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "Search the site" });
    await expect(dialog.offsetWidth).toBe(window.innerWidth - 32);
    await expect(dialog.offsetHeight).toBeLessThanOrEqual(window.innerHeight * 0.9 + 1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Nothing typed yet: a hint, no list, nothing announced. */
export const Empty: Story = {
  args: { message: hint },
  play: async () => {
    const dialog = await screen.findByRole("dialog");
    // Visible once the opening animation has faded the dialog in.
    await waitFor(() => expect(within(dialog).getByText(hint)).toBeVisible());
    await expect(within(dialog).queryByRole("option")).toBeNull();
    await expect(within(dialog).getByRole("combobox")).toHaveAttribute("aria-expanded", "false");
    await expect(within(dialog).getByRole("status")).toBeEmptyDOMElement();
  },
};

/** The index is still loading (the first search after opening): the count's line says so, once. */
export const Loading: Story = {
  args: { query: "affidavit", status: "Loading search…", message: undefined },
  play: async () => {
    const dialog = await screen.findByRole("dialog");
    await expect(within(dialog).getByRole("status")).toHaveTextContent("Loading search…");
    await expect(within(dialog).getAllByText("Loading search…")).toHaveLength(1);
  },
};

/** The index could not be loaded (offline): the failure, and two ways to look without the search. */
export const Failed: Story = {
  args: {
    query: "affidavit",
    status: "Search could not be loaded.",
    message: (
      <>
        <p>Search could not be loaded. Check your connection and try again.</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button href="/dictionary" variant="outline" size="sm">
            Browse the dictionary
          </Button>
          <Button href="/diy-processes" variant="outline" size="sm">
            Browse the DIY processes
          </Button>
        </div>
      </>
    ),
  },
  argTypes: { message: { control: false } },
  play: async () => {
    const dialog = await screen.findByRole("dialog");
    await expect(within(dialog).getByRole("status")).toHaveTextContent("Search could not be loaded.");
    await expect(within(dialog).getByRole("link", { name: "Browse the dictionary" })).toBeVisible();
  },
};

/** Markup and regular-expression characters are shown as text, never interpreted; nothing is found. */
export const HostileQuery: Story = {
  ...searching,
  args: { query: '<img src=x onerror="alert(1)"> .*+?^${}()|[]\\' },
  play: async () => {
    const dialog = await screen.findByRole("dialog");
    await expect(within(dialog).getByRole("status")).toHaveTextContent(
      'No results for “<img src=x onerror="alert(1)">',
    );
    await expect(within(dialog).getByText(nothingFound)).toBeVisible();
    await expect(dialog.querySelector("img")).toBeNull();
  },
};

const searchedAsTyped = fn();

/**
 * A misspelt query the app corrected: the results are for the word it meant, the status says so, and
 * a button searches the query as typed instead (which finds nothing); focus goes back to the field,
 * and the next query typed is corrected again.
 */
export const CorrectedQuery: Story = {
  globals: desktop,
  args: { query: "trustey" },
  argTypes: { ...searching.argTypes, asTyped: { control: false } },
  render: function Corrected({ query: initialQuery, ...args }) {
    const [query, setQuery] = useState(initialQuery);
    const [asTypedFor, setAsTypedFor] = useState<string | null>(null);
    const asTyped = asTypedFor === query;
    const groups = asTyped ? [] : groupsFor("trustee");
    const count = groups.reduce((total, group) => total + group.results.length, 0);
    return (
      <SearchDialog
        {...args}
        query={query}
        onQueryChange={setQuery}
        groups={groups}
        status={
          asTyped ? `No results for “${query}”` : `Showing ${count} results for “trustee”. No page has “${query}”.`
        }
        {...(asTyped
          ? {}
          : {
              asTyped: {
                query,
                onSearch: () => {
                  searchedAsTyped(query);
                  setAsTypedFor(query);
                },
              },
            })}
      />
    );
  },
  play: async () => {
    const dialog = await screen.findByRole("dialog");
    const field = within(dialog).getByRole("combobox");
    const status = within(dialog).getByRole("status");
    await expect(status).toHaveTextContent(/^Showing \d+ results for “trustee”\. No page has “trustey”\.$/);
    // Title and excerpt are two lines, and two words apart in the option's name.
    await expect(within(dialog).getAllByRole("option")[0]).toHaveAccessibleName(/^Trust A/);
    await userEvent.click(within(dialog).getByRole("button", { name: "Search for “trustey” instead" }));
    await expect(searchedAsTyped).toHaveBeenCalledWith("trustey");
    await expect(status).toHaveTextContent("No results for “trustey”");
    await expect(within(dialog).queryByRole("button", { name: /instead/ })).toBeNull();
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard("{Backspace}");
    await expect(status).toHaveTextContent(/^Showing \d+ results for “trustee”\. No page has “truste”\.$/);
    await expect(within(dialog).getByRole("button", { name: "Search for “truste” instead" })).toBeVisible();
  },
};

const chosen = fn();

/** Typing narrows the results; arrows move (and wrap), Enter chooses and closes, Escape closes. */
export const KeyboardOnly: Story = {
  ...searching,
  args: { open: false, onChoose: chosen },
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

    await step("Reopened, the last query is selected: typing replaces it", async () => {
      await userEvent.click(trigger);
      const reopened = await screen.findByRole("dialog");
      const input = within(reopened).getByRole<HTMLInputElement>("combobox");
      await waitFor(() => expect(input).toHaveFocus());
      await expect([input.selectionStart, input.selectionEnd]).toEqual([0, "trust".length]);
      await userEvent.keyboard("trustee");
      await expect(input).toHaveValue("trustee");
    });

    await step("A new query highlights its first result again; Escape closes", async () => {
      const reopened = screen.getByRole("dialog");
      await userEvent.keyboard("{Backspace}{Backspace}");
      await userEvent.keyboard("{ArrowDown}");
      await userEvent.keyboard("{Backspace}");
      await expect(within(reopened).getAllByRole("option")[0]).toHaveAttribute("aria-selected", "true");
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      await waitFor(() => expect(trigger).toHaveFocus());
    });
  },
};

/** The pointer moves the highlight as the arrow keys do: a result has one look for both. */
export const PointerHighlight: Story = {
  ...searching,
  globals: desktop,
  args: { query: "trust" },
  play: async () => {
    const dialog = await screen.findByRole("dialog");
    const options = within(dialog).getAllByRole("option");
    await userEvent.hover(options[3]!);
    await waitFor(() => expect(options[3]).toHaveAttribute("aria-selected", "true"));
    await expect(options[0]).toHaveAttribute("aria-selected", "false");
  },
};

/**
 * The field in each layout at rest, hovered and focused from the keyboard (a result is never focused:
 * its highlight is the keyboard's place, shown in the stories above).
 */
export const FieldStates: Story = {
  globals: pseudoStates("input"),
  render: ({ label, placeholder, onQueryChange }) => (
    <StateMatrix
      rowHeading="Layout"
      rows={["dialog", "page"] as const}
      states={["rest", "hover", "focus-visible"] as const}
      renderCell={(layout) => (
        <SearchPanel
          layout={layout}
          label={label}
          placeholder={placeholder}
          query=""
          onQueryChange={onQueryChange}
          groups={[]}
          status=""
          className="w-80 rounded-lg border border-border bg-card"
        />
      )}
    />
  ),
};

/** Long titles and contexts wrap; an excerpt stops after three lines; a long query scrolls in the field. */
export const LongText: Story = {
  ...searching,
  globals: phone,
  args: { query: "declaration under penalty of perjury made outside the United States" },
  render: (args) => (
    <SiteSearch
      {...args}
      index={[
        {
          section: "Lessons",
          result: {
            href: "/diy-processes/affidavits-declarations#step-2",
            title: "Step 2: Writing an Unsworn Declaration Under Penalty of Perjury Made Outside the United States",
            context: "Declarations, Affidavits, Notifications, and Recordings",
            excerpt: marked(
              "A [declaration under penalty of perjury made outside the United States] ends with the words set out in 28 U.S.C. § 1746(1): it is signed and dated, needs no notary, and stands in for an affidavit in federal matters. Many states accept it too; some offices still ask for a notarized affidavit, so confirm with the office that will receive it before you sign.",
            ),
          },
        },
      ]}
    />
  ),
  play: async () => {
    const dialog = await screen.findByRole("dialog");
    const option = within(dialog).getByRole("option");
    await expect(option.scrollWidth).toBeLessThanOrEqual(option.clientWidth);
    // The excerpt stops after three lines (it ran on in full while \`block\` overrode the clamp's display).
    const excerpt = option.querySelector("mark")!.parentElement!;
    const lineHeight = parseFloat(getComputedStyle(excerpt).lineHeight);
    await expect(excerpt.getBoundingClientRect().height).toBeLessThanOrEqual(3 * lineHeight + 1);
  },
};

/** Right to left: the field's icon, the results' highlight bar and their text start at the right. */
export const RightToLeft: Story = {
  ...searching,
  globals: desktop,
  decorators: [rightToLeft],
  args: { query: sampleArabic.searchQuery, title: sampleArabic.searchLabel, label: sampleArabic.searchLabel },
  render: (args) => (
    <SiteSearch
      {...args}
      index={[
        {
          section: sampleArabic.dictionary,
          result: {
            href: "/dictionary/affidavit",
            title: sampleArabic.searchQuery,
            excerpt: [
              { text: "إفادة خطية", marked: true },
              { text: ": بيان مكتوب للوقائع يقسم صاحبه على صحته أمام موظف مخوّل بتحليف اليمين.", marked: false },
            ],
          },
        },
        {
          section: "الدروس",
          result: {
            href: "/diy-processes/affidavits-declarations#step-4",
            title: sampleArabic.stepTitle,
            context: sampleArabic.processTitle,
            excerpt: [
              { text: "سجّل أول ", marked: false },
              { text: "إفادة خطية", marked: true },
              { text: " علنًا لدى مكتب المقاطعة.", marked: false },
            ],
          },
        },
      ]}
      countOf={(_, groups) => (groups.flatMap((group) => group.results).length === 2 ? "نتيجتان" : "")}
    />
  ),
  play: async () => {
    const dialog = await screen.findByRole("dialog");
    await expect(within(dialog).getByRole("status")).toHaveTextContent("نتيجتان");
    const field = within(dialog).getByRole("combobox");
    const icon = field.parentElement!.querySelector("svg")!;
    await expect(icon.getBoundingClientRect().left).toBeGreaterThan(field.getBoundingClientRect().right - 60);
    const first = within(dialog).getAllByRole("option")[0]!;
    await expect(getComputedStyle(first).borderRightWidth).toBe("4px");
  },
};

/** The same panel in a page (the /search page): the results flow with the page, links in its Tab order. */
export const InPage: Story = {
  args: { query: "trust" },
  argTypes: searching.argTypes,
  render: function InPageSearch({ label, placeholder, query: initialQuery, message }) {
    const [query, setQuery] = useState(initialQuery);
    const groups = groupsFor(query);
    return (
      <div className="max-w-3xl">
        <SearchPanel
          layout="page"
          label={label}
          placeholder={placeholder}
          query={query}
          onQueryChange={setQuery}
          groups={groups}
          status={statusFor(query, groups)}
          message={message}
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const results = canvas.getAllByRole("group").flatMap((group) => within(group).getAllByRole("link"));
    await expect(results).toHaveLength(6);
    await userEvent.click(canvas.getByRole("searchbox"));
    await userEvent.tab();
    await expect(results[0]).toHaveFocus();
    await userEvent.clear(canvas.getByRole("searchbox"));
    await userEvent.type(canvas.getByRole("searchbox"), "zzz");
    await expect(canvas.getByRole("status")).toHaveTextContent("No results for “zzz”");
    await expect(canvas.getByText(nothingFound)).toBeVisible();
  },
};
