import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * A throwaway self-signed certificate for 127.0.0.1 and localhost, made with openssl when nginx
 * starts on loopback (it lives two days, in the system's temporary folder; no key is ever committed).
 * The folder is named after the HTTPS port, so the tests that trust the certificate find it.
 */
export function testCertificateFiles(httpsPort: number | string) {
  const dir = path.join(os.tmpdir(), `site-e2e-tls-${httpsPort}`);
  return { dir, cert: path.join(dir, "cert.pem"), key: path.join(dir, "key.pem") };
}

export function createTestCertificate(httpsPort: number | string) {
  const files = testCertificateFiles(httpsPort);
  fs.mkdirSync(files.dir, { recursive: true, mode: 0o700 });
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "2",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=IP:127.0.0.1,DNS:localhost",
      "-keyout",
      files.key,
      "-out",
      files.cert,
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  return files;
}
