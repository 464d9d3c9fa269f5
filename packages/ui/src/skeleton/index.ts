export { Skeleton, LoadingStatus } from './Skeleton';
export type { SkeletonProps } from './Skeleton';
