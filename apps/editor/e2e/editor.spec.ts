import fs from "node:fs";
import path from "node:path";
import { loadContent } from "@site/content";
import { formatContentText } from "@site/content/editing";
import { expect, test, type Page } from "@playwright/test";
import { parse } from "yaml";
import { e2eContent } from "./workspace.ts";

const read = (file: string) => fs.readFileSync(path.join(e2eContent, file), "utf8");
type Term = { term: string; definition: string; reviewed?: string; formerAddresses?: string[]; draft?: boolean };

test.beforeEach(async ({ page }) => {
  // The editor must work with no network: any request off this machine fails the test.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
    throw new Error(`the editor fetched ${route.request().url()}`);
  });
});

async function open(page: Page, hash: string) {
  // A fresh page each time: Decap does not follow a change of the address's hash alone.
  await page.goto("about:blank");
  await page.goto(`/#${hash}`);
  // The local backend has no account: Decap's sign-in page is one button, shown until it is pressed once.
  const login = page.getByRole("button", { name: "Login" });
  await expect(login.or(page.getByPlaceholder(/search/i).first())).toBeVisible({ timeout: 60_000 });
  if (await login.isVisible()) await login.click();
}

/** Finds an entry as an author does among hundreds: by typing part of its name in the search. */
async function openEntry(page: Page, collection: string, name: string) {
  await open(page, `/collections/${collection}`);
  const search = page.getByPlaceholder(/search/i).first();
  await search.fill(name.slice(0, -1));
  await search.press("Enter");
  await page.getByText(name, { exact: true }).first().click();
  await expect(page.getByRole("button", { name: "Publish" })).toBeVisible();
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
}

test.describe.configure({ mode: "serial" });

test("an author edits an FAQ answer, and only that answer changes", async ({ page }) => {
  const before = read("faq.yaml");
  await openEntry(page, "faq", "Are you licensed?");
  const answer = page.getByLabel("Answer");
  await answer.fill(`${await answer.inputValue()} We are educators.`);
  await publish(page);
  await expect.poll(() => read("faq.yaml")).toContain("accountant. We are educators.");
  const changed = read("faq.yaml")
    .split("\n")
    .filter((line, i) => before.split("\n")[i] !== line);
  expect(changed).toHaveLength(1);
});

test("an author adds a term with a link to another term", async ({ page }) => {
  await open(page, "/collections/dictionary/new");
  await page.getByLabel("Term", { exact: true }).fill("Writ");
  await page
    .getByLabel("Definition", { exact: true })
    .fill("A written order of a court; often backed by an [affidavit](/dictionary/affidavit).");
  await publish(page);
  await expect.poll(() => (parse(read("dictionary.yaml")) as Term[]).at(-1)?.term).toBe("Writ");
});

test("an invalid value is refused at its field, in the check's words, and nothing is written", async ({ page }) => {
  const before = read("dictionary.yaml");
  await openEntry(page, "dictionary", "Affidavit");
  await page.getByLabel("Definition", { exact: true }).fill("A sworn statement; see [oath](/dictionary/oaht).");
  await publish(page);
  const message = page.getByTestId("field-messages").getByRole("alert");
  await expect(message).toContainText(
    'link "/dictionary/oaht" goes to a page that does not exist (did you mean /dictionary/oath?)',
  );
  expect(read("dictionary.yaml")).toBe(before);
});

test("an author marks an FAQ entry as a draft and a term as reviewed today", async ({ page }) => {
  await openEntry(page, "faq", "Are you members of the BAR?");
  await page.getByLabel("Draft").click();
  await publish(page);
  await expect
    .poll(
      () =>
        (parse(read("faq.yaml")) as { question: string; draft?: boolean }[]).find(
          (q) => q.question === "Are you members of the BAR?",
        )?.draft,
    )
    .toBe(true);

  await openEntry(page, "dictionary", "Jurat");
  await page.getByRole("button", { name: "Reviewed today" }).click();
  await publish(page);
  const today = new Date().toLocaleDateString("en-CA");
  await expect
    .poll(() => (parse(read("dictionary.yaml")) as Term[]).find((t) => t.term === "Jurat")?.reviewed)
    .toBe(today);
});

test("an author renames a term: its old address is kept and links to it follow", async ({ page }) => {
  expect(read("dictionary.yaml")).toContain("(/dictionary/notary-public)");
  await openEntry(page, "dictionary", "Notary Public");
  await page.getByLabel("Term", { exact: true }).fill("Notary");
  await publish(page);
  await expect
    .poll(() => (parse(read("dictionary.yaml")) as Term[]).find((t) => t.term === "Notary")?.formerAddresses)
    .toEqual(["/dictionary/notary-public"]);
  expect(read("dictionary.yaml")).not.toContain("(/dictionary/notary-public)");
  expect(read("dictionary.yaml")).toContain("(/dictionary/notary)");
});

test("the preview is the term's page, drawn by its screen, and follows the definition as it is typed", async ({
  page,
}) => {
  const before = read("dictionary.yaml");
  await openEntry(page, "dictionary", "Affidavit");
  const preview = page.frameLocator("iframe").first();
  // What only the term screen draws: its way back to the list and its sources.
  await expect(preview.getByRole("link", { name: "Back to Dictionary" })).toBeVisible();
  await expect(preview.getByRole("heading", { name: "Supporting Sources" })).toBeVisible();
  await expect(preview.getByRole("heading", { name: "Affidavit", level: 1 })).toBeVisible();

  const definition = page.getByLabel("Definition", { exact: true });
  await definition.fill("A sworn statement in writing, see [oath](/dictionary/oath).");
  await definition.press("End");
  await definition.pressSequentially(" Typed just now.");
  const text = preview.locator("section", { has: preview.getByRole("heading", { name: "Definition" }) });
  await expect(text).toContainText("A sworn statement in writing, see oath. Typed just now.");
  // The Markdown link is the page's own link to the term, not Markdown shown as text.
  await expect(text.getByRole("link", { name: "oath" })).toHaveAttribute("href", "/dictionary/oath");

  // A mistake shows the check's words over the last page it accepted.
  await definition.pressSequentially(" See [oath](/dictionary/oaht).");
  await expect(preview.getByRole("alert")).toContainText('link "/dictionary/oaht" goes to a page that does not exist');
  await expect(text).toContainText("Typed just now.");
  expect(read("dictionary.yaml")).toBe(before);
});

test("the preview of an FAQ entry is the FAQ page with that answer open", async ({ page }) => {
  await openEntry(page, "faq", "Are you licensed?");
  const answer = page.getByLabel("Answer");
  await answer.press("End");
  await answer.pressSequentially(" Written in the editor.");
  const preview = page.frameLocator("iframe").first();
  await expect(preview.getByRole("heading", { name: "Frequently Asked Questions", level: 1 })).toBeVisible();
  await expect(preview.getByText("Written in the editor.")).toBeVisible();
});

test("the preview of a process is its page, with its templates, following the description", async ({ page }) => {
  await open(page, "/collections/processes/entries/affidavits-declarations");
  const description = page.getByLabel("Description", { exact: true });
  await description.press("ControlOrMeta+End");
  await description.pressSequentially(" Typed in the editor.");
  const preview = page.frameLocator("iframe").first();
  await expect(preview.getByRole("link", { name: "Back to DIY Processes" })).toBeVisible();
  await expect(preview.getByRole("heading", { name: "Templates" })).toBeVisible();
  await expect(preview.getByText("in the public record. Typed in the editor.")).toBeVisible();
});

test("the preview of a service page is that page, its heading following the form", async ({ page }) => {
  await open(page, "/collections/services/entries/attorney-in-fact");
  const preview = page.frameLocator("iframe").first();
  await expect(preview.getByRole("heading", { name: "Kinds of power of attorney" })).toBeVisible();
  await page.getByLabel(/^Heading/).pressSequentially("Agents and principals");
  await expect(preview.getByRole("heading", { name: "Agents and principals", level: 1 })).toBeVisible();
});

test("a maxim, a document category and a video topic preview as the pages that show them", async ({ page }) => {
  const typeInto = async (label: string, text: string) => {
    const field = page.getByLabel(label, { exact: true }).first();
    await field.press("ControlOrMeta+End");
    await field.pressSequentially(text);
  };
  const preview = page.frameLocator("iframe").first();

  await openEntry(page, "maxims", "Ignorance of the law excuses no one");
  await expect(preview.getByRole("heading", { name: "Maxims of Law", level: 1 })).toBeVisible();
  await typeInto("Description", " Typed for the maxims page.");
  await expect(preview.getByText("Typed for the maxims page.")).toBeVisible();

  await openEntry(page, "documents", "Constitutional Processes");
  await expect(preview.getByRole("link", { name: /Declaration Template/ }).first()).toBeVisible();
  await typeInto("Description", " Typed for the documents page.");
  await expect(preview.getByText("Typed for the documents page.")).toBeVisible();

  await openEntry(page, "videos", "Act of 1871");
  await expect(preview.getByRole("heading", { name: /Act of 1871/, level: 1 })).toBeVisible();
  await typeInto("Description", " Typed for the topic.");
  await expect(preview.getByText("Typed for the topic.")).toBeVisible();
});

test("a page and a process step preview as their pages, following the MDX body as it is typed", async ({ page }) => {
  const preview = page.frameLocator("iframe").first();
  const typeAtEnd = async (text: string) => {
    const body = page.getByLabel(/^Text/);
    await body.press("ControlOrMeta+End");
    await body.pressSequentially(text);
  };

  await open(page, "/collections/pages/entries/about");
  await expect(preview.getByRole("heading", { name: "About Cornerstone Law Trust", level: 1 })).toBeVisible();
  await typeAtEnd("\n\nA paragraph typed in the **editor**.");
  await expect(preview.locator("p", { hasText: "A paragraph typed in the editor." })).toBeVisible();
  await expect(preview.locator("strong", { hasText: "editor" })).toBeVisible();
  // A mistake shows the check's words above the last page it accepted.
  await typeAtEnd("\n\n<Widget />");
  await expect(preview.getByRole("alert")).toContainText("unknown component <Widget>");
  await expect(preview.locator("p", { hasText: "A paragraph typed in the editor." })).toBeVisible();

  // Signed in above; an entry's own page has no search box for open() to wait for.
  await page.goto("about:blank");
  await page.goto("/#/collections/steps/entries/affidavits-declarations/02-making-your-first-declaration");
  // The process's page, opened at the step, as a link to it (`#step-2`) opens it.
  await expect(preview.getByRole("heading", { name: "Step 2: Making Your First Declaration" })).toBeVisible();
  await typeAtEnd("\n\nA line typed into the lesson.");
  await expect(preview.getByText("A line typed into the lesson.")).toBeVisible();
});

test("afterwards the content passes the check, and every file is as `content fix` leaves it", async () => {
  const { issues } = loadContent(e2eContent, { mode: "preview" });
  expect(issues.filter((issue) => issue.severity === "error")).toEqual([]);
  for (const file of ["faq.yaml", "dictionary.yaml"]) {
    expect(await formatContentText(file, read(file)), file).toEqual({ status: "unchanged" });
  }
});
