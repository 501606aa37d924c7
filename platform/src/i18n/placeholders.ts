import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';

/**
 * The values an ICU message reads (`{name}`, plural and select arguments, and those inside their
 * branches), sorted, as Lingui compiles it: a placeholder an apostrophe quoted into plain text is
 * not one. For catalogue tests: a translation must read the values its English message reads.
 */
export function placeholdersOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [name, , format] = token;
      names.add(name);
      if (!format || typeof format !== 'object') continue;
      for (const [choice, branch] of Object.entries(format)) if (choice !== 'offset' && Array.isArray(branch)) walk(branch as CompiledMessage);
    }
  };
  walk(compileMessageOrThrow(message));
  return [...names].sort();
}
