import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';

export interface LoggedRun {
  child: ChildProcess;
  /** Exit code; a death by signal counts as 1. */
  exited: Promise<number>;
}

/** Runs a command with stdout and stderr appended to `logPath`, so the benchmark's own output stays readable. */
export function runLogged(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; logPath: string },
): LoggedRun {
  const log = openSync(options.logPath, 'a');
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', log, log] });
  const exited = new Promise<number>((resolve) => {
    child.on('error', () => resolve(127));
    child.on('exit', (code) => resolve(code ?? 1));
  }).finally(() => closeSync(log));
  return { child, exited };
}

/**
 * The last `count` lines of a log, trailing newline ignored. Gatsby's progress bars leave cursor-moving
 * ANSI sequences in the log even when piped; they are stripped so printing the tail cannot garble the terminal.
 */
export function lastLines(text: string, count: number): string[] {
  const plain = text.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '');
  return plain.replace(/\n$/, '').split('\n').slice(-count);
}

export function tailOf(logPath: string, count: number): string[] {
  return lastLines(readFileSync(logPath, 'utf8'), count);
}
