import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createTestCertificate, testCertificateFiles } from "./tls";

/**
 * Runs Debian's nginx in the foreground with the repository's deploy/nginx.conf, serving the build
 * on loopback: the same configuration a real server would use, with only the ports, the root, the
 * certificate (a throwaway one, see tls.ts) and the redirect's port changed.
 *
 *   PORT=<https port> HTTP_PORT=<http port> BUILD_DIR=<build folder> [NGINX_TEST=1] tsx e2e/nginx/serve.ts
 */
const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const build = path.resolve(appRoot, process.env.BUILD_DIR ?? "build");
const httpsPort = process.env.PORT ?? "4312";
const httpPort = process.env.HTTP_PORT ?? "4313";
const nginx = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((candidate) => fs.existsSync(candidate));
if (!nginx) throw new Error("nginx is not installed: bash scripts/system-deps.sh");
const mimeTypes = ["/etc/nginx/mime.types", "/usr/local/nginx/conf/mime.types"].find((candidate) =>
  fs.existsSync(candidate),
);
const modules = ["ngx_http_headers_more_filter_module.so", "ngx_http_brotli_static_module.so"].map((module) => {
  const found = ["/usr/lib/nginx/modules", "/usr/share/nginx/modules"]
    .map((dir) => path.join(dir, module))
    .find((candidate) => fs.existsSync(candidate));
  if (!found) {
    throw new Error(
      `nginx's ${module} is missing: bash scripts/system-deps.sh ` +
        "(apt-get install libnginx-mod-http-headers-more-filter libnginx-mod-http-brotli-static)",
    );
  }
  return found;
});

/** One change to the deploy config; a config that no longer has the line fails loudly. */
function change(text: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(text)) throw new Error(`deploy/nginx.conf no longer matches ${pattern}: update e2e/nginx/serve.ts`);
  return text.replace(pattern, replacement);
}

// NGINX_TEST=1 only checks the configuration (`nginx -t`, as before a deploy), with the certificate of
// the server running on that port when there is one (a new one would replace the one it trusts).
const checkOnly = process.env.NGINX_TEST === "1";
const existing = testCertificateFiles(httpsPort);
const certificate = checkOnly && fs.existsSync(existing.cert) ? existing : createTestCertificate(httpsPort);
const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "site-nginx-"));
let site = fs.readFileSync(path.join(appRoot, "deploy/nginx.conf"), "utf8");
site = change(site, /^\s*listen\s+\[::\]:\d+[^;]*;\n/gm, "");
site = change(site, /^(\s*)listen\s+80;/m, `$1listen 127.0.0.1:${httpPort};`);
site = change(site, /^(\s*)listen\s+443 ssl/m, `$1listen 127.0.0.1:${httpsPort} ssl`);
site = change(site, /^(\s*)ssl_certificate\s+[^;]+;/m, `$1ssl_certificate ${certificate.cert};`);
site = change(site, /^(\s*)ssl_certificate_key\s+[^;]+;/m, `$1ssl_certificate_key ${certificate.key};`);
// The redirect names the configured host: here, loopback and the HTTPS port.
site = change(site, /^(\s*)server_name\s+(?!_;)[^;]+;/m, "$1server_name 127.0.0.1;");
site = change(site, /https:\/\/\$server_name\$request_uri/, `https://$server_name:${httpsPort}$request_uri`);
site = change(site, /^(\s*)root\s+[^;]+;/m, `$1root ${path.join(build, "client")};`);
fs.writeFileSync(path.join(prefix, "site.conf"), site);
// Every nginx file the build writes for nginx.conf to include.
for (const generated of fs.readdirSync(path.join(build, "deploy")).filter((file) => file.endsWith(".conf"))) {
  fs.copyFileSync(path.join(build, "deploy", generated), path.join(prefix, generated));
}
fs.writeFileSync(
  path.join(prefix, "nginx.conf"),
  `${modules.map((module) => `load_module ${module};`).join("\n")}
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log stderr warn;
events { worker_connections 256; }
http {
  ${mimeTypes ? `include ${mimeTypes};` : ""}
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${prefix}/site.conf;
}
`,
);

const child = spawn(
  nginx,
  ["-p", prefix, "-c", path.join(prefix, "nginx.conf"), ...(checkOnly ? ["-t"] : ["-g", "daemon off;"])],
  { stdio: "inherit" },
);
// nginx's fast shutdown; also when this process exits for any other reason, so nginx is never left behind.
const stop = () => child.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
process.on("exit", stop);
child.on("exit", (code) => {
  fs.rmSync(prefix, { recursive: true, force: true });
  process.exit(code ?? 0);
});
