// A small static file server for dist/site (and the browser tests): 127.0.0.1 only,
// .wasm served as application/wasm. Usage: node scripts/serve.mjs [--csp] DIR [PORT]
// --csp sends STRICT_CSP as the Content-Security-Policy of every response, with a report-uri
// whose reports (a worker's violations too, which no page event shows) are printed.
import {createReadStream, realpathSync, statSync} from 'node:fs';
import {createServer} from 'node:http';
import {extname, isAbsolute, join, relative, resolve, sep} from 'node:path';
import {pathToFileURL} from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * The strict policy the page and the package are made to work under: no inline script or style,
 * no eval, nothing from another origin. 'wasm-unsafe-eval' lets WebAssembly compile, and allows
 * no JavaScript eval.
 */
export const STRICT_CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";

/** Where a policy's `report-uri` sends violation reports, when serve() is given `onReport`. */
export const REPORT_PATH = '/csp-report';

/**
 * Serves `directory` on 127.0.0.1:`port` (0: any free port), with `headers` on every response.
 * With `onReport`, each report POSTed to REPORT_PATH is answered 204 and passed to it, parsed
 * (`{unparsed: text}` when it is no JSON).
 */
export function serve(directory, port = 0, {headers = {}, onReport = null} = {}) {
  const root = realpathSync(resolve(directory));
  const server = createServer((request, response) => {
    if (onReport && request.method === 'POST' && request.url === REPORT_PATH) {
      receiveReport(request, response, onReport);
      return;
    }
    const file = fileOf(root, request.url);
    if (file === null) {
      response.writeHead(400, {...headers, 'content-type': 'text/plain'}).end('bad request');
      return;
    }
    if (file === undefined) {
      response.writeHead(404, {...headers, 'content-type': 'text/plain'}).end('not found');
      return;
    }
    response.writeHead(200, {...headers, 'content-type': TYPES[extname(file)] ?? 'application/octet-stream'});
    // A file gone or unreadable since the look-up ends this response, not the server.
    createReadStream(file)
      .on('error', () => response.destroy())
      .pipe(response);
  });
  return new Promise((done) => server.listen(port, '127.0.0.1', () => done(server)));
}

function receiveReport(request, response, onReport) {
  let body = '';
  request.setEncoding('utf8');
  request.on('data', (chunk) => {
    body += chunk;
    if (body.length > 1 << 20) request.destroy(); // no report is that long
  });
  request.on('end', () => {
    response.writeHead(204).end();
    let report;
    try {
      report = JSON.parse(body);
    } catch {
      report = {unparsed: body};
    }
    onReport(report);
  });
}

/**
 * The file under `root` (a real path) that the request target `target` names: null when the
 * target is malformed (a bad %-escape), undefined when there is no such file or it lies outside
 * the root. An escaped %2F decodes to a separator that the URL parser did not see, so the check
 * is on the real path (symbolic links followed), and by path components: /srv/site-secret is not
 * inside /srv/site.
 */
function fileOf(root, target) {
  let path;
  try {
    path = decodeURIComponent(new URL(target, 'http://localhost').pathname);
  } catch {
    return null;
  }
  try {
    let file = realpathSync(join(root, path));
    if (statSync(file).isDirectory()) file = realpathSync(join(file, 'index.html'));
    const inside = relative(root, file);
    if (inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) return undefined;
    return statSync(file).isFile() ? file : undefined;
  } catch {
    return undefined; // no such file, or a path the file system refuses (a NUL byte)
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const csp = args[0] === '--csp';
  const [directory = 'dist/site', port = '8080'] = csp ? args.slice(1) : args;
  const server = await serve(
    directory,
    Number(port),
    !csp
      ? {}
      : {
          headers: {'content-security-policy': `${STRICT_CSP}; report-uri ${REPORT_PATH}`},
          onReport: (report) => console.log(`CSP violation: ${JSON.stringify(report)}`),
        },
  );
  console.log(`serving ${directory} at http://127.0.0.1:${server.address().port}/${csp ? ' under STRICT_CSP' : ''}`);
}
