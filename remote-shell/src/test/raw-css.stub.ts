// The text of a `?raw` stylesheet in component tests (see jest.config.js).
export default '';
