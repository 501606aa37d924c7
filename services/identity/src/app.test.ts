import { describe } from 'vitest';
import { identityApiContract } from './testing/contract/identity-api.contract';
import { startTestIdentity } from './testing/identity-test-kit';

describe('IdentityApi in process', () => identityApiContract(() => startTestIdentity()));
