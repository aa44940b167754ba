/** A message of the content check about one field of the entry being edited. */
export interface FieldMessage {
  field?: string;
  message: string;
  severity: "error" | "warning";
}

type Listener = () => void;

/**
 * What the content check said about the entries last saved, by entry (its backend path, or the
 * folder of a new entry, which has none until it is saved): a refused save's errors and
 * a saved entry's warnings (a `TODO:` placeholder left). The fields' controls read it to show each
 * message beside its field and to block saving a value the check refused.
 */
class FieldMessages {
  private byCollection = new Map<string, FieldMessage[]>();
  private listeners = new Set<Listener>();

  set(key: string, messages: FieldMessage[]): void {
    this.byCollection.set(key, messages);
    this.listeners.forEach((listener) => listener());
  }

  /** The messages about a top-level field and what it holds (`supportingSources[0].url` is about `supportingSources`). */
  of(key: string, field: string): FieldMessage[] {
    return (this.byCollection.get(key) ?? []).filter(
      (message) =>
        message.field !== undefined &&
        (message.field === field ||
          (/^[.[]/.test(message.field.slice(field.length)) && message.field.startsWith(field))),
    );
  }

  /** The messages about a field inside a list or a group, with the path to it (`["templates", 1]`). */
  nested(key: string): (FieldMessage & { path: (string | number)[] })[] {
    return (this.byCollection.get(key) ?? []).flatMap((message) => {
      if (!message.field || !/[.[]/.test(message.field)) return [];
      const path = [...message.field.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map(([, name, index]) =>
        index !== undefined ? Number(index) : name!,
      );
      return [{ ...message, path }];
    });
  }

  /** Messages about no field in particular (a clash with another entry's address). */
  general(key: string): FieldMessage[] {
    return (this.byCollection.get(key) ?? []).filter((message) => message.field === undefined || message.field === "");
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

export const fieldMessages = new FieldMessages();

/** Which entry messages are about: its path (`dictionary/trust.yaml`), or `new:<folder>` before its first save. */
export function entryKey(path: string | undefined, folder: string | undefined): string {
  return path ? path : `new:${folder ?? ""}`;
}

/**
 * Listens to the editor's saves (Decap's own requests to the backend): a refusal's messages and a
 * save's warnings are kept for the fields to show. Decap itself shows only a refusal's summary.
 */
export function listenToSaves(backendPath: string): void {
  const fetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const response = await fetch(input, init);
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (!url.endsWith(backendPath) || typeof init?.body !== "string") return response;
    const request = JSON.parse(init.body) as {
      action: string;
      params: { dataFiles?: { path: string }[]; options?: { newEntry?: boolean } };
    };
    const path = request.params.dataFiles?.[0]?.path;
    if (request.action !== "persistEntry" || !path) return response;
    const body = (await response.clone().json()) as { issues?: FieldMessage[]; warnings?: FieldMessage[] };
    const isNew = request.params.options?.newEntry === true;
    const key = isNew ? entryKey(undefined, path.slice(0, path.indexOf("/"))) : path;
    fieldMessages.set(key, response.ok ? (body.warnings ?? []) : (body.issues ?? []));
    // A new entry saved has a path from now on: its warnings are found there.
    if (isNew && response.ok) fieldMessages.set(path, body.warnings ?? []);
    return response;
  };
}
