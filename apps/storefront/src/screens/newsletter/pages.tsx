// The newsletter area's chunk: the screens its routes load on demand.
export {
  NewsletterArchivePage,
  NewsletterPage,
  NewsletterUnsubscribePage,
  NewsletterVerifyPage,
} from './NewsletterPages';
export { NewsletterRecommendPage } from './RecommendPage';
