import { NotFoundPanel } from "@site/ui";
import { Seo } from "../../components/seo";

/** What an address under /dictionary shows when no term has it. */
export function TermNotFound() {
  return (
    <>
      <Seo
        title="Term Not Found"
        description="The requested legal term could not be found."
        path="/dictionary"
        robots="noindex, follow"
      />
      <NotFoundPanel
        title="Term Not Found"
        message="The requested legal term could not be found."
        backHref="/dictionary"
        backLabel="Back to Dictionary"
      />
    </>
  );
}
