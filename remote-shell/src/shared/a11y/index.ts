export { VISUALLY_HIDDEN } from './visually-hidden';
