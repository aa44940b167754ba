import { expect, test, visit } from "../fixtures";

test("with no ids configured, no third-party script or frame is requested and each page says what to do", async ({
  page,
}) => {
  const thirdParty: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith("http://127.0.0.1")) thirdParty.push(request.url());
  });
  await visit(page, "/");
  await page.waitForTimeout(2500);
  expect(await page.locator("elevenlabs-convai").count()).toBe(0);

  await visit(page, "/phone-consultation");
  await expect(page.getByText(/Online scheduling is not available yet/)).toBeVisible();
  await visit(page, "/trust-donation");
  await expect(page.getByText(/Online donations are not available yet/)).toBeVisible();
  expect(thirdParty).toEqual([]);
});
