// The module the content plugin serves to the server side of the app (route loaders, prerendering).
declare module "virtual:content/store" {
  const store: import("./src/site/store.ts").ContentStore;
  export default store;
}
