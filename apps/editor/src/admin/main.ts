import CMS from "decap-cms-app";
import { registerWidgets } from "../app/widgets.tsx";

// The configuration is written beside this page by the site's build (build-admin.ts), from the registry's
// schemas; found from the build's base, since the page answers at /admin as well as /admin/.
const config = await (await fetch(`${import.meta.env.BASE_URL}config.json`)).json();
registerWidgets(CMS);
CMS.init({ config });
