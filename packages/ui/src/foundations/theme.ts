import tailwindDefaults from "tailwindcss/theme.css?raw";
import kitStyles from "../styles/index.css?raw";
import { Theme } from "./tokens";

/** The kit's own tokens (styles/index.css): its colours, radii, fonts and motion. */
export const kitTheme = new Theme(kitStyles);

/** The whole theme the site is built with: Tailwind's defaults overridden by the kit's tokens. */
export const theme = new Theme(tailwindDefaults, kitStyles);

/** A `rem` or `px` length in CSS pixels (1rem = 16px, the browser default). */
export function lengthInPx(value: string): number {
  const [, number, unit] = /^(-?[\d.]+)(rem|px)$/.exec(value.trim()) ?? [];
  if (number === undefined) throw new Error(`"${value}" is not a length in rem or px`);
  return Number(number) * (unit === "rem" ? 16 : 1);
}
