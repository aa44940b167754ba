import type { PairUse } from "./contrast";

export interface ColourPair {
  /** Colour tokens without `--color-`. */
  foreground: string;
  background: string;
  use: PairUse;
  /** Where the kit puts this colour on that background. */
  where: string;
}

/**
 * Where each colour is used on which background, and for what: text, a control's boundary (`ui`)
 * or decoration. The ratios and WCAG levels are computed from the tokens; this list is the design
 * intent they are checked against.
 */
export const colourPairs: ColourPair[] = [
  { foreground: "foreground", background: "background", use: "text", where: "Body text on the page" },
  { foreground: "foreground", background: "card", use: "text", where: "Text in cards, dialogs, the header" },
  { foreground: "foreground", background: "muted", use: "text", where: "Text in muted bands" },
  { foreground: "card-foreground", background: "card", use: "text", where: "Card and dialog text" },
  { foreground: "muted-foreground", background: "background", use: "text", where: "Lead text, captions" },
  { foreground: "muted-foreground", background: "card", use: "text", where: "Card and dialog descriptions" },
  { foreground: "muted-foreground", background: "muted", use: "text", where: "Lead text in page headers" },
  { foreground: "primary", background: "background", use: "text", where: "Headings and links" },
  { foreground: "primary", background: "card", use: "text", where: "Card titles, outline buttons" },
  { foreground: "primary", background: "secondary", use: "text", where: "Hovered ghost buttons, current link" },
  { foreground: "primary", background: "muted", use: "text", where: "Page titles" },
  { foreground: "primary-foreground", background: "primary", use: "text", where: "Default button, footer, hero" },
  { foreground: "secondary-foreground", background: "secondary", use: "text", where: "Secondary button and badge" },
  { foreground: "accent-foreground", background: "accent", use: "text", where: "Accent button" },
  { foreground: "accent", background: "primary", use: "text", where: "Gold text and icons on navy" },
  { foreground: "accent-strong", background: "background", use: "text", where: "Eyebrows above titles" },
  { foreground: "accent-strong", background: "card", use: "ui", where: "Accordion chevrons" },
  { foreground: "accent-strong", background: "muted", use: "text", where: "Page header eyebrow" },
  {
    foreground: "destructive-foreground",
    background: "destructive",
    use: "text",
    where: "Destructive button and badge",
  },
  { foreground: "input", background: "card", use: "ui", where: "Borders of form fields" },
  { foreground: "ring", background: "background", use: "ui", where: "Focus outline on the page" },
  { foreground: "ring", background: "card", use: "ui", where: "Focus outline in cards and dialogs" },
  { foreground: "border", background: "card", use: "decorative", where: "Card edges and dividers" },
  { foreground: "border", background: "background", use: "decorative", where: "Rules between sections" },
];
