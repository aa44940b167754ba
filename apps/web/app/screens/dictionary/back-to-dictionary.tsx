import { Button } from "@site/ui";
import { ArrowLeft } from "lucide-react";
import { useLocation, useNavigate } from "react-router";

/** Goes back in history when the visitor came from within the site, else to the dictionary. */
export function BackToDictionary() {
  const navigate = useNavigate();
  const location = useLocation();
  // React Router gives the first page of a visit the key "default": there is nothing to go back to.
  const cameFromSite = location.key !== "default";
  return (
    <Button
      href="/dictionary"
      variant="ghost"
      size="sm"
      className="-ml-3"
      onClick={(event) => {
        if (!cameFromSite) return;
        event.preventDefault();
        void navigate(-1);
      }}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Dictionary
    </Button>
  );
}
