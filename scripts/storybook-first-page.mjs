// How long the static Storybook takes to show its first page, and what it loads for it.
// Usage: node scripts/storybook-first-page.mjs [dir=storybook-static] [runs=3]
// Serves the directory with gzip on 127.0.0.1 and opens it in Debian's Chromium
// (CHROMIUM_PATH to override); prints requests, bytes on the wire and the time until the
// page the sidebar opens on has rendered its content.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { createGzip } from 'node:zlib';
import { chromium } from 'playwright-core';

const dir = process.argv[2] ?? 'storybook-static';
const runs = Number(process.argv[3] ?? 3);
const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

const server = createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
  let file = join(dir, path);
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!existsSync(file)) {
    res.writeHead(404).end();
    return;
  }
  const type = types[extname(file)] ?? 'application/octet-stream';
  const compress = /text|json|svg/.test(type);
  res.writeHead(200, { 'content-type': type, ...(compress ? { 'content-encoding': 'gzip' } : {}) });
  const stream = createReadStream(file);
  (compress ? stream.pipe(createGzip()) : stream).pipe(res);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}/`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const times = [];
let requests = 0;
let bytes = 0;
for (let run = 0; run < runs; run += 1) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  let count = 0;
  let wire = 0;
  cdp.on('Network.loadingFinished', (event) => {
    count += 1;
    wire += event.encodedDataLength;
  });
  const start = Date.now();
  await page.goto(url);
  // The first page has rendered: the preview frame shows a docs page or a story with content.
  const frame = await (await page.waitForSelector('#storybook-preview-iframe')).contentFrame();
  await frame.waitForFunction(
    () => {
      const docs = globalThis.document.querySelector('#storybook-docs');
      const root = globalThis.document.querySelector('#storybook-root');
      return (docs?.textContent?.length ?? 0) > 200 || (root?.children.length ?? 0) > 0;
    },
    undefined,
    { timeout: 60_000 },
  );
  times.push(Date.now() - start);
  await page.waitForTimeout(1500);
  requests = count;
  bytes = wire;
  await context.close();
}
await browser.close();
server.close();
times.sort((a, b) => a - b);
console.log(
  `${dir}: first page ${times.map((t) => `${t} ms`).join(', ')} (median ${times[Math.floor(times.length / 2)]} ms); ` +
    `${requests} requests, ${(bytes / 1024 / 1024).toFixed(2)} MB on the wire (gzip)`,
);
