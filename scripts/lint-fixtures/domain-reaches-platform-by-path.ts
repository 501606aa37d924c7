import { createLogger } from '../../../platform/src';
import { readFileSync } from 'node:fs';
export const pieces = [createLogger, readFileSync];
