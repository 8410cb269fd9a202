// scripts/serve.mjs, the browser suites' server, on hostile paths: a malformed %-escape is a 400
// (not a crash), and no path reaches a file outside the served directory.
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {request} from 'node:http';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, test} from 'node:test';

import {serve} from '../../scripts/serve.mjs';

// folder/site is served; folder/site-secret and folder/secret.txt are its neighbours outside.
const folder = mkdtempSync(join(tmpdir(), 'sudoku-serve-'));
const site = join(folder, 'site');
let server;

before(async () => {
  mkdirSync(join(site, 'sub'), {recursive: true});
  mkdirSync(join(folder, 'site-secret'));
  writeFileSync(join(site, 'index.html'), 'index');
  writeFileSync(join(site, 'sub/page.txt'), 'page');
  writeFileSync(join(folder, 'secret.txt'), 'secret');
  writeFileSync(join(folder, 'site-secret/key.txt'), 'secret');
  symlinkSync(join(folder, 'secret.txt'), join(site, 'link.txt'));
  server = await serve(site, 0);
});
after(() => {
  server?.close();
  rmSync(folder, {recursive: true, force: true});
});

// GET of `path` exactly as written (no client normalises it): {status, body}. A server that
// crashed or hangs fails it within 2 s.
function get(path) {
  return new Promise((done, fail) => {
    const sent = request({host: '127.0.0.1', port: server.address().port, path}, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        body += chunk;
      });
      response.on('end', () => done({status: response.statusCode, body}));
    });
    sent.setTimeout(2000, () => sent.destroy(new Error(`no answer to GET ${path}`)));
    sent.on('error', fail).end();
  });
}

test('files inside the root are served; a directory serves its index.html', async () => {
  assert.deepEqual(await get('/'), {status: 200, body: 'index'});
  assert.deepEqual(await get('/sub/page.txt'), {status: 200, body: 'page'});
  assert.deepEqual(await get('/sub/%70age.txt'), {status: 200, body: 'page'});
  assert.equal((await get('/missing.txt')).status, 404);
});

test('a malformed %-escape is a 400, and the server keeps serving', async () => {
  for (const path of ['/%E0%A4%A', '/%', '/%zz', '/sub/%C3']) {
    assert.equal((await get(path)).status, 400, path);
  }
  assert.deepEqual(await get('/sub/page.txt'), {status: 200, body: 'page'});
});

test('nothing outside the root is served, however the path is spelled', async () => {
  for (const path of [
    '/..%2Fsecret.txt',
    '/..%2Fsite-secret%2Fkey.txt',
    '/sub/..%2F..%2Fsecret.txt',
    '/%2E%2E/secret.txt',
    '/..%5Csecret.txt',
    '/../secret.txt',
    '/link.txt',
    '/%00',
  ]) {
    const {status, body} = await get(path);
    assert.ok(status === 403 || status === 404, `${path}: status ${status}`);
    assert.doesNotMatch(body, /secret/, path);
  }
});
