import { spawn } from 'node:child_process';

/**
 * `tsx scripts/side-by-side.ts <npm script>...`: runs the package's scripts side by side, for the
 * steps of `npm test` that leave a core of the two idle when run one after the other:
 *   - `npm run checks`: the type check beside the lint (each mostly waits on one core);
 *   - in `npm test`, the unit tests beside the build the journeys need (Jest's workers wait on
 *     their mock servers much of the time: side by side they took 110 s, one after the other ~155 s).
 * Each script's output is kept together and printed when it ends; the exit code is the first failure's.
 */
const scripts = process.argv.slice(2);

function run(script: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(`side by side: ${script} ${code === 0 ? 'passed' : `failed (${code})`}\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

if (scripts.length === 0) {
  console.error('usage: tsx scripts/side-by-side.ts <npm script> [<npm script>...]');
  process.exitCode = 2;
} else {
  void Promise.all(scripts.map(run)).then((codes) => {
    process.exitCode = codes.find((code) => code !== 0) ?? 0;
  });
}
