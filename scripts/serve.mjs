// A small static file server for dist/site (and the browser tests): 127.0.0.1 only,
// .wasm served as application/wasm. Usage: node scripts/serve.mjs DIR [PORT]
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
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

export function serve(directory, port = 0) {
  const root = realpathSync(resolve(directory));
  const server = createServer((request, response) => {
    const file = fileOf(root, request.url);
    if (file === null) {
      response.writeHead(400, {'content-type': 'text/plain'}).end('bad request');
      return;
    }
    if (file === undefined) {
      response.writeHead(404, {'content-type': 'text/plain'}).end('not found');
      return;
    }
    response.writeHead(200, {'content-type': TYPES[extname(file)] ?? 'application/octet-stream'});
    // A file gone or unreadable since the look-up ends this response, not the server.
    createReadStream(file).on('error', () => response.destroy()).pipe(response);
  });
  return new Promise((done) => server.listen(port, '127.0.0.1', () => done(server)));
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
    return undefined;  // no such file, or a path the file system refuses (a NUL byte)
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [directory = 'dist/site', port = '8080'] = process.argv.slice(2);
  const server = await serve(directory, Number(port));
  console.log(`serving ${directory} at http://127.0.0.1:${server.address().port}/`);
}
