// npm run dev: the API with reload on PORT (3000) and Vite with hot reload on 5173 (the staff app) and
// 5174 (the customer pages: /order, /board), both proxying /api and /ws.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', 'src/server/app/main.ts'], { stdio: 'inherit', env: process.env }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_PORT: process.env.PORT || '3000' } }),
  spawn('npx', ['vite', '--config', 'vite.customer.config.ts'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: process.env.PORT || '3000' },
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => { stop(); process.exitCode = code ?? 0; }));
