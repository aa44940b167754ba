import CMS from "decap-cms-app";
import { registerWidgets } from "../app/widgets.tsx";

// The configuration is written beside this page by the site's build (build-admin.ts), from the registry's schemas.
const config = await (await fetch(new URL("config.json", document.baseURI))).json();
registerWidgets(CMS);
CMS.init({ config });
