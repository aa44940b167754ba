/**
 * html-validate over the built pages (e2e/specs/html-validate.spec.ts; `npx html-validate
 * build/client` by hand): its recommended rules, landmarks, element order, duplicate classes and
 * ARIA included. Off are only the rules about how markup is spelled, which React and React Router
 * decide and browsers read the same either way, and one about content.
 */
export default {
  extends: ["html-validate:recommended"],
  rules: {
    // React writes `<meta/>`, `charSet`, `autoComplete`, `disabled=""` and style attributes
    // (animation delays, frame sizes; the CSP allows styles, not scripts).
    "void-style": "off",
    "attr-case": "off",
    "attribute-boolean-style": "off",
    "no-inline-style": "off",
    // React Router's redirect pages write `<!doctype html>`, React the upper case: both are HTML.
    "doctype-style": "off",
    // React's generated ids (`_R_abb5_`) are valid HTML ids; they only break CSS selectors unescaped.
    "valid-id": ["error", { relaxed: true }],
    // Titles are the authors' (a process's full name): search engines shorten them as they need.
    "long-title": "off",
    // The search's results are a listbox of links, the ARIA combobox pattern: a <select> cannot hold links.
    "prefer-native-element": ["error", { exclude: ["listbox"] }],
  },
};
