import { useGetNewsletterListsQuery, type NewsletterListQuery } from '@gartenwerk/api-client';

/** The newsletter's lists as choices (value: id, label: name), all at once. */
export function useNewsletterListChoices(): { value: string; label: string }[] {
  const lists = useGetNewsletterListsQuery({ limit: 1000 } as NewsletterListQuery).data?.items ?? [];
  return lists.map((list) => ({ value: list._id, label: list.name }));
}
