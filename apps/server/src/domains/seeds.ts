import type { DomainSeed } from '../platform/bootstrap.ts';
import { seedScopeBuilder } from './hand-off/scope-builder.seed.ts';

/** The reference data areas keep current at every start; bootstrap runs them in its transaction. */
export const domainSeeds: readonly DomainSeed[] = [seedScopeBuilder];
