import { spawn } from 'node:child_process';

/**
 * `npm run checks`: the type check and the lint side by side (each mostly waits on one core of
 * the two), so `npm test` spends their time once. Each one's output is kept together and printed
 * when it ends; the exit code is the first failure's.
 */
const CHECKS = ['typecheck', 'lint'] as const;

function run(script: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(`checks: ${script} ${code === 0 ? 'passed' : `failed (${code})`}\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

void Promise.all(CHECKS.map(run)).then((codes) => {
  process.exitCode = codes.find((code) => code !== 0) ?? 0;
});
