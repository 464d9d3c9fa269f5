/** The ids of the first picture of each item (product or group), each once, in the items' order. */
export const firstImageIds = (items: ReadonlyArray<{ media?: string[] }>): string[] => [
  ...new Set(items.flatMap((item) => item.media?.slice(0, 1) ?? [])),
];

/** Top-level groups (those in no other group) in the shop's order: the home page's and the shop's tiles. */
export const topLevelGroups = <Group extends { product_groups?: string[]; order?: number }>(
  groups: readonly Group[],
): Group[] =>
  groups
    .filter((group) => (group.product_groups ?? []).length === 0)
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
