import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** Asks the operating system for a port nobody listens on. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningProcess {
  child: ChildProcess;
  output(): string;
  stop(): Promise<number | null>;
}

/** Spawns a process and waits until `readyUrl` answers 200, or fails with the process output. */
export async function spawnUntilReady(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string; readyUrl: string; timeoutMs?: number },
): Promise<RunningProcess> {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: 'pipe',
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const running: RunningProcess = {
    child,
    output: () => log,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process exited with ${child.exitCode}:\n${log}`);
    try {
      const response = await fetch(options.readyUrl);
      if (response.ok) return running;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await running.stop();
  throw new Error(`process did not become ready at ${options.readyUrl}:\n${log}`);
}
