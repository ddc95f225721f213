import { spawn } from 'node:child_process';

/** Runs the system `tar` (on every Linux and macOS machine); rejects with what it said. */
export function tar(args: string[]): Promise<void> {
  return new Promise((ok, fail) => {
    const child = spawn('tar', args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let said = '';
    child.stderr.on('data', (chunk: Buffer) => {
      said += chunk.toString('utf8');
    });
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? ok() : fail(new Error(`tar ${args[0]} failed: ${said.trim()}`))));
  });
}
