import type { HotReads } from '../hot-reads/hot-reads';

/**
 * Counts the requests the hot reads answered themselves (the fast path) from now on, by wrapping
 * their `answer`; gives the count so far. An answer may be a promise (a store in Redis): it
 * counts once it says it answered.
 */
export function countFastAnswers(hotReads: HotReads): () => number {
  let count = 0;
  const answer = hotReads.answer.bind(hotReads);
  const counted = (answered: boolean) => {
    if (answered) count += 1;
    return answered;
  };
  hotReads.answer = (req, res) => {
    const answered = answer(req, res);
    return typeof answered === 'boolean' ? counted(answered) : answered.then(counted);
  };
  return () => count;
}
