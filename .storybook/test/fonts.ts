import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * A fontconfig setup that knows only the DejaVu fonts of the `dejavu-fonts-ttf` package, whatever
 * the machine has installed: the site's font stacks (system fonts only) then resolve to the same
 * files, hinted and antialiased the same way, on a laptop and on a clean CI machine, so screenshots
 * compare pixel for pixel. Returns the path to give Chromium as FONTCONFIG_FILE.
 */
export function writePinnedFontConfig(cacheDir: string): string {
  const fontDir = join(dirname(fileURLToPath(import.meta.resolve("dejavu-fonts-ttf/package.json"))), "ttf");
  mkdirSync(cacheDir, { recursive: true });
  const file = join(cacheDir, "fonts.conf");
  const prefer = (generic: string, family: string) =>
    `<alias binding="same"><family>${generic}</family><prefer><family>${family}</family></prefer></alias>`;
  writeFileSync(
    file,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <dir>${fontDir}</dir>
  <cachedir>${join(cacheDir, "cache")}</cachedir>
  <!-- A request without a generic family (system-ui, an unknown name) falls back to sans-serif. -->
  <match target="pattern">
    <test qual="all" name="family" compare="not_eq"><string>sans-serif</string></test>
    <test qual="all" name="family" compare="not_eq"><string>serif</string></test>
    <test qual="all" name="family" compare="not_eq"><string>monospace</string></test>
    <edit name="family" mode="append_last"><string>sans-serif</string></edit>
  </match>
  ${prefer("sans-serif", "DejaVu Sans")}
  ${prefer("system-ui", "DejaVu Sans")}
  ${prefer("serif", "DejaVu Serif")}
  ${prefer("monospace", "DejaVu Sans Mono")}
  <match target="font">
    <edit name="antialias" mode="assign"><bool>true</bool></edit>
    <edit name="hinting" mode="assign"><bool>true</bool></edit>
    <edit name="hintstyle" mode="assign"><const>hintslight</const></edit>
    <edit name="rgba" mode="assign"><const>none</const></edit>
    <edit name="embeddedbitmap" mode="assign"><bool>false</bool></edit>
  </match>
</fontconfig>
`,
  );
  return file;
}
