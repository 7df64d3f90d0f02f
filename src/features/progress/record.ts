import { useAppStore } from '@/store/store';
import { recordSuccess } from '@/store/results-model';

/**
 * A round earned its success: saved here at once; for a logged-in learner also sent to the server
 * in the background (failures ignored, spec 000 §8: the next start-up sync sends it). The API client is loaded
 * only then, so a visitor's word, grammar, game or phrase page never downloads it.
 */
export function recordProgress(topic: string, quizType: string): void {
  const next = recordSuccess(useAppStore.getState().quizResults, topic, quizType);
  useAppStore.getState().saveResults(next);
  const progress = next[`${topic}_results`]?.[quizType];
  if (useAppStore.getState().token && progress) {
    import('@/api/endpoints/results')
      .then(({ syncResultsToServer }) => syncResultsToServer({ data: [{ section_type: topic, quiz_type: quizType, progress }], deletedata: false }))
      .catch(() => undefined);
  }
}
