export { downloadJson } from './download-json';
export { JsonFileButton } from './JsonFileButton';
export { readText } from './read-text';
