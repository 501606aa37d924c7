import { createLogger } from '@shop/platform';
import { randomUUID } from 'node:crypto';
import { Router } from 'express';
export const pieces = [createLogger, randomUUID, Router];
