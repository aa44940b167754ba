import CMS from "decap-cms-app";

const config = await (await fetch("/api/config")).json();
CMS.init({ config });
