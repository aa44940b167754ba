import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. It does not resolve conflicts (that took a 9 KB library on every page): a
 * component offers a variant for each alternate look, and a caller's classes only add to it. The
 * tests watch every rendered element and fail on utilities that fight (see testing/class-conflicts).
 */
export const cn: (...inputs: ClassValue[]) => string = clsx;
