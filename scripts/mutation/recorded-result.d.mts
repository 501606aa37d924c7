export interface Score {
  score: number;
  mutants: number;
}
export function scoreOf(report: { files: Record<string, { mutants: Array<{ status: string }> }> }): Score;
export function recordInputs(root: string, name: string): void;
export function recordedResult(root: string, name: string): Score | { changed: string };
