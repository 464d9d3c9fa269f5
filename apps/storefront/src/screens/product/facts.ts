import type { Product } from '@gartenwerk/api-client';

/** A fact about a plant and its value in words, e.g. Standort: Halbschatten. */
export interface PlantFact {
  key: 'sizes' | 'location' | 'hardiness' | 'foliage' | 'origin';
  value: string;
}

/** Tags that name a fact, and how the fact is written. Products carry them as plain tags. */
const TAG_FACTS: Record<string, Pick<PlantFact, 'key' | 'value'>> = {
  sonne: { key: 'location', value: 'Sonne' },
  sonnig: { key: 'location', value: 'Sonne' },
  halbschatten: { key: 'location', value: 'Halbschatten' },
  schatten: { key: 'location', value: 'Schatten' },
  winterhart: { key: 'hardiness', value: 'winterhart' },
  frosthart: { key: 'hardiness', value: 'frosthart' },
  immergrün: { key: 'foliage', value: 'immergrün' },
  wintergrün: { key: 'foliage', value: 'wintergrün' },
  sommergrün: { key: 'foliage', value: 'sommergrün' },
  heimisch: { key: 'origin', value: 'heimische Art' },
};

/** A variant that is a height ("60–80 cm", "1,5 m"); a pot ("9 cm Topf") is not. */
const HEIGHT = /\d\s*(cm|m)\b/;
const POT = /topf/i;

/**
 * What the product's data says about the plant: the height it is delivered in (the chosen size
 * variant, when that is a height) and the location, hardiness, foliage and origin its tags name.
 * Nothing is made up: a product without such data has no facts.
 */
export function plantFacts(product: Product, variantKey: string): PlantFact[] {
  const facts: PlantFact[] = [];
  const height = product.variants?.find((variant) => variant.key === variantKey)?.value;
  if (height && HEIGHT.test(height) && !POT.test(height)) facts.push({ key: 'sizes', value: height });
  const byKey = new Map<PlantFact['key'], string[]>();
  for (const tag of product.tags ?? []) {
    const fact = TAG_FACTS[tag.trim().toLowerCase()];
    if (fact && !byKey.get(fact.key)?.includes(fact.value))
      byKey.set(fact.key, [...(byKey.get(fact.key) ?? []), fact.value]);
  }
  for (const key of ['location', 'hardiness', 'foliage', 'origin'] as const) {
    const values = byKey.get(key);
    if (values) facts.push({ key, value: values.join(', ') });
  }
  return facts;
}
