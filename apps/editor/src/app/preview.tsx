import type { CMS, PreviewTemplateComponentProps } from "decap-cms-core";
import { useEffect, useMemo, useRef, useState } from "react";
import { stringify } from "yaml";
import siteCss from "../../../web/app/styles/app.css?inline";
import type { DecapConfig } from "../config/decap-config.ts";
import { previewPath } from "../config/preview-path.ts";
import type { PreviewAnswer } from "../server/preview.ts";
import { PageOf, type PageAnswer } from "./route-page.tsx";

type CheckErrors = Extract<PreviewAnswer, { errors: unknown }>["errors"];

/** The entry as the form holds it, written as Decap would save it (front matter and body for MDX). */
function rawOf(data: Record<string, unknown>, format: unknown): string {
  if (format !== "frontmatter") return stringify(data);
  const { body, ...front } = data;
  return `---\n${stringify(front)}---\n${typeof body === "string" ? body : ""}`;
}

/**
 * The page for the form's data, asked of the editor's server shortly after each change: one request
 * at a time, the newest data sent next. The last page the check accepted stays while errors show.
 */
function usePreview({ entry, collection }: PreviewTemplateComponentProps) {
  const request = useMemo(() => {
    const newEntry = entry.get("newRecord") === true;
    const path = (entry.get("path") as string | undefined) || `${String(collection.get("folder"))}/new.yaml`;
    const data = (entry.get("data") as { toJS(): Record<string, unknown> }).toJS();
    return JSON.stringify({ path, newEntry, raw: rawOf(data, collection.get("format")) });
  }, [entry, collection]);
  const [page, setPage] = useState<PageAnswer>();
  const [errors, setErrors] = useState<CheckErrors>([]);
  const latest = useRef(request);
  const sending = useRef(false);
  const sent = useRef<string>(undefined);

  useEffect(() => {
    latest.current = request;
    const send = async () => {
      if (sending.current || sent.current === latest.current) return;
      sending.current = true;
      sent.current = latest.current;
      try {
        const response = await fetch(previewPath, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: sent.current,
        });
        const answer = (await response.json()) as PreviewAnswer | { error: string };
        if ("loaderData" in answer) {
          setPage(answer);
          setErrors([]);
        } else setErrors("errors" in answer ? answer.errors : [{ message: answer.error }]);
      } catch (error) {
        setErrors([{ message: `the preview could not be made: ${String(error)}` }]);
      } finally {
        sending.current = false;
        void send();
      }
    };
    // A light debounce: a burst of keys is one request, and the page still follows within a blink.
    const timer = setTimeout(() => void send(), 30);
    return () => clearTimeout(timer);
  }, [request]);
  return { page, errors };
}

function CheckMessages({ errors, shown }: { errors: CheckErrors; shown: boolean }) {
  if (errors.length === 0) return null;
  return (
    <div role="alert" className="border-b border-destructive bg-destructive/10 p-4 text-sm text-foreground">
      <p className="font-semibold">
        {shown ? "The page below is the last version the content check accepted:" : "No preview yet:"}
      </p>
      <ul className="mt-1 list-disc pl-5">
        {errors.map((error, i) => (
          <li key={i}>{error.field ? `${error.field}: ${error.message}` : error.message}</li>
        ))}
      </ul>
    </div>
  );
}

function PagePreview(props: PreviewTemplateComponentProps) {
  const { page, errors } = usePreview(props);
  return (
    <>
      <CheckMessages errors={errors} shown={page !== undefined} />
      {page ? (
        <PageOf page={page} document={props.document} />
      ) : (
        <p className="p-4 text-muted-foreground">Preparing the page…</p>
      )}
    </>
  );
}

/**
 * The preview of each entry that has a page is that page, drawn by its screen's view with the site's
 * CSS. Decap names a template by its collection, or by its file for a group of files (the about page).
 */
export function registerPagePreviews(cms: CMS, config: DecapConfig): void {
  cms.registerPreviewStyle(siteCss, { raw: true });
  for (const collection of config.collections) {
    if (!collection.editor.preview) continue;
    const names = "files" in collection ? collection.files.map((file) => file.name) : [collection.name];
    for (const name of names) cms.registerPreviewTemplate(name, PagePreview);
  }
}
