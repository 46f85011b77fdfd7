export { mergeErrors, ruleErrors, type RuleScope } from './check.ts';
export { applyComputed, computedMismatches, computedNames } from './computed.ts';
export { crossFieldErrors } from './cross.ts';
export { requiredForAction } from './required.ts';
export { distinctActions, fourEyesProblem, type PastStep } from './fourEyes.ts';
