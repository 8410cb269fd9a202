// A small static file server for dist/site (and the browser tests): 127.0.0.1 only,
// .wasm served as application/wasm. Usage: node scripts/serve.mjs DIR [PORT]
import {createReadStream, statSync} from 'node:fs';
import {createServer} from 'node:http';
import {extname, join, normalize, resolve} from 'node:path';
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
  const root = resolve(directory);
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
    let file = normalize(join(root, path));
    if (!file.startsWith(root)) {
      response.writeHead(403).end();
      return;
    }
    try {
      if (statSync(file).isDirectory()) file = join(file, 'index.html');
      statSync(file);
    } catch {
      response.writeHead(404, {'content-type': 'text/plain'}).end('not found');
      return;
    }
    response.writeHead(200, {'content-type': TYPES[extname(file)] ?? 'application/octet-stream'});
    createReadStream(file).pipe(response);
  });
  return new Promise((done) => server.listen(port, '127.0.0.1', () => done(server)));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [directory = 'dist/site', port = '8080'] = process.argv.slice(2);
  const server = await serve(directory, Number(port));
  console.log(`serving ${directory} at http://127.0.0.1:${server.address().port}/`);
}
