import fs from "node:fs";
import path from "node:path";
import { loadContent } from "@site/content";
import { formatContentText } from "@site/content/editing";
import { expect, test, type Page } from "@playwright/test";
import { parse } from "yaml";
import { buildSite, startSite } from "./built-site.ts";
import { e2eContent, editorPort } from "./workspace.ts";

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

test("an author adds a step to a process", async ({ page }) => {
  const steps = "processes/affidavits-declarations/steps";
  const before = fs.readdirSync(path.join(e2eContent, steps));
  await open(page, "/collections/steps/new");
  // The process is chosen among the processes, by typing part of its title.
  await page.getByLabel("Process", { exact: true }).fill("Affidavits");
  await page.getByRole("option", { name: /Declarations, Affidavits/ }).click();
  await page.getByLabel("Kind", { exact: true }).click();
  await page.getByRole("option", { name: "lesson", exact: true }).click();
  await page.getByLabel("Title", { exact: true }).fill("Sign before a notary");
  await page.getByLabel(/^Summary/).fill("Take the affidavit to a notary and sign it there.");
  await page.getByLabel(/^Text/).fill("Bring an identity document; the notary watches you sign.");
  await publish(page);
  // Numbered after the process's last step, in the file `content new step` would make.
  const file = `${steps}/${String(before.length + 1).padStart(2, "0")}-sign-before-a-notary.mdx`;
  await expect.poll(() => fs.existsSync(path.join(e2eContent, file)), { timeout: 30_000 }).toBe(true);
  const written = read(file);
  expect(written).toMatch(/^---\nkind: lesson\ntitle: Sign before a notary\nsummary: Take the affidavit/);
  expect(written).toContain("\n---\n\nBring an identity document; the notary watches you sign.\n");
  expect(written).not.toContain("process:");
  const { issues } = loadContent(e2eContent, { mode: "preview" });
  expect(issues.filter((issue) => issue.severity === "error")).toEqual([]);
});

test("an author uploads an image and uses it on a page; a file the check refuses is not kept", async ({ page }) => {
  const service = "pages/services/attorney-in-fact.mdx";
  const before = read(service);
  const png = fs.readFileSync(path.join(e2eContent, "media/social-card.png"));
  // A refused page has unsaved changes: the author leaves it, and does not bring the refused draft back.
  page.on("dialog", (dialog) => void (dialog.type() === "beforeunload" ? dialog.accept() : dialog.dismiss()));
  await open(page, "/collections/services");
  /** Opens the page's form, uploads a file from the image field and publishes the page with it. */
  const useUpload = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
    await page.goto("about:blank");
    await page.goto("/#/collections/services/entries/attorney-in-fact");
    await page.getByRole("button", { name: /choose an image/i }).click();
    await page.locator("input[type=file]").setInputFiles(file);
    await page.getByRole("button", { name: /choose selected/i }).click();
    await publish(page);
  };
  // Over the limit of site.yaml, or not an image: refused in the check's words, nothing kept.
  for (const [file, words] of [
    [
      { name: "scan.png", mimeType: "image/png", buffer: Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024)]) },
      "files in media/ may be at most 5 MB (limits.mediaMegabytes in site.yaml)",
    ],
    [{ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("Not an image.") }, "media/ holds images"],
  ] as const) {
    await useUpload(file);
    await expect(page.getByText(words).first()).toBeVisible();
    expect(fs.existsSync(path.join(e2eContent, "media", file.name))).toBe(false);
    expect(read(service)).toBe(before);
  }

  await useUpload({ name: "signing.png", mimeType: "image/png", buffer: png });
  await expect.poll(() => read(service)).toMatch(/^image: \/media\/signing\.png$/m);
  expect(fs.readFileSync(path.join(e2eContent, "media/signing.png")).equals(png)).toBe(true);
});

test("a mistake inside a list is shown at the item that is wrong, and nothing is written", async ({ page }) => {
  const file = "processes/affidavits-declarations/process.yaml";
  const before = read(file);
  await open(page, "/collections/processes/entries/affidavits-declarations");
  // Decap shows a list folded: the author unfolds it to reach its items.
  const templates = page.getByLabel("list field").filter({ has: page.locator("label", { hasText: /^Templates/ }) });
  await templates.getByTestId("expand-button").first().click();
  const item = page.locator(`[id="${await page.locator('input[value="affidavit-template"]').getAttribute("id")}"]`);
  await item.fill("affidavit-tempalte");
  await publish(page);
  // The check's words beside the item itself, not only at the top of the list.
  const atItem = item.locator("xpath=following-sibling::*[@data-testid='field-messages'][1]");
  await expect(atItem.getByRole("alert")).toHaveText('no document has the id "affidavit-tempalte"');
  const other = page.locator('input[value="declaration-template"]');
  await expect(other.locator("xpath=following-sibling::*[@data-testid='field-messages']")).toHaveCount(0);
  expect(read(file)).toBe(before);
});

test("an author moves a maxim to the top of the list, and only that maxim changes place", async ({ page }) => {
  const titles = () => (parse(read("maxims.yaml")) as { title: string }[]).map((maxim) => maxim.title);
  const before = titles();
  await openEntry(page, "maxims", "Let the buyer beware");
  const position = page.getByLabel(/^Position/);
  await expect(position).toHaveValue(String(before.indexOf("Let the buyer beware") + 1));
  await position.fill("1");
  await publish(page);
  await expect.poll(titles).toEqual(["Let the buyer beware", ...before.filter((t) => t !== "Let the buyer beware")]);
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
  for (const file of ["faq.yaml", "dictionary.yaml", "maxims.yaml"]) {
    expect(await formatContentText(file, read(file)), file).toEqual({ status: "unchanged" });
  }
});

test("the built site shows the author's changes: the new term's page, the renamed term's old address redirects, the new step and image", async ({
  page,
  request,
}) => {
  test.setTimeout(600_000);
  const name = `build-editor-e2e-${editorPort}`;
  const built = await buildSite(e2eContent, name);
  expect(built.code, built.output).toBe(0);
  const site = await startSite(name, editorPort + 1);
  try {
    await page.goto(`${site.url}/dictionary/writ`);
    await expect(page.getByRole("heading", { name: "Writ", level: 1 })).toBeVisible();
    const former = await request.get(`${site.url}/dictionary/notary-public`, { maxRedirects: 0 });
    expect(former.status()).toBe(301);
    expect(former.headers().location).toMatch(/\/dictionary\/notary$/);
    await page.goto(`${site.url}/diy-processes/affidavits-declarations`);
    await expect(page.getByText("Sign before a notary").first()).toBeVisible();
    // The uploaded image is published and is the service page's picture when it is shared.
    await page.goto(`${site.url}/services/attorney-in-fact`);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/media\/signing\.png$/);
    expect((await request.get(`${site.url}/media/signing.png`)).status()).toBe(200);
  } finally {
    site.stop();
    fs.rmSync(built.dir, { recursive: true, force: true });
  }
});
