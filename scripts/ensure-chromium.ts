// e2e runs in Debian's Chromium, never a downloaded browser: install it when it is missing.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  console.log('ensure-chromium: installing Debian chromium with apt-get');
  const apt = (...args: string[]) =>
    execFileSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  apt('update');
  apt('install', '-y', '--no-install-recommends', 'chromium');
}
if (!existsSync(CHROMIUM)) {
  console.error(`ensure-chromium: ${CHROMIUM} is still missing`);
  process.exit(1);
}
