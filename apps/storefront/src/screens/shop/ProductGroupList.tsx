import { Link } from 'react-router-dom';
import type { ProductGroup } from '@gartenwerk/api-client';
import { useGroupPath } from './paths';

/** Links to the product groups, in the shop's order. */
export function ProductGroupList({ groups, labelledBy }: { groups: ProductGroup[]; labelledBy: string }) {
  const groupPath = useGroupPath();
  const sorted = [...groups].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  return (
    <ul className="group-list" aria-labelledby={labelledBy}>
      {sorted.map((group) => (
        <li key={group._id}>
          <Link to={groupPath(group)}>{group.title}</Link>
        </li>
      ))}
    </ul>
  );
}
