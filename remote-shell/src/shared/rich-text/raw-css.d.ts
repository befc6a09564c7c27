// A stylesheet imported with `?raw` arrives as its text (webpack's asset/source), so that the
// shell can scope it and insert it through the mount's own emotion cache.
declare module '*.css?raw' {
  const text: string;
  export default text;
}
