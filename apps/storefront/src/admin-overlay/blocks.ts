import { ADMIN_BREAKPOINTS, type AdminBlockType, type AdminEntryBlock } from '@gartenwerk/api-client';
import { PALETTE_BLOCK_SIZE } from '@gartenwerk/domain';

const perBreakpoint = <T>(value: T) =>
  Object.fromEntries(ADMIN_BREAKPOINTS.map((point) => [point, value])) as Record<
    (typeof ADMIN_BREAKPOINTS)[number],
    T
  >;

/** A block from the palette: 12 of 12 columns wide, visible everywhere, empty props of its type. */
export function paletteBlock(type: AdminBlockType): AdminEntryBlock {
  const props: Record<AdminBlockType, AdminEntryBlock['props']> = {
    spacer: { height: 40 },
    text: { content: '<p></p>' },
    hr: {},
    gallery: { images: [] },
    download: { downloads: [] },
    shop_facts: { kind: 'payment_methods' },
  };
  return {
    type,
    props: props[type],
    attrs: { size: perBreakpoint(PALETTE_BLOCK_SIZE), visible: perBreakpoint(true) },
  };
}

/** Swaps a block with its neighbour; out of range leaves the list as it is. */
export function moveBlock<T>(blocks: readonly T[], index: number, offset: -1 | 1): T[] {
  const target = index + offset;
  if (index < 0 || target < 0 || target >= blocks.length) return [...blocks];
  const moved = [...blocks];
  [moved[index], moved[target]] = [moved[target]!, moved[index]!];
  return moved;
}

export const replaceAt = <T>(items: readonly T[], index: number, item: T): T[] =>
  items.map((current, position) => (position === index ? item : current));

/** Files per page of the overlay's file picker; the name search finds the others. */
export const PICKER_PAGE_SIZE = 24;
