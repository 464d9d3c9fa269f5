import { BREAKPOINTS, type AdminBlockType, type EntryBlock, type FileRef } from '@gartenwerk/api-client';

/** A block in the editor: the saved block plus a key that stays with it while it moves. */
export interface EditableBlock extends EntryBlock {
  key: string;
}

export const GRID_COLUMNS = 12;

let lastKey = 0;
const nextKey = () => `block-${++lastKey}`;

const fullWidth = () => ({
  size: Object.fromEntries(BREAKPOINTS.map((point) => [point, GRID_COLUMNS])) as EntryBlock['attrs']['size'],
  visible: Object.fromEntries(BREAKPOINTS.map((point) => [point, true])) as EntryBlock['attrs']['visible'],
});

/** A new block of a type: full width and visible everywhere, with empty props of its type. */
export function newBlock(type: AdminBlockType): EditableBlock {
  const props: Record<AdminBlockType, EntryBlock['props']> = {
    spacer: { height: 40 },
    text: { content: '<p></p>' },
    hr: {},
    gallery: { images: [] },
    download: { downloads: [] },
  };
  return { key: nextKey(), type, props: props[type], attrs: fullWidth() };
}

export function toEditable(blocks: readonly EntryBlock[]): EditableBlock[] {
  return blocks.map((block) => ({ ...block, attrs: { ...fullWidth(), ...block.attrs }, key: nextKey() }));
}

export function toSaved(blocks: readonly EditableBlock[]): EntryBlock[] {
  return blocks.map(({ type, props, attrs }) => ({ type, props, attrs }));
}

/** Swaps a block with its neighbour; out of range leaves the list as it is. */
export function moveBlock<T>(blocks: readonly T[], index: number, offset: -1 | 1): T[] {
  const target = index + offset;
  if (index < 0 || target < 0 || target >= blocks.length) return [...blocks];
  const moved = [...blocks];
  [moved[index], moved[target]] = [moved[target]!, moved[index]!];
  return moved;
}

/** File ids, one a line (commas also separate); names already known are kept. */
export function parseFileIds(text: string, known: readonly FileRef[] = []): FileRef[] {
  return text
    .split(/[\n,]/)
    .map((id) => id.trim())
    .filter(Boolean)
    .map((id) => known.find((file) => file._id === id) ?? { _id: id });
}

export const fileIdsText = (files: readonly FileRef[] = []) => files.map((file) => file._id).join('\n');

export function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ];
}
