import type { Rule } from 'eslint';

export declare const noUntranslatedText: Rule.RuleModule;
