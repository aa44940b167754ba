import CMS from "decap-cms-app";
import { listenToSaves } from "./field-messages.ts";
import { registerPagePreviews } from "./preview.tsx";
import { registerWidgets } from "./widgets.tsx";

// The configuration is made by the editor's server from the registry's schemas (src/config).
const config = await (await fetch("/api/config")).json();
const backendPath: string = config.backend.proxy_url;
listenToSaves(backendPath);
registerWidgets(CMS);
registerPagePreviews(CMS, config);
CMS.init({ config });
