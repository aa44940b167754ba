import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Runs Debian's nginx in the foreground with the repository's deploy/nginx.conf, serving the build
 * on loopback: the same configuration a real server would use, only the port and root changed.
 */
const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const build = path.resolve(appRoot, process.env.BUILD_DIR ?? "build");
const port = process.env.PORT ?? "4312";
const nginx = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((candidate) => fs.existsSync(candidate));
if (!nginx) throw new Error("nginx is not installed: apt-get install -y nginx");
const mimeTypes = ["/etc/nginx/mime.types", "/usr/local/nginx/conf/mime.types"].find((candidate) =>
  fs.existsSync(candidate),
);

const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "site-nginx-"));
const site = fs
  .readFileSync(path.join(appRoot, "deploy/nginx.conf"), "utf8")
  .replace(/^(\s*)listen\s+\d+;/m, `$1listen 127.0.0.1:${port};`)
  .replace(/^(\s*)root\s+[^;]+;/m, `$1root ${path.join(build, "client")};`);
fs.writeFileSync(path.join(prefix, "site.conf"), site);
fs.copyFileSync(path.join(build, "deploy/security-headers.conf"), path.join(prefix, "security-headers.conf"));
fs.writeFileSync(
  path.join(prefix, "nginx.conf"),
  `worker_processes 1;
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

const child = spawn(nginx, ["-p", prefix, "-c", path.join(prefix, "nginx.conf"), "-g", "daemon off;"], {
  stdio: "inherit",
});
const stop = () => child.kill("SIGQUIT");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
child.on("exit", (code) => process.exit(code ?? 0));
