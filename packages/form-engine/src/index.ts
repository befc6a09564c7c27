export { validators, RULE_NAMES, type RuleName } from './validate/rules';
export { ruleMessages, type Language } from './validate/messages';
export { validate } from './validate/validate';
export { isNameOfWords } from './validate/name-words';
