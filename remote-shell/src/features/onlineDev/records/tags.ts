/** One tag per design: every write to a design's records makes its lists stale. */
export const RECORDS_TAG = 'OnlineDevRecords';
