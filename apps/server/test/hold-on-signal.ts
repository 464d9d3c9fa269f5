// Loaded before the server by a test (node --import): on SIGUSR2 the event loop stands still, as under a
// long synchronous task, until the test writes the release file. Connections that arrive meanwhile wait
// in the kernel's accept queue, where a stop that closes the listener would reset them.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.env.HOLD_DIR;
if (dir) {
  process.on('SIGUSR2', () => {
    writeFileSync(join(dir, 'held'), '');
    const tick = new Int32Array(new SharedArrayBuffer(4));
    while (!existsSync(join(dir, 'release'))) Atomics.wait(tick, 0, 0, 10);
  });
}
