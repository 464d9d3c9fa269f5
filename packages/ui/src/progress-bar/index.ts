export { ProgressBar } from './ProgressBar';
export type { ProgressBarProps } from './ProgressBar';
export {
  createProgressController,
  IDLE_PROGRESS_STATE,
  MAX_PROGRESS_STEP,
  PROGRESS_RESET_DELAY_MS,
} from './progress-controller';
export type { ProgressController, ProgressControllerOptions, ProgressState } from './progress-controller';
export { useNavigationProgress } from './useNavigationProgress';
