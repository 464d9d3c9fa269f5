import { Link } from 'react-router-dom';
import type { ProductGroup } from '@gartenwerk/api-client';
import { groupTitle, useLanguage } from '../../app/localized';
import { useGroupPath } from './paths';

/** Links to the product groups, in the shop's order. */
export function ProductGroupList({ groups, labelledBy }: { groups: ProductGroup[]; labelledBy: string }) {
  const groupPath = useGroupPath();
  const language = useLanguage();
  const sorted = [...groups].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  return (
    <ul className="group-list" aria-labelledby={labelledBy}>
      {sorted.map((group) => {
        const title = groupTitle(group, language);
        return (
          <li key={group._id}>
            <Link to={groupPath(group)} lang={title.lang}>
              {title.text}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
