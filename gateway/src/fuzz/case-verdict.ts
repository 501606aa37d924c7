import type { Answer } from './send-case';

/** What the process looked like before a case: a polluted prototype shows as a change here. */
export const prototypeState = () => Object.getOwnPropertyNames(Object.prototype).join(',');

/**
 * What is wrong with an answer, if anything: a 5xx, or a 4xx that is not the JSON error envelope
 * (`{ success: false, message }`), or a JSON success that is not `{ success: true, data }`.
 */
export function answerProblem(answer: Answer): string | undefined {
  if (answer.status >= 500) return `answered ${answer.status}: ${answer.text.slice(0, 300)}`;
  const isJson = answer.contentType.includes('application/json');
  if (answer.status >= 400) {
    if (!isJson) return `answered ${answer.status} as "${answer.contentType}", not the JSON error envelope: ${answer.text.slice(0, 200)}`;
    const body = parsed(answer.text) as { success?: unknown; message?: unknown } | undefined;
    if (body?.success !== false || typeof body.message !== 'string' || !body.message) {
      return `answered ${answer.status} without the error envelope: ${answer.text.slice(0, 200)}`;
    }
    return undefined;
  }
  if (answer.status >= 200 && answer.status < 300 && isJson) {
    const body = parsed(answer.text) as { success?: unknown } | undefined;
    if (body?.success !== true || !('data' in body)) return `answered ${answer.status} without the success envelope: ${answer.text.slice(0, 200)}`;
  }
  return undefined;
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
