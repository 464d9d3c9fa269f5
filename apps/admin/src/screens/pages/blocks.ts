import { ADMIN_BREAKPOINTS, type AdminBlockType, type AdminEntryBlock } from '@gartenwerk/api-client';

/** A block in the editor: the saved block plus a key that stays with it while it moves. */
export interface EditableBlock extends AdminEntryBlock {
  key: string;
}

export const GRID_COLUMNS = 12;

let lastKey = 0;
const nextKey = () => `block-${++lastKey}`;

const fullWidth = () => ({
  size: Object.fromEntries(
    ADMIN_BREAKPOINTS.map((point) => [point, GRID_COLUMNS]),
  ) as AdminEntryBlock['attrs']['size'],
  visible: Object.fromEntries(
    ADMIN_BREAKPOINTS.map((point) => [point, true]),
  ) as AdminEntryBlock['attrs']['visible'],
});

/** A new block of a type: full width and visible everywhere, with empty props of its type. */
export function newBlock(type: AdminBlockType): EditableBlock {
  const props: Record<AdminBlockType, AdminEntryBlock['props']> = {
    spacer: { height: 40 },
    text: { content: '<p></p>' },
    hr: {},
    gallery: { images: [] },
    download: { downloads: [] },
    shop_facts: { kind: 'payment_methods' },
  };
  return { key: nextKey(), type, props: props[type], attrs: fullWidth() };
}

export function toEditable(blocks: readonly AdminEntryBlock[]): EditableBlock[] {
  return blocks.map((block) => ({ ...block, attrs: { ...fullWidth(), ...block.attrs }, key: nextKey() }));
}

export function toSaved(blocks: readonly EditableBlock[]): AdminEntryBlock[] {
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
