// npm run screenshots: build, then run only the Playwright screenshot project (docs/screenshots/*.png).
import { spawnSync } from 'node:child_process';

const run = (cmd, env = {}) => {
  const { status } = spawnSync(cmd, {
    stdio: 'inherit',
    shell: true,
    env: { ...process.env, ...env },
  });
  if (status !== 0) process.exit(status ?? 1);
};

run('npm run build');
run('npx playwright test --project screenshots', { SCREENSHOTS: '1' });
