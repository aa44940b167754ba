// The stores sample-content.ts serves to content-source.ts: the fixed sample and the site's content/.
declare module "virtual:content/sample-store" {
  const store: import("@site/content/store").ContentStore;
  export default store;
}
declare module "virtual:content/site-store" {
  const store: import("@site/content/store").ContentStore;
  export default store;
}
