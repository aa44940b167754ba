import { z } from "zod";

/**
 * Hosts and origins of site.yaml, which become the site's security policy (its Content-Security-
 * Policy, in nginx's configuration and the static hosts' `_headers`). A value is let through only
 * when it is exactly a host name, or exactly an origin: a `;` would end the policy's rule and start
 * another (`script-src *`), a quote or a space would break the configuration files, and a wildcard
 * or a package CDN would let in anyone's scripts.
 */

/**
 * Hosts that serve whatever anyone publishes (npm packages, GitHub files): allowing scripts from
 * one allows any script at all.
 */
const packageCdns = (
  "unpkg.com jsdelivr.net cdnjs.cloudflare.com esm.sh esm.run skypack.dev jspm.io jspm.dev " +
  "raw.githubusercontent.com githack.com rawgit.com statically.io"
).split(" ");

const label = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
const hostPattern = new RegExp(`^(?=.{1,253}$)${label}(?:\\.${label})+$`);

/** Characters that end a policy's rule, break its quoting or split it into two values. */
const breaking: [RegExp, string][] = [
  [/;/, '";"'],
  [/,/, '","'],
  [/["'`]/, "quotes"],
  [/\s/, "spaces"],
  [/\*/, "a wildcard (*)"],
];

const shown = (value: string) => JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);

function breakingProblem(value: string, what: string, example: string): string | undefined {
  const found = breaking.find(([pattern]) => pattern.test(value));
  return found && `${what} cannot contain ${found[1]}: write just ${what}, like ${example}`;
}

function hostProblem(host: string): string | undefined {
  if (hostPattern.test(host.toLowerCase())) return undefined;
  return `${shown(host)} is not a host name: a host name is letters, digits, hyphens and dots, like player.vimeo.com`;
}

/** A host name such as player.vimeo.com: no scheme, path, port or wildcard. Stored in lower case. */
export const hostname = () =>
  z
    .string()
    .trim()
    .transform((value, ctx) => {
      const what = "a host name";
      const problem =
        breakingProblem(value, what, "player.vimeo.com") ??
        (/^[a-z]+:\/\//i.test(value)
          ? `write the host name without "${/^[a-z]+:\/\//i.exec(value)![0]}" (found ${shown(value)})`
          : /[/:?#]/.test(value)
            ? `write only the host name, without a path or port (found ${shown(value)})`
            : hostProblem(value));
      if (problem) ctx.addIssue(problem);
      return value.toLowerCase();
    });

interface Address {
  scheme: string;
  host: string;
  port: string;
  rest: string;
}

/** The parts of an absolute address, or a problem with them. */
function address(value: string, schemes: readonly string[], what: string, example: string): Address | string {
  const breaks = breakingProblem(value, what, example);
  if (breaks) return breaks;
  const parts = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)(.*)$/i.exec(value);
  const scheme = parts?.[1]!.toLowerCase();
  if (!parts || !scheme || !schemes.includes(scheme)) {
    return `${what} starts with ${schemes.map((s) => `${s}://`).join(" or ")}, like ${example} (found ${shown(value)})`;
  }
  const authority = parts[2]!;
  if (authority.includes("@")) return `${what} cannot carry a user name or password (found ${shown(value)})`;
  const [, host = "", port = ""] = /^(.*?)(?::(\d{1,5}))?$/.exec(authority) ?? [];
  const hostIssue = hostProblem(host);
  if (hostIssue) return hostIssue;
  if (port && (Number(port) < 1 || Number(port) > 65535)) return `${what} has no port ${port} (found ${shown(value)})`;
  return { scheme, host: host.toLowerCase(), port, rest: parts[3]! };
}

/**
 * An origin: a scheme, a host name and perhaps a port, nothing more (`https://api.elevenlabs.io`),
 * as a policy names where a page may connect. Stored without a trailing slash, in lower case.
 */
export const origin = (schemes: readonly ("https" | "wss")[] = ["https"]) =>
  z
    .string()
    .trim()
    .transform((value, ctx) => {
      const what = "an origin";
      const parts = address(value, schemes, what, "https://api.elevenlabs.io");
      if (typeof parts === "string") {
        ctx.addIssue(parts);
        return value;
      }
      const written = `${parts.scheme}://${parts.host}${parts.port ? `:${parts.port}` : ""}`;
      if (parts.rest !== "" && parts.rest !== "/") {
        ctx.addIssue(`an origin has no path: write "${written}" without "${parts.rest}"`);
      }
      return written;
    });

/** An https address of a third party's page or file (a widget's frame); its origin enters the policy. */
export const httpsAddress = () =>
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const parts = address(value, ["https"], "an address", "https://app.cal.com/embed/embed.js");
      if (typeof parts === "string") ctx.addIssue({ code: "custom", input: value, message: parts });
    });

/**
 * The https address of an integration's script, on its provider's own host: the policy then allows
 * scripts from that host. A package CDN serves anyone's code, so it is refused.
 */
export const scriptAddress = () =>
  httpsAddress().superRefine((value, ctx) => {
    const host = /^https:\/\/([^/?#:]+)/i.exec(value)?.[1]?.toLowerCase() ?? "";
    const cdn = packageCdns.find((name) => host === name || host.endsWith(`.${name}`));
    if (cdn) {
      ctx.addIssue({
        code: "custom",
        input: value,
        message: `scripts cannot come from "${host}": it serves any package anyone publishes, so allowing it would let any script run on the site; use the address of the script on the provider's own site`,
      });
    }
  });
