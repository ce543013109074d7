// Budget (issue 6): all JavaScript a legacy page downloads to show the embedded chat, gzip,
// at most 250 KB. Measured in Debian Chromium against the built example page.
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { launchChromium, startPortal } from './bench-portal';

const KB = 1024;
const BUDGET = 250 * KB;
const gz = (data: Buffer): number => gzipSync(data, { level: 9 }).length;

async function signInToken(base: string, password: string): Promise<string> {
  const body = new URLSearchParams({ account: 'admin', password: createHash('md5').update(password).digest('hex'), client_id: 'admin', scope: 'all', grant_type: 'password' });
  const response = await fetch(`${base}/api/oauth/Login`, { method: 'POST', body });
  const json = (await response.json()) as { code: number; msg: string; data?: { token?: string } };
  if (json.code !== 200 || !json.data?.token) throw new Error(`bench-legacy: sign-in failed: ${json.msg}`);
  return json.data.token;
}

async function main(): Promise<void> {
  const portal = await startPortal();
  try {
    const token = await signInToken(portal.base, portal.password);
    const browser = await launchChromium();
    const page = await browser.newPage({ locale: 'zh-CN' });
    const sizes: { url: string; size: Promise<number> }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      sizes.push({ url: new URL(response.url()).pathname, size: response.body().then(gz, () => 0) });
    });
    await page.goto(`${portal.base}/examples/legacy-page/`, { waitUntil: 'networkidle' });
    await page.locator('#chat-token').fill(token);
    await page.getByRole('button', { name: 'Mount chat', exact: true }).click();
    await page.locator('[data-chat-root]').getByRole('tab', { name: '联系人' }).waitFor();
    await page.waitForLoadState('networkidle');
    const rows = await Promise.all(sizes.map(async ({ url, size }) => ({ url, size: await size })));
    await browser.close();
    const total = rows.reduce((sum, row) => sum + row.size, 0);
    if (process.argv.includes('--verbose')) rows.sort((a, b) => b.size - a.size).forEach((row) => console.log('  ', `${(row.size / KB).toFixed(1)} KB`.padStart(9), row.url));
    const over = total > BUDGET;
    console.log(`legacy page with the chat: ${rows.length} scripts, ${(total / KB).toFixed(1)} KB gzip (budget 250.0 KB)${over ? ' OVER' : ''}`);
    if (over) process.exitCode = 1;
  } finally {
    portal.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
