// The Debian packages the tests need: Chromium for stories and end-to-end tests, MariaDB for the
// server's MySQL-compatible runs, Redis for the several-instance runs, CJK fonts for screenshots.
// Installed when missing and running as root; otherwise the exact command is printed.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const required = [
  { pkg: 'chromium', binaries: ['/usr/bin/chromium'] },
  { pkg: 'mariadb-server', binaries: ['/usr/sbin/mariadbd', '/usr/bin/mariadbd'] },
  { pkg: 'redis-server', binaries: ['/usr/bin/redis-server'] },
  { pkg: 'fonts-noto-cjk', binaries: ['/usr/share/fonts/opentype/noto'] },
];

export function missingPackages() {
  return required.filter(({ binaries }) => !binaries.some((b) => existsSync(b))).map((r) => r.pkg);
}

export function ensureSystemPackages() {
  const missing = missingPackages();
  if (missing.length === 0) return;
  const command = `apt-get update && apt-get install -y ${missing.join(' ')}`;
  if (process.getuid?.() !== 0) {
    console.error(`缺少系统软件包：${missing.join(', ')}。请以 root 身份运行：\n  ${command}`);
    process.exit(1);
  }
  console.log(`Installing Debian packages: ${missing.join(', ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  const result = spawnSync('apt-get', ['install', '-y', ...missing], {
    stdio: 'inherit',
    env,
  });
  if (result.status !== 0 || missingPackages().length > 0) {
    console.error(`Installing ${missing.join(', ')} failed; run: ${command}`);
    process.exit(1);
  }
}
