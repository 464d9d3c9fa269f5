import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TagTree } from './TagTree';
import { buildTagTree } from './tree';

afterEach(cleanup);

const TAGS = ['all', 'recently_uploaded', 'Pflanzen|Hecken', 'Pflanzen|Obstbäume|Äpfel', 'Dokumente'];

function Controlled({ onSelect }: { onSelect?: (tag: string) => void }) {
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <TagTree
      tags={TAGS}
      selected={selected}
      label="Tags"
      onSelect={(tag) => {
        onSelect?.(tag);
        setSelected(tag);
      }}
    />
  );
}

describe('buildTagTree', () => {
  it('nests paths by | and adds missing parents once', () => {
    const tree = buildTagTree(TAGS);
    expect(tree.map((node) => node.path)).toEqual(['all', 'recently_uploaded', 'Pflanzen', 'Dokumente']);
    const plants = tree[2]!;
    expect(plants.children.map((node) => node.label)).toEqual(['Hecken', 'Obstbäume']);
    expect(plants.children[1]!.children[0]!.path).toBe('Pflanzen|Obstbäume|Äpfel');
  });
});

describe('TagTree', () => {
  it('selects a tag by click and marks it selected', async () => {
    const onSelect = vi.fn();
    render(<Controlled onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('treeitem', { name: 'Dokumente' }));
    expect(onSelect).toHaveBeenCalledWith('Dokumente');
    expect(screen.getByRole('treeitem', { name: 'Dokumente' }).getAttribute('aria-selected')).toBe('true');
  });

  it('is one tab stop and is walked, opened and closed with the arrow keys', async () => {
    const onSelect = vi.fn();
    render(<Controlled onSelect={onSelect} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('treeitem', { name: 'all' }));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const plants = screen.getByRole('treeitem', { name: /^Pflanzen/ });
    expect(document.activeElement).toBe(plants);
    expect(plants.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('treeitem', { name: 'Hecken' })).toBeNull();
    await userEvent.keyboard('{ArrowRight}');
    expect(plants.getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{ArrowRight}');
    const hedges = screen.getByRole('treeitem', { name: 'Hecken' });
    expect(document.activeElement).toBe(hedges);
    expect(hedges.getAttribute('aria-level')).toBe('2');
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('Pflanzen|Hecken');
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(plants);
    await userEvent.keyboard('{ArrowLeft}');
    expect(plants.getAttribute('aria-expanded')).toBe('false');
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('treeitem', { name: 'Dokumente' }));
    await userEvent.keyboard(' ');
    expect(onSelect).toHaveBeenLastCalledWith('Dokumente');
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('treeitem', { name: 'all' }));
  });

  it('starts with the selected nested tag visible', () => {
    render(<TagTree tags={TAGS} selected="Pflanzen|Obstbäume|Äpfel" onSelect={() => undefined} />);
    const apples = screen.getByRole('treeitem', { name: 'Äpfel' });
    expect(apples.getAttribute('aria-selected')).toBe('true');
    expect(apples.getAttribute('tabindex')).toBe('0');
  });
});
