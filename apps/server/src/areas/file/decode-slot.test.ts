import { describe, expect, it } from 'vitest';
import { withDecodeSlot } from './images';

/** A piece of work that runs until the test lets it finish, noting when it started. */
function heldWork(name: string, started: string[]) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    finish: () => finish(),
    run: async () => {
      started.push(name);
      await done;
      return name;
    },
  };
}

describe('decoding images one at a time', () => {
  it('starts the next decode only once the one before has ended, in the order they came', async () => {
    const started: string[] = [];
    const works = ['erstes', 'zweites', 'drittes'].map((name) => heldWork(name, started));
    const results = works.map((work) => withDecodeSlot(work.run));
    await Promise.resolve();
    expect(started).toEqual(['erstes']);

    works[0]!.finish();
    expect(await results[0]).toBe('erstes');
    await expect.poll(() => started).toEqual(['erstes', 'zweites']);
    // The third still waits while the second holds the slot.
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['erstes', 'zweites']);

    works[1]!.finish();
    works[2]!.finish();
    expect(await Promise.all(results)).toEqual(['erstes', 'zweites', 'drittes']);
    expect(started).toEqual(['erstes', 'zweites', 'drittes']);
  });

  it('frees the slot when a decode fails', async () => {
    await expect(
      withDecodeSlot(async () => {
        throw new Error('kaputtes Bild');
      }),
    ).rejects.toThrow('kaputtes Bild');
    expect(await withDecodeSlot(async () => 'danach')).toBe('danach');
  });
});
