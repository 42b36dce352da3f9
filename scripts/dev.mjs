#!/usr/bin/env node
// `npm run dev`: the gateway on :4000 restarting on change, and Vite's dev server on :5173 proxying /graphql,
// /api and /uploads to it. Ctrl-C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', '--silent', 'prisma:generate'], { stdio: 'inherit' }).on('exit', () => {
    children.push(spawn(process.execPath, ['--watch', '--import', 'tsx', 'gateway/src/main.ts'], { stdio: 'inherit' }));
  }),
  spawn('npm', ['run', 'dev', '--workspace', 'web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
